import { dashboard } from '@sl/api-contract/endpoints';
import { readQueryOptions } from './read-query-options.ts';

/** spec 02 §7 POST /v1/dashboard/compared_sentiment. */
export const comparedSentimentQueryOptions = readQueryOptions(
  dashboard.dashboardComparedSentiment,
  'compared-sentiment',
);
