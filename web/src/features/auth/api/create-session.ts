/**
 * Sign-in (spec 01 §7 POST /v1/session). The client stores the tokens; we keep the account.
 * A plain call, not a TanStack mutation: the login page loads no query client (decision record 013).
 */
import type { BodyOf } from '@sl/api-contract/client';
import { session } from '@sl/api-contract/endpoints';
import { apiClient } from '#/lib/api-client.ts';
import { currentUser } from '#/lib/session.ts';

export type SignInInput = BodyOf<typeof session.createSession>;

export async function createSession(input: SignInInput) {
  const result = await apiClient.call(session.createSession, { body: input });
  currentUser.set(result.account);
  return result;
}
