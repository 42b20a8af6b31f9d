/**
 * The dashboard's figures are computed from the stored posts, so a write that changes how posts
 * are scored (a sentiment exclude term, spec 02 §3) makes every figure on the dashboard stale.
 * This drops both caches that could show the old numbers: the client's 30-minute storage cache
 * of the dashboard calls (spec 01 §9) and TanStack Query's cache under the dashboard key.
 */
import { queryClient } from './query-client.ts';
import { clearCachedResponses } from './storage.ts';

/** The root of every dashboard query key (CONVENTIONS §3: hierarchical keys). */
export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

/** Endpoint ids of the dashboard calls start with this (api-contract/src/endpoints/dashboard.ts). */
const DASHBOARD_ENDPOINT_PREFIX = 'dashboard.';

export function refreshDashboardFigures(): Promise<void> {
  clearCachedResponses(DASHBOARD_ENDPOINT_PREFIX);
  return queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
}
