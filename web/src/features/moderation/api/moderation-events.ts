/**
 * Moderation events (spec 02 §7): one query-options factory per call, keyed by the view, and the
 * CSV export through the client's streaming download path (api-contract client/download.ts), so a
 * long report is written to the file as it arrives and never enters the JSON cache.
 */
import { download } from '@sl/api-contract/client/download';
import { content } from '@sl/api-contract/endpoints';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';
import { type ModerationView, toEventsQuery, toExportQuery, toFilters } from '../utils/moderation-view.ts';

export const moderationQueries = {
  all: ['moderation'] as const,
  events: (view: ModerationView) =>
    queryOptions({
      queryKey: [...moderationQueries.all, 'events', view],
      queryFn: ({ signal }) =>
        apiClient.call(content.moderationEvents, { query: toEventsQuery(view), signal }),
      // The previous page stays on screen while the next one loads, so the table does not jump.
      placeholderData: keepPreviousData,
    }),
  filters: (view: ModerationView) =>
    queryOptions({
      // The counts follow the other filters (the mock counts each kind without its own filter).
      queryKey: [...moderationQueries.all, 'filters', toFilters(view) ?? {}],
      queryFn: ({ signal }) =>
        apiClient.call(content.moderationFilters, {
          query: { page: 1, order: 'created_at desc', filters: toFilters(view) },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
};

/** The CSV of exactly the filtered events, in the table's order, as one Blob. */
export async function exportModerationEvents(view: ModerationView): Promise<Blob> {
  const parts: BlobPart[] = [];
  for await (const chunk of download(apiClient, content.moderationExport, { query: toExportQuery(view) })) {
    // fetch bodies are never shared memory; the DOM typings cannot know that.
    parts.push(chunk as Uint8Array<ArrayBuffer>);
  }
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}
