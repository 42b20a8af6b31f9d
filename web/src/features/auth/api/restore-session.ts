/**
 * spec 01 §2 start-up: when a user id is stored, validate it with getAccount. On failure the
 * stored session is cleared and the route guards send the user to /login.
 * The entry (main.ts) calls this before the app's modules have arrived, and every guard awaits it:
 * concurrent callers share the one request in flight (decision record 013, fourth pass), and the
 * answer lands in the current-user store (lib/session.ts).
 */
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
    () => {
      pending = null;
      apiClient.clearSession();
      currentUser.set(null);
      return null;
    },
  );
  return pending;
}
