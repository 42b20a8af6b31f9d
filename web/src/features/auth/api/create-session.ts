/** Sign-in (spec 01 §7 POST /v1/session). The client stores the tokens; we keep the account. */
import type { BodyOf } from '@sl/api-contract/client';
import { session } from '@sl/api-contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';
import { currentUser } from '#/lib/session.ts';

export type SignInInput = BodyOf<typeof session.createSession>;

export async function createSession(input: SignInInput) {
  const result = await apiClient.call(session.createSession, { body: input });
  currentUser.set(result.account);
  return result;
}

export const useCreateSession = () => useMutation({ mutationFn: createSession });
