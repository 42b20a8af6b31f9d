import { dashboardConfig } from '@sl/api-contract/endpoints';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';
import { DASHBOARD_QUERY_KEY } from '#/lib/refresh-dashboard-figures.ts';

/** spec 02 §7 GET /v1/dashboard/feeds/hash: the feed's definition and a page of its posts (6). */
export const feedHashQueryOptions = (feedHash: string, page: number, perPage: number) =>
  queryOptions({
    queryKey: [...DASHBOARD_QUERY_KEY, 'feed', feedHash, { page, perPage }] as const,
    queryFn: ({ signal }) =>
      apiClient.call(dashboardConfig.getFeedHash, { query: { feedHash, page, perPage }, signal }),
    placeholderData: keepPreviousData,
  });
