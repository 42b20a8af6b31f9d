/**
 * The profile's people and teams (spec 01 §7 "Accounts and teams"): one query-options factory per
 * list, shared by the Users and Teams screens and any picker of people or teams. Every write to
 * accounts, invites or teams invalidates `peopleQueries.all`, since each list names the others
 * (an account's teams, a team's members).
 */
import type { ResponseOf } from '@sl/api-contract/client';
import { accounts, teams } from '@sl/api-contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client.ts';
import { queryClient } from './query-client.ts';

export type Account = ResponseOf<typeof accounts.listAccounts>[number];
export type Team = ResponseOf<typeof teams.listTeams>[number];

export const peopleQueries = {
  all: ['people'] as const,
  accounts: () =>
    queryOptions({
      queryKey: [...peopleQueries.all, 'accounts'],
      queryFn: ({ signal }) => apiClient.call(accounts.listAccounts, { query: {}, signal }),
    }),
  teams: () =>
    queryOptions({
      queryKey: [...peopleQueries.all, 'teams'],
      queryFn: ({ signal }) => apiClient.call(teams.listTeams, { query: {}, signal }),
    }),
};

export const refreshPeople = () => queryClient.invalidateQueries({ queryKey: peopleQueries.all });
