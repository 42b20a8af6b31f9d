/** Sign-up from an invite (spec 01 §7): GET /v1/accounts/new gives the e-mail; POST /v1/accounts signs in. */
import type { BodyOf } from '@sl/api-contract/client';
import { accounts } from '@sl/api-contract/endpoints';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';
import { currentUser } from '#/lib/session.ts';

export const inviteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'invite', token],
    queryFn: ({ signal }) =>
      apiClient.call(accounts.newAccount, { query: { teamMemberInviteToken: token }, signal }),
    retry: false,
  });

export async function signUp(body: BodyOf<typeof accounts.signUp>) {
  const session = await apiClient.call(accounts.signUp, { body });
  // The sign-up answers a session; the client stores only the sign-in and refresh ones itself.
  apiClient.storeSession(session);
  currentUser.set(session.account);
  return session;
}

export const useSignUp = () => useMutation({ mutationFn: signUp });
