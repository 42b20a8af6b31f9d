import { notifications } from '@sl/api-contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';

export const notificationsQueries = {
  all: ['notifications'] as const,
  list: () =>
    queryOptions({
      queryKey: [...notificationsQueries.all, 'list'],
      queryFn: ({ signal }) => apiClient.call(notifications.listNotifications, { signal }),
    }),
};
