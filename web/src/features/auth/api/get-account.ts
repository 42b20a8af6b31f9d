import { session } from '@sl/api-contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';

export const accountQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['auth', 'account', id],
    queryFn: ({ signal }) => apiClient.call(session.getAccount, { params: { id }, signal }),
  });
