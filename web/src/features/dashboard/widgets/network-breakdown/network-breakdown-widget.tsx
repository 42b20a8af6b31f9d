/** spec 02 §1 network breakdown. */
import { useQuery } from '@tanstack/react-query';
import { Chart } from '#/components/charts/chart.tsx';
import { networksQueryOptions } from '../../api/get-networks.ts';
import { noPostsReason, type WidgetEnv } from '../../utils/widget-env.ts';
import { SENTIMENT_SERIES } from '../sentiment/build-sentiment-chart-options.ts';
import { WidgetCard } from '../widget-card.tsx';
import { buildNetworkBreakdownChartOptions, networkName } from './build-network-breakdown-chart-options.ts';

export function NetworkBreakdownWidget({ env }: { env: WidgetEnv }) {
  const query = useQuery(networksQueryOptions(env.body, env.sharedLinkCode));
  return (
    <WidgetCard
      id="network-breakdown"
      title="Network breakdown"
      query={query}
      emptyReason={(d) => (d.total === 0 ? noPostsReason(env) : null)}
    >
      {(data) => (
        <Chart
          label="Posts per network"
          options={buildNetworkBreakdownChartOptions(data)}
          onPointClick={
            env.drill
              ? ({ seriesId, index }) => {
                  const network = data.networks[index];
                  const series = SENTIMENT_SERIES.find((s) => s.key === seriesId);
                  if (!network || !series || !env.drill) return;
                  env.drill({
                    widgetId: 'network-breakdown',
                    title: `${series.name} posts on ${networkName(network.socialType)}`,
                    range: env.body.range,
                    narrow: { sentiments: [series.code], socialTypes: [network.socialType] },
                  });
                }
              : undefined
          }
        />
      )}
    </WidgetCard>
  );
}
