/**
 * The Users screen's calls (spec 01 §7 "Accounts and teams"): pending invites, invite, change role
 * and teams, delete, and an account's events. The account and team lists are lib/people-queries.ts.
 */
import type { BodyOf, ResponseOf } from '@sl/api-contract/client';
import { accountEvents, accounts } from '@sl/api-contract/endpoints';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';
import { peopleQueries, refreshPeople } from '#/lib/people-queries.ts';

export type Invite = ResponseOf<typeof accounts.listInvites>[number];
export type InviteInput = BodyOf<typeof accounts.createInvite>;
export type AccountChange = BodyOf<typeof accounts.updateAccount>;
export type AccountEvent = ResponseOf<typeof accountEvents.listAccountEvents>[number];

export const userQueries = {
  invites: () =>
    queryOptions({
      queryKey: [...peopleQueries.all, 'invites'],
      queryFn: ({ signal }) => apiClient.call(accounts.listInvites, { signal }),
    }),
  /** The newest events of one account (spec 01 §7 GET /v1/account_events account_ids). */
  events: (accountId: number) =>
    queryOptions({
      queryKey: ['account-events', accountId],
      queryFn: ({ signal }) =>
        apiClient.call(accountEvents.listAccountEvents, { query: { accountIds: [accountId] }, signal }),
    }),
};

export const useInvite = () =>
  useMutation({
    mutationFn: (body: InviteInput) => apiClient.call(accounts.createInvite, { body }),
    onSuccess: refreshPeople,
  });

export const useUpdateAccount = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number; body: AccountChange }) =>
      apiClient.call(accounts.updateAccount, { params: { id }, body }),
    onSuccess: refreshPeople,
  });

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (id: number) => apiClient.call(accounts.deleteAccount, { params: { id } }),
    onSuccess: refreshPeople,
  });

/** Mails a pending invite again; only the new mail's link opens sign-up. */
export const useResendInvite = () =>
  useMutation({
    mutationFn: (id: number) => apiClient.call(accounts.resendInvite, { params: { id } }),
    onSuccess: refreshPeople,
  });

/** Withdraws a pending invite; its mailed link stops working. */
export const useRevokeInvite = () =>
  useMutation({
    mutationFn: (id: number) => apiClient.call(accounts.revokeInvite, { params: { id } }),
    onSuccess: refreshPeople,
  });
