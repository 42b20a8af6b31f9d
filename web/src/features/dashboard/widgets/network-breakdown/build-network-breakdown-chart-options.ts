/** Network breakdown: posts per network, split by sentiment, named as the product names networks. */
import type { ResponseOf } from '@sl/api-contract/client';
import type { dashboard } from '@sl/api-contract/endpoints';
import { networkByKey } from '@sl/api-contract/schemas/common-values';
import type { ChartOptions } from '#/components/charts/chart.tsx';
import { buildSentimentBarsOptions } from '../sentiment-bars.ts';

export type NetworksData = ResponseOf<typeof dashboard.dashboardNetworks>;

export const networkName = (key: string) => networkByKey(key)?.name ?? key;

export function buildNetworkBreakdownChartOptions(data: NetworksData): ChartOptions {
  return buildSentimentBarsOptions(
    data.networks.map((n) => ({
      name: networkName(n.socialType),
      positive: n.positive ?? 0,
      neutral: n.neutral ?? 0,
      negative: n.negative ?? 0,
    })),
    'Posts per network, split by sentiment.',
  );
}
