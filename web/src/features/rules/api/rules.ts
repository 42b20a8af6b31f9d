/**
 * Rules (admin; spec 02 §3 Rule, §7 /v1/admin/rules; spec 01 §6 admin and system admin): the
 * list, its writes, and the choices a rule refers to (the caller's streams as its entities, the
 * profile's labels).
 */
import type { BodyOf, ResponseOf } from '@sl/api-contract/client';
import { configuration } from '@sl/api-contract/endpoints';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';
import { queryClient } from '#/lib/query-client.ts';

export type Rule = ResponseOf<typeof configuration.listRules>['data'][number];
export type RuleInput = BodyOf<typeof configuration.createRule>;

export const ruleQueries = {
  all: ['rules'] as const,
  list: () =>
    queryOptions({
      queryKey: [...ruleQueries.all, 'list'],
      queryFn: ({ signal }) => apiClient.call(configuration.listRules, { query: {}, signal }),
    }),
  streams: () =>
    queryOptions({
      queryKey: [...ruleQueries.all, 'streams'],
      queryFn: ({ signal }) => apiClient.call(configuration.listStreams, { query: {}, signal }),
    }),
  labels: () =>
    queryOptions({
      queryKey: [...ruleQueries.all, 'labels'],
      queryFn: ({ signal }) => apiClient.call(configuration.listLabels, { query: {}, signal }),
    }),
};

const afterWrite = () => queryClient.invalidateQueries({ queryKey: [...ruleQueries.all, 'list'] });

export const useSaveRule = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: RuleInput }) =>
      id === null
        ? apiClient.call(configuration.createRule, { body })
        : apiClient.call(configuration.updateRule, { params: { id: String(id) }, body }),
    onSuccess: afterWrite,
  });

export const useDeleteRule = () =>
  useMutation({
    mutationFn: (id: number) => apiClient.call(configuration.deleteRule, { params: { id: String(id) } }),
    onSuccess: afterWrite,
  });
