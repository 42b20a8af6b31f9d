/** Trending labels (widget trending-label), with the trending_labels.csv twin. */
import { dashboard } from '@sl/api-contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { Chart } from '#/components/charts/chart.tsx';
import { trendingLabelsQueryOptions } from '../../api/get-trending-labels.ts';
import { noPostsReason, type WidgetEnv } from '../../utils/widget-env.ts';
import { CsvButton } from '../csv-button.tsx';
import {
  buildTrendingChartOptions,
  TRENDING_TERMS,
} from '../trending-keywords/build-trending-chart-options.ts';
import { WidgetCard } from '../widget-card.tsx';

export function TrendingLabelWidget({ env }: { env: WidgetEnv }) {
  const body = { ...env.body, tkwNumSigTerms: TRENDING_TERMS };
  const query = useQuery(trendingLabelsQueryOptions(body, env.sharedLinkCode));
  return (
    <WidgetCard
      id="trending-label"
      title="Trending labels"
      query={query}
      emptyReason={(d) =>
        d.totalCurrent === 0
          ? noPostsReason(env)
          : d.terms.length === 0
            ? 'No label stands out against the period before.'
            : null
      }
      actions={
        <CsvButton
          endpoint={dashboard.dashboardTrendingLabelsCsv}
          body={body}
          title="Trending labels"
          env={env}
        />
      }
    >
      {(data) => <Chart label="Trending labels" options={buildTrendingChartOptions(data, 'label')} />}
    </WidgetCard>
  );
}
