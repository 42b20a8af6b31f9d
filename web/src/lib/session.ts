/**
 * The current user: a tiny external store, fed by sign-in (createSession) and by start-up
 * validation (getAccount), emptied by sign-out. Route guards read it outside React through
 * `currentUser.get()`; components subscribe through `useCurrentUser()`.
 * Tokens are not here: the API client keeps them in storage.
 */
import type { ResponseOf } from '@sl/api-contract/client';
import type { session } from '@sl/api-contract/endpoints';
import { useSyncExternalStore } from 'react';

export type CurrentUser = ResponseOf<typeof session.getAccount>;

let current: CurrentUser | null = null;
const listeners = new Set<() => void>();

export const currentUser = {
  get: (): CurrentUser | null => current,
  set(user: CurrentUser | null): void {
    if (user === current) return;
    current = user;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useCurrentUser(): CurrentUser | null {
  return useSyncExternalStore(currentUser.subscribe, currentUser.get, currentUser.get);
}
