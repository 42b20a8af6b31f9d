import type { BodyOf } from '@sl/api-contract/client';
import { admin } from '@sl/api-contract/endpoints';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';
import { queryClient } from '#/lib/query-client.ts';

export const samlQueries = {
  all: ['sso', 'saml'] as const,
  detail: () =>
    queryOptions({
      queryKey: [...samlQueries.all, 'detail'],
      queryFn: ({ signal }) => apiClient.call(admin.adminGetSaml, { query: {}, signal }),
    }),
};

export type SamlInput = BodyOf<typeof admin.adminUpdateSaml>;

export const useUpdateSaml = () =>
  useMutation({
    mutationFn: (body: SamlInput) => apiClient.call(admin.adminUpdateSaml, { body }),
    onSuccess: (saml) => queryClient.setQueryData(samlQueries.detail().queryKey, saml),
  });
