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
import { SHARED_LINK_CODE } from '#/config/paths.ts';
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
 * The dashboard's reads are not sent from here but from its route's loader, once the router has
 * asked for the route's chunks: the mock serves HTTP/1.1, six connections per host, and a dozen
 * reads sent first held every connection while the app's own chunks waited behind them, so a slow
 * API showed a blank page instead of the dashboard with a skeleton per widget (spec 02 §1;
 * dashboard-widgets.e2e.ts "each widget shows a skeleton while its data loads").
 */
export function readAhead(): void {
  void restoreSession();
}
