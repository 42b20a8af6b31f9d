/**
 * The current user has one home: the query cache entry under CURRENT_USER_KEY (issue 10 item 6).
 * Sign-in, sign-up, start-up validation (features/auth/api/restore-session.ts) and every mutation
 * that answers the account write it with `currentUser.set`; route guards read it outside React
 * through `currentUser.get()`; components read it with `useUser()`.
 * Tokens are not here: the API client keeps them in storage.
 */
import type { ResponseOf } from '@sl/api-contract/client';
import type { session } from '@sl/api-contract/endpoints';
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';

export type CurrentUser = ResponseOf<typeof session.getAccount>;

export const CURRENT_USER_KEY = ['session', 'current-user'] as const;

// The user is written, not fetched by observers: it never goes stale, and it stays while no
// component watches it (route guards read it between screens).
queryClient.setQueryDefaults(CURRENT_USER_KEY, {
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

export const currentUser = {
  get: (): CurrentUser | null => queryClient.getQueryData<CurrentUser | null>(CURRENT_USER_KEY) ?? null,
  /** Null signs the user out of the app's state; call it before `queryClient.clear()` so watchers see it. */
  set(user: CurrentUser | null): void {
    queryClient.setQueryData<CurrentUser | null>(CURRENT_USER_KEY, user);
  },
};

/** The signed-in user, or null for an anonymous visitor; re-renders when the user changes. */
export function useUser(): CurrentUser | null {
  const { data } = useQuery<CurrentUser | null>({ queryKey: CURRENT_USER_KEY, queryFn: skipToken });
  return data ?? null;
}
