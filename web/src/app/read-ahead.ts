/**
 * The first screen's requests, started as early as each can be (decision record 013): the entry
 * (main.ts) calls `readAhead` before the app's module graph has arrived, and the dashboard route's
 * loader calls `prefetchDashboardReads` on every visit. Both start the very reads the screen
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
 * spec 01 §2 start-up, sent at once: the stored session's check. The guards find it in flight.
 *
 * On the dashboard's URL the dashboard's first reads go too, as soon as that check has answered
 * and the read-ahead module has arrived (asked for here, before the app's own chunks: those
 * modules are requested in the order they are imported, and from the route's loader they queued
 * behind the shell's and the screen's ~50 files). The mock serves HTTP/1.1, six connections per
 * host: at most four reads are in flight at once (prefetch-dashboard.ts `READS_IN_FLIGHT`), so
 * the app's chunks keep two connections and a slow API still shows the dashboard with a skeleton
 * per widget (spec 02 §1; dashboard-widgets.e2e.ts "each widget shows a skeleton while its data
 * loads"). A dozen reads sent from here without that cap held all six connections.
 */
export function readAhead(): void {
  void restoreSession();
  const { pathname, search } = window.location;
  if (toRouterPath({ pathname, search: '' }) === '/') prefetchDashboardReads(new URLSearchParams(search));
}
