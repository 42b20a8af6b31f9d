import type { BodyOf } from '@sl/api-contract/client';
import { session } from '@sl/api-contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';
import { currentUser } from '#/lib/session.ts';

export type GeneralPreferences = BodyOf<typeof session.updateGeneralPreferences>;

/** PUT /v1/accounts/preferences/general answers the account, which becomes the current user. */
export const useUpdateGeneralPreferences = () =>
  useMutation({
    mutationFn: (body: GeneralPreferences) => apiClient.call(session.updateGeneralPreferences, { body }),
    onSuccess: (account) => currentUser.set(account),
  });
