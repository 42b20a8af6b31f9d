/**
 * spec 01 §2 start-up: when a user id is stored, validate it with getAccount. When the API
 * refuses it the stored session is cleared; either way without a user the route guards send the
 * user to /login.
 * The entry (main.ts) calls this before the app's modules have arrived, and every guard awaits it:
 * concurrent callers share the one request in flight (decision record 013, fourth pass), and the
 * answer lands in the current-user store (lib/session.ts).
 */
import { ApiError } from '@sl/api-contract/client/errors';
import { session } from '@sl/api-contract/endpoints';
import { apiClient } from '#/lib/api-client.ts';
import { type CurrentUser, currentUser } from '#/lib/session.ts';

let pending: Promise<CurrentUser | null> | null = null;

export function restoreSession(): Promise<CurrentUser | null> {
  const known = currentUser.get();
  if (known) return Promise.resolve(known);
  const id = apiClient.currentUserId();
  if (id === null || Number.isNaN(id)) return Promise.resolve(null);
  // Shared only while in flight: a session stored after a refused check is checked again.
  pending ??= apiClient.call(session.getAccount, { params: { id } }).then(
    (account) => {
      pending = null;
      currentUser.set(account);
      return account;
    },
    (error: unknown) => {
      pending = null;
      // Only an answer refuses the session. A check that never got one (the network is down, or
      // the page is leaving and the browser cancels the request: a reload or a link followed
      // during the check) keeps the stored session for the next page; clearing it there signed
      // the user out of the tab they were going to.
      if (error instanceof ApiError) apiClient.clearSession();
      currentUser.set(null);
      return null;
    },
  );
  return pending;
}
