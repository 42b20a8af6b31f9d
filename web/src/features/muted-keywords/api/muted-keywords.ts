/**
 * Muted keywords (spec 02 §7 "Muted keywords"): one query-options factory for the list; every
 * write invalidates the list by its key prefix and the dashboard's figures, because muted words
 * stop counting in the keyword cloud and trending keywords (issue 13).
 */
import type { ResponseOf } from '@sl/api-contract/client';
import { configuration as ep } from '@sl/api-contract/endpoints';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';
import { queryClient } from '#/lib/query-client.ts';
import { refreshDashboardFigures } from '#/lib/refresh-dashboard-figures.ts';

export type MutedKeyword = ResponseOf<typeof ep.listMutedKeywords>['data'][number];

export const mutedKeywordQueries = {
  all: ['muted-keywords'] as const,
  list: () =>
    queryOptions({
      queryKey: [...mutedKeywordQueries.all, 'list'],
      queryFn: ({ signal }) => apiClient.call(ep.listMutedKeywords, { signal }),
      select: (answer) => answer.data,
    }),
};

const afterWrite = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: mutedKeywordQueries.all }),
    refreshDashboardFigures(),
  ]);

/** POST /v1/muted_keywords with the values already split and new (spec 02 §5). */
export const useMuteKeywords = () =>
  useMutation({
    mutationFn: (values: string[]) =>
      apiClient.call(ep.createMutedKeywords, { body: { mutedKeywords: values.map((value) => ({ value })) } }),
    onSuccess: afterWrite,
  });

export const useUnmuteKeyword = () =>
  useMutation({
    mutationFn: (id: number) => apiClient.call(ep.deleteMutedKeyword, { params: { id: String(id) } }),
    onSuccess: afterWrite,
  });
