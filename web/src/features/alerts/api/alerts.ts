/** Alerts of a saved search (spec 01 §7 /alerts; spec 02 §3 fields, §4 the toggle flips isMuted). */

import type { Camelize } from '@sl/api-contract/client/case';
import { content } from '@sl/api-contract/endpoints';
import type { AlertWire, alertBodySchema } from '@sl/api-contract/schemas/alerts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { showToast } from '#/components/ui/toast.tsx';
import { apiClient } from '#/lib/api-client.ts';
import { queryClient } from '#/lib/query-client.ts';

export type Alert = Camelize<AlertWire>;
export type AlertBody = Camelize<z.input<typeof alertBodySchema>>;

export const alertQueries = {
  all: ['alerts'] as const,
  ofSearch: (searchId: number) =>
    queryOptions({
      queryKey: [...alertQueries.all, searchId],
      queryFn: ({ signal }) => apiClient.call(content.listAlerts, { query: { searchId }, signal }),
    }),
};

const refresh = () => queryClient.invalidateQueries({ queryKey: alertQueries.all });

export const useSaveAlert = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AlertBody }) =>
      id === null
        ? apiClient.call(content.createAlert, { body })
        : apiClient.call(content.updateAlert, { params: { id: String(id) }, body }),
    onSettled: refresh,
  });

export const useToggleAlert = () =>
  useMutation({
    mutationFn: (id: number) => apiClient.call(content.toggleAlert, { params: { id: String(id) } }),
    onError: () => showToast('We were not able to change the alert.'),
    onSettled: refresh,
  });

export const useDeleteAlert = () =>
  useMutation({
    mutationFn: (id: number) => apiClient.call(content.deleteAlert, { params: { id: String(id) } }),
    onError: () => showToast('We were not able to delete the alert.'),
    onSettled: refresh,
  });
