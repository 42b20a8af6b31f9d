import { dashboard } from '@sl/api-contract/endpoints';
import { readQueryOptions } from './read-query-options.ts';

/** spec 02 §7 POST /v1/dashboard/most-impactful-posts (6 per page, five sort options). */
export const mostImpactfulPostsQueryOptions = readQueryOptions(
  dashboard.dashboardMostImpactfulPosts,
  'most-impactful-posts',
);
