import { dashboard } from '@sl/api-contract/endpoints';
import { readQueryOptions } from './read-query-options.ts';

/** spec 01 §7 POST /v1/dashboard/trending_labels. */
export const trendingLabelsQueryOptions = readQueryOptions(
  dashboard.dashboardTrendingLabels,
  'trending-labels',
);
