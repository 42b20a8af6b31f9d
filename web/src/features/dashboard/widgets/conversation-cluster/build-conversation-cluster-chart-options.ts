/** Conversation clusters of the posts: size per cluster, split by sentiment; actionable ones flagged. */
import type { ResponseOf } from '@sl/api-contract/client';
import type { dashboard } from '@sl/api-contract/endpoints';
import type { ChartOptions } from '#/components/charts/chart.tsx';
import { buildSentimentBarsOptions } from '../sentiment-bars.ts';

export type ClustersData = ResponseOf<typeof dashboard.dashboardClusters>;

export const clusterLabel = (c: ClustersData['clusters'][number]) =>
  c.actionable ? `${c.name} (actionable)` : c.name;

export function buildConversationClusterChartOptions(data: ClustersData): ChartOptions {
  return buildSentimentBarsOptions(
    data.clusters.map((c) => ({
      name: clusterLabel(c),
      positive: c.positive,
      neutral: c.neutral,
      negative: c.negative,
    })),
    'Posts per conversation cluster, split by sentiment.',
  );
}
