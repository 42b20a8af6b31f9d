import { dashboard } from '@sl/api-contract/endpoints';
import { readQueryOptions } from './read-query-options.ts';

/** spec 01 §7 POST /v1/dashboard/trending_keywords. */
export const trendingKeywordsQueryOptions = readQueryOptions(
  dashboard.dashboardTrendingKeywords,
  'trending-keywords',
);
