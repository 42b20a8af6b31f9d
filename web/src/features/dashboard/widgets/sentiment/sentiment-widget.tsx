/**
 * spec 02 §1: the sentiment widget: totals as text, and the stacked chart per bucket. In compare
 * mode (spec 02 §2) it reads compared_sentiment (spec 02 §7) of every context and draws them side
 * by side in their colours, each with its change on the range before.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { formatCount } from '#/utils/format-bucket-label.ts';
import { combineQueries } from '../../api/combine-queries.ts';
import { comparedSentimentQueryOptions } from '../../api/get-compared-sentiment.ts';
import { sentimentQueryOptions } from '../../api/get-sentiment.ts';
import { AnnotatedTimeChart } from '../../components/annotations-chart.tsx';
import { withDisabledDatasets } from '../../utils/widget-config.ts';
import { bodyOf, noPostsReason, type WidgetEnv } from '../../utils/widget-env.ts';
import { timePointDrill } from '../time-point-drill.ts';
import { WidgetCard } from '../widget-card.tsx';
import { WidgetChart } from '../widget-chart.tsx';
import { sentimentDatasetsChecklist, WidgetSettings } from '../widget-settings.tsx';
import {
  buildComparedSentimentOptions,
  comparedSentimentAt,
  describeSentimentChange,
} from './build-compared-sentiment.ts';
import {
  buildSentimentChartOptions,
  SENTIMENT_SERIES,
  type SentimentData,
} from './build-sentiment-chart-options.ts';

export function SentimentWidget({ env }: { env: WidgetEnv }) {
  return env.contexts.length > 1 ? <ComparedSentiment env={env} /> : <SentimentOfOne env={env} />;
}

const datasetSettings = (env: WidgetEnv) => (
  <WidgetSettings
    title="Sentiment"
    checklists={[
      sentimentDatasetsChecklist(env.config.disabledDatasets, (disabledDatasets) =>
        env.setConfig({ disabledDatasets }),
      ),
    ]}
  />
);

function ComparedSentiment({ env }: { env: WidgetEnv }) {
  const query = useQueries({
    queries: env.contexts.map((c) =>
      comparedSentimentQueryOptions(
        { ...bodyOf(env.body, c), comparedRange: env.comparedRange },
        env.sharedLinkCode,
      ),
    ),
    combine: combineQueries,
  });
  const { disabledDatasets } = env.config;
  const { drill } = env;
  return (
    <WidgetCard
      id="sentiment"
      title="Sentiment"
      query={query}
      emptyReason={(all) =>
        all.every((d) => d.current.total === 0) ? 'No posts of these contexts in this time range.' : null
      }
      settings={datasetSettings(env)}
    >
      {(all) => {
        const compared = all.flatMap((data, i) => {
          const context = env.contexts[i];
          return context ? [{ context, data }] : [];
        });
        return (
          <>
            <ul className="compared-sentiment" aria-label="Sentiment of each context">
              {compared.map(({ context, data }) => (
                <li key={context.id} className="compared-sentiment__context">
                  <h3 className="compared-sentiment__title">
                    <span
                      className="totals__swatch"
                      style={{ backgroundColor: context.color }}
                      aria-hidden="true"
                    />
                    {context.title}
                  </h3>
                  <SentimentTotals data={data.current} />
                  <p className="widget__note">
                    Total {describeSentimentChange(data.current.total, data.compared.total)}.
                  </p>
                </li>
              ))}
            </ul>
            <WidgetChart
              label="Posts per sentiment of each context"
              options={buildComparedSentimentOptions(compared, disabledDatasets)}
              onPointClick={
                drill
                  ? ({ seriesId, index }) => {
                      const sentiment = comparedSentimentAt(disabledDatasets, index);
                      const context = env.contexts.find((c) => String(c.id) === seriesId);
                      if (!sentiment || !context) return;
                      drill({
                        widgetId: 'sentiment',
                        title: `${sentiment.name} posts of ${context.title}`,
                        range: env.body.range,
                        narrow: { sentiments: [sentiment.code] },
                        contextId: context.id,
                      });
                    }
                  : undefined
              }
            />
          </>
        );
      }}
    </WidgetCard>
  );
}

function SentimentOfOne({ env }: { env: WidgetEnv }) {
  const query = useQuery(sentimentQueryOptions(env.body, env.sharedLinkCode));
  return (
    <WidgetCard
      id="sentiment"
      title="Sentiment"
      query={query}
      emptyReason={(d) => (d.total === 0 ? noPostsReason(env) : null)}
      settings={datasetSettings(env)}
    >
      {(data) => (
        <>
          <SentimentTotals data={data} />
          <AnnotatedTimeChart
            env={env}
            dates={data.series.map((p) => p.date)}
            label="Sentiment per period"
            options={withDisabledDatasets(
              buildSentimentChartOptions(data, env.partial),
              env.config.disabledDatasets,
            )}
            onPointClick={timePointDrill(
              env,
              'sentiment',
              data.series.map((p) => p.date),
              data.interval,
            )}
          />
        </>
      )}
    </WidgetCard>
  );
}

function SentimentTotals({ data }: { data: SentimentData }) {
  return (
    <dl className="totals">
      {SENTIMENT_SERIES.map((s) => (
        <div key={s.key} className="totals__item">
          <dt>
            <span className="totals__swatch" style={{ backgroundColor: s.color }} aria-hidden="true" />
            {s.name}
          </dt>
          <dd>{formatCount(data[s.key])}</dd>
        </div>
      ))}
      <div className="totals__item totals__item--total">
        <dt>Total</dt>
        <dd>{formatCount(data.total)}</dd>
      </div>
    </dl>
  );
}
