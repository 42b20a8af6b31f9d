/** spec 01 §4: dismissing moves a notification to Prior Notifications; §8 names the failure toast. */
import { notifications } from '@sl/api-contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { showToast } from '#/components/ui/toast.tsx';
import { apiClient } from '#/lib/api-client.ts';
import { queryClient } from '#/lib/query-client.ts';
import { notificationsQueries } from './get-notifications.ts';

export const DISMISS_FAILED = 'We were not able to mark notification as dismissed.';

export const useDismissNotification = () =>
  useMutation({
    mutationFn: (id: number) =>
      apiClient.call(notifications.updateNotification, { params: { id }, body: { dismissed: true } }),
    onError: () => showToast(DISMISS_FAILED),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueries.all }),
  });
