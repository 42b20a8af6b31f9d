import { dashboardConfig } from '@sl/api-contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';
import { DASHBOARD_QUERY_KEY } from '#/lib/refresh-dashboard-figures.ts';

/** spec 02 §2 context selector: POST /v1/dashboard_selector (read via POST) with the chosen ids. */
export const dashboardSelectorQueryOptions = (contextIds: readonly number[]) =>
  queryOptions({
    queryKey: [...DASHBOARD_QUERY_KEY, 'selector', { contextIds }] as const,
    queryFn: ({ signal }) =>
      apiClient.call(dashboardConfig.dashboardSelector, {
        body: contextIds.length > 0 ? { contextIds: [...contextIds] } : {},
        signal,
      }),
    // The selection is the URL's; only the list of contexts comes from here.
    placeholderData: (previous) => previous,
  });
