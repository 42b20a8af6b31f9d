/** Two-factor setup, activation and backup codes (spec 01 §4, §7). */
import { session } from '@sl/api-contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';
import { currentUser } from '#/lib/session.ts';

export const useSetupTwoFactor = () =>
  useMutation({ mutationFn: () => apiClient.call(session.setupTwoFactor, { body: {} }) });

/** Revalidates the account so preferences.security.twoFactorAuthorization.otpEnabled turns true. */
async function refreshAccount() {
  const id = currentUser.get()?.id;
  if (id === undefined) return;
  const account = await apiClient.call(session.getAccount, { params: { id } });
  currentUser.set(account);
}

export const useActivateTwoFactor = () =>
  useMutation({
    mutationFn: async (otpCode: string) => {
      const result = await apiClient.call(session.activateTwoFactor, { body: { otpCode } });
      await refreshAccount();
      return result;
    },
  });

/** issue 16 #3: while two-factor is on, new backup codes need a current code from the app. */
export const useRegenerateBackupCodes = () =>
  useMutation({
    mutationFn: (otpCode: string) => apiClient.call(session.regenerateBackupCodes, { body: { otpCode } }),
  });
