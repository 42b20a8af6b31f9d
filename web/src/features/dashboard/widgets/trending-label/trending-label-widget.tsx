/** Trending labels (widget trending-label), with the trending_labels.csv twin. */
import { dashboard } from '@sl/api-contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { trendingLabelsQueryOptions } from '../../api/get-trending-labels.ts';
import { noPostsReason, type WidgetEnv } from '../../utils/widget-env.ts';
import { CsvButton } from '../csv-button.tsx';
import {
  buildTrendingChartOptions,
  TRENDING_TERMS,
  trendingWithSearch,
} from '../trending-keywords/build-trending-chart-options.ts';
import { WidgetCard } from '../widget-card.tsx';
import { WidgetChart } from '../widget-chart.tsx';
import { WidgetSettings } from '../widget-settings.tsx';

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
            : trendingWithSearch(d, env.config.search).terms.length === 0
              ? `No trending label contains “${env.config.search}”.`
              : null
      }
      settings={
        <WidgetSettings
          title="Trending labels"
          search={{
            label: 'Show labels containing',
            value: env.config.search ?? '',
            onChange: (text) => env.setConfig({ search: text }),
          }}
        />
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
      {(data) => (
        <WidgetChart
          label="Trending labels"
          options={buildTrendingChartOptions(trendingWithSearch(data, env.config.search), 'label')}
        />
      )}
    </WidgetCard>
  );
}
