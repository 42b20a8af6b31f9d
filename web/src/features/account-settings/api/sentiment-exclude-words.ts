/**
 * Sentiment exclude terms (spec 02 §7 "Sentiment exclude words"; spec 01 §2 account settings
 * "sentiment (exclude terms)"). One query-options factory for the list; every write invalidates
 * the list by its key prefix and the dashboard's figures, because the server re-scores the
 * profile's posts with the new terms.
 */
import type { BodyOf, ResponseOf } from '@sl/api-contract/client';
import { sentimentExcludeWords as ep } from '@sl/api-contract/endpoints';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';
import { queryClient } from '#/lib/query-client.ts';
import { refreshDashboardFigures } from '#/lib/refresh-dashboard-figures.ts';

export type ExcludeTerm = ResponseOf<typeof ep.listSentimentExcludeWords>[number];
export type ExcludeTermInput = BodyOf<typeof ep.updateSentimentExcludeWord>;

export const excludeTermQueries = {
  all: ['sentiment-exclude-words'] as const,
  list: () =>
    queryOptions({
      queryKey: [...excludeTermQueries.all, 'list'],
      queryFn: ({ signal }) => apiClient.call(ep.listSentimentExcludeWords, { query: {}, signal }),
    }),
};

const afterWrite = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: excludeTermQueries.all }),
    refreshDashboardFigures(),
  ]);

export const useCreateExcludeTerm = () =>
  useMutation({
    mutationFn: (body: ExcludeTermInput) => apiClient.call(ep.createSentimentExcludeWord, { body }),
    onSuccess: afterWrite,
  });

export const useUpdateExcludeTerm = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number; body: ExcludeTermInput }) =>
      apiClient.call(ep.updateSentimentExcludeWord, { params: { id }, body }),
    onSuccess: afterWrite,
  });

export const useDeleteExcludeTerm = () =>
  useMutation({
    mutationFn: (id: number) => apiClient.call(ep.deleteSentimentExcludeWord, { params: { id } }),
    onSuccess: afterWrite,
  });
