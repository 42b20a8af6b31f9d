/** spec 02 §1 impact score: the score of the range, its positive and negative parts, per period. */
import { useQuery } from '@tanstack/react-query';
import { formatCount } from '#/utils/format-bucket-label.ts';
import { impactScoreQueryOptions } from '../../api/get-impact-score.ts';
import { noPostsReason, type WidgetEnv } from '../../utils/widget-env.ts';
import { timePointDrill } from '../time-point-drill.ts';
import { WidgetCard } from '../widget-card.tsx';
import { WidgetChart } from '../widget-chart.tsx';
import { buildImpactScoreChartOptions, formatScore } from './build-impact-score-chart-options.ts';

export function ImpactScoreWidget({ env }: { env: WidgetEnv }) {
  const query = useQuery(impactScoreQueryOptions(env.body, env.sharedLinkCode));
  return (
    <WidgetCard
      id="impact-score"
      title="Impact score"
      query={query}
      emptyReason={(d) => (d.posts === 0 ? noPostsReason(env) : null)}
    >
      {(data) => (
        <>
          <dl className="totals">
            <div className="totals__item">
              <dt>Impact score</dt>
              <dd>{formatScore(data.score)}</dd>
            </div>
            <div className="totals__item">
              <dt>Positive impact</dt>
              <dd>{formatScore(data.positiveImpact)}</dd>
            </div>
            <div className="totals__item">
              <dt>Negative impact</dt>
              <dd>{formatScore(data.negativeImpact)}</dd>
            </div>
            <div className="totals__item">
              <dt>Posts</dt>
              <dd>{formatCount(data.posts)}</dd>
            </div>
          </dl>
          <WidgetChart
            label="Impact score per period"
            options={buildImpactScoreChartOptions(data, env.partial)}
            onPointClick={timePointDrill(
              env,
              'impact-score',
              data.series.map((p) => p.date),
              data.interval,
            )}
          />
        </>
      )}
    </WidgetCard>
  );
}
