/**
 * Reply templates (spec 01 §7 GET, POST, PATCH /v1/templates, PATCH and DELETE /v1/templates/{id},
 * POST and DELETE /v1/templates/{id}/pin). One query-options factory; every write invalidates the
 * `templates` prefix. The modal filters and sorts the whole visible list in memory
 * (utils/filter-templates.ts), so one list query serves every filter without a request per key.
 */
import type { BodyOf, ResponseOf } from '@sl/api-contract/client';
import { content, teams } from '@sl/api-contract/endpoints';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';
import { queryClient } from '#/lib/query-client.ts';

export type Template = ResponseOf<typeof content.listTemplates>['data'][number];
export type TemplateInput = BodyOf<typeof content.createTemplate>;

export const templatesQueries = {
  all: ['templates'] as const,
  list: () =>
    queryOptions({
      queryKey: [...templatesQueries.all, 'list'],
      queryFn: ({ signal }) => apiClient.call(content.listTemplates, { query: {}, signal }),
      select: (answer) => answer.data,
    }),
  /** The teams the visibility selector offers (spec 01 §2). */
  teams: () =>
    queryOptions({
      queryKey: [...templatesQueries.all, 'teams'],
      queryFn: ({ signal }) => apiClient.call(teams.listTeams, { query: {}, signal }),
      staleTime: 5 * 60_000,
    }),
};

const refresh = () => queryClient.invalidateQueries({ queryKey: [...templatesQueries.all, 'list'] });

export const useCreateTemplate = () =>
  useMutation({
    mutationFn: (body: TemplateInput) => apiClient.call(content.createTemplate, { body }),
    onSuccess: refresh,
  });

export const useUpdateTemplate = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number; body: TemplateInput }) =>
      apiClient.call(content.updateTemplate, { params: { id: String(id) }, body }),
    onSuccess: refresh,
  });

export const useDeleteTemplate = () =>
  useMutation({
    mutationFn: (id: number) => apiClient.call(content.deleteTemplate, { params: { id: String(id) } }),
    onSuccess: refresh,
  });

/** spec 02 §4: pin and unpin toggle the flag; the server answers the new value. */
export const useToggleTemplatePin = () =>
  useMutation({
    mutationFn: ({ id, pinned }: { id: number; pinned: boolean }) =>
      apiClient.call(pinned ? content.pinTemplate : content.unpinTemplate, { params: { id: String(id) } }),
    onSuccess: refresh,
  });
