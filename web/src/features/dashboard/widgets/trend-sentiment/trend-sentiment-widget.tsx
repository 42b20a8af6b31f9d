/** spec 02 §1 sentiment, trend: the net sentiment of the range and per period. */
import { useQuery } from '@tanstack/react-query';
import { trendSentimentQueryOptions } from '../../api/get-trend-sentiment.ts';
import { noPostsReason, type WidgetEnv } from '../../utils/widget-env.ts';
import { timePointDrill } from '../time-point-drill.ts';
import { WidgetCard } from '../widget-card.tsx';
import { WidgetChart } from '../widget-chart.tsx';
import { buildTrendSentimentChartOptions, formatSigned } from './build-trend-sentiment-chart-options.ts';

export function TrendSentimentWidget({ env }: { env: WidgetEnv }) {
  const query = useQuery(trendSentimentQueryOptions(env.body, env.sharedLinkCode));
  return (
    <WidgetCard
      id="trend-sentiment"
      title="Sentiment trend"
      query={query}
      emptyReason={(d) => (d.series.every((p) => p.total === 0) ? noPostsReason(env) : null)}
    >
      {(data) => (
        <>
          <dl className="totals">
            <div className="totals__item">
              <dt>Net sentiment</dt>
              <dd>{formatSigned(data.netScore)}</dd>
            </div>
          </dl>
          <WidgetChart
            label="Net sentiment per period"
            options={buildTrendSentimentChartOptions(data, env.partial)}
            onPointClick={timePointDrill(
              env,
              'trend-sentiment',
              data.series.map((p) => p.date),
              data.interval,
            )}
          />
        </>
      )}
    </WidgetCard>
  );
}
