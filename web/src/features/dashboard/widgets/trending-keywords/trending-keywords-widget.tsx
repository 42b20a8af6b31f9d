/** spec 02 §1 trending keywords. */
import { useQuery } from '@tanstack/react-query';
import { Chart } from '#/components/charts/chart.tsx';
import { trendingKeywordsQueryOptions } from '../../api/get-trending-keywords.ts';
import { noPostsReason, type WidgetEnv } from '../../utils/widget-env.ts';
import { WidgetCard } from '../widget-card.tsx';
import { buildTrendingChartOptions, TRENDING_TERMS } from './build-trending-chart-options.ts';

export function TrendingKeywordsWidget({ env }: { env: WidgetEnv }) {
  const query = useQuery(
    trendingKeywordsQueryOptions({ ...env.body, tkwNumSigTerms: TRENDING_TERMS }, env.sharedLinkCode),
  );
  return (
    <WidgetCard
      id="trending-keywords"
      title="Trending keywords"
      query={query}
      emptyReason={(d) =>
        d.totalCurrent === 0
          ? noPostsReason(env)
          : d.terms.length === 0
            ? 'No keyword stands out against the period before.'
            : null
      }
    >
      {(data) => <Chart label="Trending keywords" options={buildTrendingChartOptions(data, 'keyword')} />}
    </WidgetCard>
  );
}
