import type { BodyOf } from '@sl/api-contract/client';
import { dashboard } from '@sl/api-contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';
import { DASHBOARD_QUERY_KEY } from '#/lib/refresh-dashboard-figures.ts';

export type SentimentParams = BodyOf<typeof dashboard.dashboardSentiment>;

/**
 * spec 02 §7 POST /v1/dashboard/sentiment (read via POST). The shared-link code is part of the
 * key: the same range seen through a link is another context's data.
 */
export const sentimentQueryOptions = (params: SentimentParams, sharedLinkCode: string | null = null) =>
  queryOptions({
    queryKey: [...DASHBOARD_QUERY_KEY, 'sentiment', { ...params, sharedLinkCode }],
    queryFn: ({ signal }) => apiClient.call(dashboard.dashboardSentiment, { body: params, signal }),
  });
