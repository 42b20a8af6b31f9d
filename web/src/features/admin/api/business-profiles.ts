/**
 * Admin Management (spec 01 §2 /admin, §7): business profiles, their accounts, and entering one
 * of those accounts (take-over, spec 01 §4). Profiles are written as multipart form data (spec 01
 * §7: name, logo, copied_business_profile_id; time_zone is our addition).
 */
import type { ResponseOf } from '@sl/api-contract/client';
import { accounts, admin } from '@sl/api-contract/endpoints';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';
import { queryClient } from '#/lib/query-client.ts';
import { currentUser } from '#/lib/session.ts';

export type BusinessProfile = ResponseOf<typeof admin.adminListBusinessProfiles>[number];
export type ProfileAccount = ResponseOf<typeof accounts.listAccounts>[number];

export const adminQueries = {
  all: ['admin'] as const,
  profiles: () =>
    queryOptions({
      queryKey: [...adminQueries.all, 'business-profiles'],
      queryFn: ({ signal }) => apiClient.call(admin.adminListBusinessProfiles, { signal }),
    }),
  accounts: (businessProfileId: number) =>
    queryOptions({
      queryKey: [...adminQueries.all, 'accounts', businessProfileId],
      queryFn: ({ signal }) =>
        apiClient.call(accounts.listAccounts, { query: { businessProfileId }, signal }),
    }),
};

export interface BusinessProfileInput {
  name: string;
  timeZone: string;
  /** Copy this profile's configuration (time zone, logo, teams, SAML) into the saved one. */
  copiedBusinessProfileId: number | null;
  logo: File | null;
}

/** The multipart body of spec 01 §7, wire names; fields left empty are not sent. */
export function toProfileFormData(input: BusinessProfileInput): FormData {
  const form = new FormData();
  form.set('name', input.name);
  if (input.timeZone) form.set('time_zone', input.timeZone);
  if (input.copiedBusinessProfileId !== null) {
    form.set('copied_business_profile_id', String(input.copiedBusinessProfileId));
  }
  if (input.logo) form.set('logo', input.logo, input.logo.name);
  return form;
}

const afterWrite = () => queryClient.invalidateQueries({ queryKey: adminQueries.all });

export const useSaveBusinessProfile = () =>
  useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: BusinessProfileInput }) =>
      id === null
        ? apiClient.call(admin.adminCreateBusinessProfile, { body: toProfileFormData(input) })
        : apiClient.call(admin.adminUpdateBusinessProfile, {
            params: { id },
            body: toProfileFormData(input),
          }),
    onSuccess: afterWrite,
  });

/**
 * spec 01 §4 take-over: the answer is the entered account's session. Like leaving a take-over
 * (features/auth exit-takeover), the stored session is replaced and everything cached for the
 * system admin is dropped; the caller then reloads the app at the dashboard as that account.
 */
export async function takeOverAccount(accountId: number) {
  const session = await apiClient.call(admin.adminTakeover, { params: { id: accountId } });
  apiClient.storeSession(session);
  currentUser.set(null);
  queryClient.clear();
  // The guards read the user from the cache: the entered account is the user from now on.
  currentUser.set(session.account);
  return session;
}

export const useTakeOverAccount = () => useMutation({ mutationFn: takeOverAccount });
