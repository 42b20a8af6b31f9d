/**
 * spec 01 §2 start-up: when a user id is stored, validate it with getAccount. On failure the
 * stored session is cleared and the route guards send the user to /login.
 * Every guard awaits this; the answer lands in the current-user cache entry (lib/session.ts), and
 * concurrent callers share one request (TanStack Query dedupes the fetch of one key).
 */
import { session } from '@sl/api-contract/endpoints';
import { apiClient } from '#/lib/api-client.ts';
import { queryClient } from '#/lib/query-client.ts';
import { CURRENT_USER_KEY, type CurrentUser, currentUser } from '#/lib/session.ts';

export function restoreSession(): Promise<CurrentUser | null> {
  const known = currentUser.get();
  if (known) return Promise.resolve(known);
  const id = apiClient.currentUserId();
  if (id === null || Number.isNaN(id)) return Promise.resolve(null);
  return queryClient
    .fetchQuery<CurrentUser | null>({
      queryKey: CURRENT_USER_KEY,
      queryFn: ({ signal }) => apiClient.call(session.getAccount, { params: { id }, signal }),
      // A stored null (signed out) must not answer for a session stored since.
      staleTime: 0,
    })
    .then(
      (account) => account,
      () => {
        apiClient.clearSession();
        currentUser.set(null);
        return null;
      },
    );
}
