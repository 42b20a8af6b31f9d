/** Team writes (spec 01 §7 POST /v1/teams {name, account_ids}; PATCH and DELETE /v1/teams/{id}). */
import type { BodyOf } from '@sl/api-contract/client';
import { teams } from '@sl/api-contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';
import { refreshPeople } from '#/lib/people-queries.ts';

export type TeamInput = BodyOf<typeof teams.createTeam>;

export const useSaveTeam = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TeamInput }) =>
      id === null
        ? apiClient.call(teams.createTeam, { body })
        : apiClient.call(teams.updateTeam, { params: { id }, body }),
    onSuccess: refreshPeople,
  });

export const useDeleteTeam = () =>
  useMutation({
    mutationFn: (id: number) => apiClient.call(teams.deleteTeam, { params: { id } }),
    onSuccess: refreshPeople,
  });
