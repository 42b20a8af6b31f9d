/** spec 01 §4: hover or 'Mark all as read' sets readAt; §8 names the failure toast for the latter. */
import { notifications } from '@sl/api-contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { showToast } from '#/components/ui/toast.tsx';
import { apiClient } from '#/lib/api-client.ts';
import { queryClient } from '#/lib/query-client.ts';
import { notificationsQueries } from './get-notifications.ts';

export const MARK_ALL_FAILED = 'We were not able to mark all notification as read.';

const markRead = (ids: number[]) => apiClient.call(notifications.markNotificationsAsRead, { body: { ids } });
const refresh = () => queryClient.invalidateQueries({ queryKey: notificationsQueries.all });

/** Hovering one unread item: quiet on failure (the item simply stays unread). */
export const useMarkNotificationRead = () =>
  useMutation({ mutationFn: (id: number) => markRead([id]), onSettled: refresh });

export const useMarkAllNotificationsRead = () =>
  useMutation({ mutationFn: markRead, onError: () => showToast(MARK_ALL_FAILED), onSettled: refresh });
