/** Password reset (spec 01 §7): request by e-mail, check the token, set the new password. */
import type { BodyOf } from '@sl/api-contract/client';
import { session } from '@sl/api-contract/endpoints';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';

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

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof session.resetPassword>) =>
      apiClient.call(session.resetPassword, { body }),
  });
