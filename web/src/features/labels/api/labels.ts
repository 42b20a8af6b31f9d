/**
 * The profile's labels (spec 01 §7 "Other": GET /v1/labels, POST /labels). The inbox labels feed
 * items with them and creates them too; the contract has no rename or delete call for a label.
 */
import type { BodyOf, ResponseOf } from '@sl/api-contract/client';
import { configuration } from '@sl/api-contract/endpoints';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';
import { queryClient } from '#/lib/query-client.ts';

export type Label = ResponseOf<typeof configuration.listLabels>['data'][number];
export type LabelInput = BodyOf<typeof configuration.createLabel>;

export const labelQueries = {
  all: ['labels'] as const,
  list: () =>
    queryOptions({
      queryKey: [...labelQueries.all, 'list'],
      queryFn: ({ signal }) => apiClient.call(configuration.listLabels, { query: {}, signal }),
      select: (r) => r.data,
    }),
};

export const useCreateLabel = () =>
  useMutation({
    mutationFn: (body: LabelInput) => apiClient.call(configuration.createLabel, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labelQueries.all }),
  });
