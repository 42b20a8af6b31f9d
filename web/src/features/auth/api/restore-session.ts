/**
 * spec 01 §2 start-up: when a user id is stored, validate it with getAccount. On failure the
 * stored session is cleared and the route guards send the user to /login.
 * Every guard awaits this; concurrent callers share one request.
 */
import { apiClient } from '#/lib/api-client.ts';
import { queryClient } from '#/lib/query-client.ts';
import { type CurrentUser, currentUser } from '#/lib/session.ts';
import { accountQueryOptions } from './get-account.ts';

let pending: Promise<CurrentUser | null> | null = null;

export function restoreSession(): Promise<CurrentUser | null> {
  const known = currentUser.get();
  if (known) return Promise.resolve(known);
  const id = apiClient.currentUserId();
  if (id === null || Number.isNaN(id)) return Promise.resolve(null);
  pending ??= queryClient
    .fetchQuery(accountQueryOptions(id))
    .then(
      (account) => {
        currentUser.set(account);
        return account;
      },
      () => {
        apiClient.clearSession();
        currentUser.set(null);
        return null;
      },
    )
    .finally(() => {
      pending = null;
    });
  return pending;
}
