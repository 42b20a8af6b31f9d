/**
 * The current user has one home: this store (issue 10 item 6). Sign-in, sign-up, start-up
 * validation (features/auth/api/restore-session.ts) and every mutation that answers the account
 * write it with `currentUser.set`; route guards read it outside React through `currentUser.get()`;
 * components read it with `useUser()`.
 * Tokens are not here: the API client keeps them in storage.
 *
 * A plain store rather than a TanStack Query cache entry (decision record 013, fourth pass): the
 * entry sends the session check before the app's module graph has arrived, and the login screen
 * loads no query client at all, so the user cannot live in the query cache. Nothing fetches it
 * through a query: it is written, never stale, and stays while no component watches it.
 */
import type { ResponseOf } from '@sl/api-contract/client';
import type { session } from '@sl/api-contract/endpoints';
import { useSyncExternalStore } from 'react';

export type CurrentUser = ResponseOf<typeof session.getAccount>;

let user: CurrentUser | null = null;
const listeners = new Set<() => void>();

export const currentUser = {
  get: (): CurrentUser | null => user,
  /** Null signs the user out of the app's state; call it before `queryClient.clear()` so watchers see it. */
  set(next: CurrentUser | null): void {
    user = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The signed-in user, or null for an anonymous visitor; re-renders when the user changes. */
export function useUser(): CurrentUser | null {
  return useSyncExternalStore(currentUser.subscribe, currentUser.get, currentUser.get);
}
