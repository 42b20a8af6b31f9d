/** Password reset (spec 01 §7): request by e-mail, check the token, set the new password. */
import { ApiError, type BodyOf } from '@sl/api-contract/client';
import { session } from '@sl/api-contract/endpoints';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';
import { createSession } from './create-session.ts';

export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (email: string) => apiClient.call(session.requestPasswordReset, { body: { email } }),
  });

export const passwordResetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'password-reset', token],
    queryFn: ({ signal }) => apiClient.call(session.checkPasswordResetToken, { query: { token }, signal }),
    retry: false,
  });

export type ResetPasswordInput = BodyOf<typeof session.resetPassword> & { email: string };

/**
 * Sets the password, then signs in with it: the reset ends every session of the account (a
 * signed-in user's too), and nobody who just chose a password should have to type it again.
 * `signedIn` is false when the sign-in needs more than the password (two-factor).
 */
export async function resetPasswordAndSignIn({ email, ...body }: ResetPasswordInput) {
  await apiClient.call(session.resetPassword, { body });
  try {
    await createSession({ email, password: body.account.password });
    return { signedIn: true };
  } catch (error) {
    if (error instanceof ApiError) return { signedIn: false };
    throw error;
  }
}

export const useResetPassword = () => useMutation({ mutationFn: resetPasswordAndSignIn });
