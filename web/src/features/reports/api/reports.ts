/**
 * Scheduled e-mail reports ("Reports", admin; spec 01 §3, §6, §7 admin e-mails and mailers):
 * the list (with the profile's time zone, in which deliver_hour is read), writes, the preview,
 * "Send now", the delivery log, and the profile's accounts (the report's receiver).
 */
import type { BodyOf, ResponseOf } from '@sl/api-contract/client';
import { accounts, configuration } from '@sl/api-contract/endpoints';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';
import { queryClient } from '#/lib/query-client.ts';

export type Report = ResponseOf<typeof configuration.listAdminEmails>['data'][number];
export type ReportInput = BodyOf<typeof configuration.createAdminEmail>;
export type ReportPreview = ResponseOf<typeof configuration.previewMailer>;

export const reportQueries = {
  all: ['reports'] as const,
  list: () =>
    queryOptions({
      queryKey: [...reportQueries.all, 'list'],
      queryFn: ({ signal }) => apiClient.call(configuration.listAdminEmails, { query: {}, signal }),
    }),
  deliveries: (id: number) =>
    queryOptions({
      queryKey: [...reportQueries.all, 'deliveries', id],
      queryFn: ({ signal }) =>
        apiClient.call(configuration.listReportDeliveries, { params: { id: String(id) }, signal }),
    }),
  preview: (id: number) =>
    queryOptions({
      queryKey: [...reportQueries.all, 'preview', id],
      queryFn: ({ signal }) => apiClient.call(configuration.previewMailer, { body: { id }, signal }),
      // A preview is rendered from the data of the moment: never reuse an old one.
      gcTime: 0,
    }),
  receivers: () =>
    queryOptions({
      queryKey: [...reportQueries.all, 'receivers'],
      queryFn: ({ signal }) => apiClient.call(accounts.listAccounts, { query: {}, signal }),
    }),
};

export const useSaveReport = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ReportInput }) =>
      id === null
        ? apiClient.call(configuration.createAdminEmail, { body })
        : apiClient.call(configuration.updateAdminEmail, { params: { id: String(id) }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...reportQueries.all, 'list'] }),
  });

export const useDeleteReport = () =>
  useMutation({
    mutationFn: (id: number) =>
      apiClient.call(configuration.deleteAdminEmail, { params: { id: String(id) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...reportQueries.all, 'list'] }),
  });

export const useSendReport = () =>
  useMutation({
    mutationFn: (id: number) => apiClient.call(configuration.sendMailer, { body: { id } }),
    // The list shows when it was last sent; the log gains a line.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportQueries.all }),
  });
