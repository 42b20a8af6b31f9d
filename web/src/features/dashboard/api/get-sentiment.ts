import type { BodyOf } from '@sl/api-contract/client';
import { dashboard } from '@sl/api-contract/endpoints';
import { readQueryOptions } from './read-query-options.ts';

export type SentimentParams = BodyOf<typeof dashboard.dashboardSentiment>;

/** spec 02 §7 POST /v1/dashboard/sentiment (read via POST). */
export const sentimentQueryOptions = readQueryOptions(dashboard.dashboardSentiment, 'sentiment');
