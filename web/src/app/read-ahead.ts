/**
 * The first screen's requests, started as early as each can be (decision record 013): the entry
 * (main.ts) calls `readAhead` before the app's module graph has arrived, and the dashboard route's
 * loader calls `prefetchDashboardReads` on every later visit. Both start the very reads the screen
 * asks for (the session check shared in flight by restoreSession, the dashboard's reads by their
 * TanStack Query keys), so nothing leaves twice.
 *
 * No React, router or query client is imported here: this module is part of the entry's own small
 * chunk, and everything heavier comes by dynamic import, in parallel with the app's chunks.
 */
import { SHARED_LINK_CODE, toRouterPath } from '#/config/paths.ts';
import { restoreSession } from '#/features/auth/api/restore-session.ts';
import { timeZoneOf } from '#/lib/time-zone.ts';

export const loadDashboardPrefetch = () => import('#/features/dashboard/api/prefetch-dashboard.ts');

/** The dashboard's first reads for the URL's search, once the session check has answered. */
export function prefetchDashboardReads(search: URLSearchParams): void {
  if (search.has(SHARED_LINK_CODE)) return;
  // After the session check: a stored session the API refuses reads nothing.
  void Promise.all([restoreSession(), loadDashboardPrefetch(), import('#/lib/query-client.ts')]).then(
    ([user, { prefetchDashboard }, { queryClient }]) => {
      // The zone the dashboard reads in: the user's business profile's (lib/time-zone.ts).
      if (user) prefetchDashboard(queryClient, search, timeZoneOf(user));
    },
  );
}

/**
 * spec 01 §2 start-up, sent at once: the stored session's check and, on the dashboard's URL, its
 * first reads. The guards and the dashboard's loader then find these requests in flight.
 */
export function readAhead(location: { pathname: string; search: string }): void {
  void restoreSession();
  const path = toRouterPath({ pathname: location.pathname, search: '' });
  if (path === '/') prefetchDashboardReads(new URLSearchParams(location.search));
}
