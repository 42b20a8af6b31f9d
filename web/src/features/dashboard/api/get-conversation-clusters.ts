import { dashboard } from '@sl/api-contract/endpoints';
import { readQueryOptions } from './read-query-options.ts';

/** POST /v1/dashboard/conversation_clusters/searches. */
export const conversationClustersQueryOptions = readQueryOptions(
  dashboard.dashboardClusters,
  'conversation-clusters',
);
