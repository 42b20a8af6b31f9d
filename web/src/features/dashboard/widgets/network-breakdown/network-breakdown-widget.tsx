/** spec 02 §1 network breakdown. */
import { useQuery } from '@tanstack/react-query';
import { Chart } from '#/components/charts/chart.tsx';
import { networksQueryOptions } from '../../api/get-networks.ts';
import { noPostsReason, type WidgetEnv } from '../../utils/widget-env.ts';
import { WidgetCard } from '../widget-card.tsx';
import { buildNetworkBreakdownChartOptions } from './build-network-breakdown-chart-options.ts';

export function NetworkBreakdownWidget({ env }: { env: WidgetEnv }) {
  const query = useQuery(networksQueryOptions(env.body, env.sharedLinkCode));
  return (
    <WidgetCard
      id="network-breakdown"
      title="Network breakdown"
      query={query}
      emptyReason={(d) => (d.total === 0 ? noPostsReason(env) : null)}
    >
      {(data) => <Chart label="Posts per network" options={buildNetworkBreakdownChartOptions(data)} />}
    </WidgetCard>
  );
}
