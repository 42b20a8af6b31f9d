/**
 * spec 02 §7 Dashboard templates: GET /v1/dashboard/templates, POST, PATCH /v1/dashboard/templates/{id}
 * (spec 02 §3: name, time default last-30-days, timeUnit default days, config with contextIds and
 * widgets, each `{id, config}`).
 */
import type { BodyOf } from '@sl/api-contract/client';
import { dashboardConfig } from '@sl/api-contract/endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';

export type TemplateBody = BodyOf<typeof dashboardConfig.createDashboardTemplate>;
export type TemplatePatch = BodyOf<typeof dashboardConfig.updateDashboardTemplate>;

const TEMPLATES_KEY = ['dashboard-templates'] as const;

export const dashboardTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: TEMPLATES_KEY,
    queryFn: ({ signal }) => apiClient.call(dashboardConfig.listDashboardTemplates, { signal }),
  });

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateBody) => apiClient.call(dashboardConfig.createDashboardTemplate, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
  });
}

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TemplatePatch }) =>
      apiClient.call(dashboardConfig.updateDashboardTemplate, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
  });
}
