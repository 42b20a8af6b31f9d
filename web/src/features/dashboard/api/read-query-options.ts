/**
 * One queryOptions factory per dashboard read (CONVENTIONS §3), all shaped alike: the key is
 * ['dashboard', <name>, { body, sharedLinkCode }] so a write that changes the figures invalidates
 * every one by the 'dashboard' prefix (lib/refresh-dashboard-figures.ts). The shared-link code is
 * part of the key: the same range seen through a link is another context's data.
 */
import type { BodyOf, QueryOf } from '@sl/api-contract/client';
import type { AnyEndpoint } from '@sl/api-contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';
import { DASHBOARD_QUERY_KEY } from '#/lib/refresh-dashboard-figures.ts';

/** A read via POST (spec 01 §7): the body carries range, time zone, interval and context. */
export const readQueryOptions =
  <E extends AnyEndpoint>(endpoint: E, name: string) =>
  (body: BodyOf<E>, sharedLinkCode: string | null = null) =>
    queryOptions({
      queryKey: [...DASHBOARD_QUERY_KEY, name, { body, sharedLinkCode }] as const,
      queryFn: ({ signal }) => apiClient.call(endpoint, { body, signal }),
    });

/** A GET read (the SLA calls): the same fields travel in the query string. */
export const getQueryOptions =
  <E extends AnyEndpoint>(endpoint: E, name: string) =>
  (query: QueryOf<E>, sharedLinkCode: string | null = null) =>
    queryOptions({
      queryKey: [...DASHBOARD_QUERY_KEY, name, { query, sharedLinkCode }] as const,
      queryFn: ({ signal }) => apiClient.call(endpoint, { query, signal }),
    });
