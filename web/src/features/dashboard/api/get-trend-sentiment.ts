import { dashboard } from '@sl/api-contract/endpoints';
import { readQueryOptions } from './read-query-options.ts';

/** POST /v1/dashboard/trend_sentiment: net sentiment per bucket. */
export const trendSentimentQueryOptions = readQueryOptions(
  dashboard.dashboardTrendSentiment,
  'trend-sentiment',
);
