/** spec 02 §1: the sentiment widget: totals as text, and the stacked chart per bucket. */
import { useQuery } from '@tanstack/react-query';
import { formatCount } from '#/utils/format-bucket-label.ts';
import { sentimentQueryOptions } from '../../api/get-sentiment.ts';
import { AnnotatedTimeChart } from '../../components/annotations-chart.tsx';
import { noPostsReason, type WidgetEnv } from '../../utils/widget-env.ts';
import { timePointDrill } from '../time-point-drill.ts';
import { WidgetCard } from '../widget-card.tsx';
import {
  buildSentimentChartOptions,
  SENTIMENT_SERIES,
  type SentimentData,
} from './build-sentiment-chart-options.ts';

export function SentimentWidget({ env }: { env: WidgetEnv }) {
  const query = useQuery(sentimentQueryOptions(env.body, env.sharedLinkCode));
  return (
    <WidgetCard
      id="sentiment"
      title="Sentiment"
      query={query}
      emptyReason={(d) => (d.total === 0 ? noPostsReason(env) : null)}
    >
      {(data) => (
        <>
          <SentimentTotals data={data} />
          <AnnotatedTimeChart
            env={env}
            dates={data.series.map((p) => p.date)}
            label="Sentiment per period"
            options={buildSentimentChartOptions(data, env.partial)}
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
