/**
 * The inbox's calls (spec 01 §7 feed items, labels, accounts; spec 02 §7 streams, translation):
 * one query-options factory with keys under `inbox`, and mutations that write one feed item and
 * put the server's answer into every cached page, so the list and the pane agree at once.
 */
import type { BodyOf, QueryOf, ResponseOf } from '@sl/api-contract/client';
import { accounts, configuration, feedItems } from '@sl/api-contract/endpoints';
import { type InfiniteData, infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';
import { queryClient } from '#/lib/query-client.ts';
import { refreshDashboardFigures } from '#/lib/refresh-dashboard-figures.ts';

export type FeedItem = ResponseOf<typeof feedItems.listFeedItems>['data'][number];
export type FeedPage = ResponseOf<typeof feedItems.listFeedItems>;
export type FeedQuery = QueryOf<typeof feedItems.listFeedItems>;
export type Stream = ResponseOf<typeof configuration.listStreams>['data'][number];
export type Label = ResponseOf<typeof configuration.listLabels>['data'][number];
export type StreamInput = BodyOf<typeof configuration.createStream>;

/** The page the inbox asks for: the largest the API gives (100), so J/K rarely waits. */
export const FEED_PAGE_SIZE = 100;

export const inboxQueries = {
  all: ['inbox'] as const,
  streams: () =>
    queryOptions({
      queryKey: [...inboxQueries.all, 'streams'],
      queryFn: ({ signal }) => apiClient.call(configuration.listStreams, { query: {}, signal }),
      select: (a) => a.data,
    }),
  labels: () =>
    queryOptions({
      queryKey: [...inboxQueries.all, 'labels'],
      queryFn: ({ signal }) => apiClient.call(configuration.listLabels, { query: {}, signal }),
      select: (a) => a.data,
    }),
  /** The people of the profile an item can be assigned to. */
  people: () =>
    queryOptions({
      queryKey: [...inboxQueries.all, 'people'],
      queryFn: ({ signal }) => apiClient.call(accounts.listAccounts, { query: {}, signal }),
      staleTime: 5 * 60_000,
    }),
  feed: (query: FeedQuery) =>
    infiniteQueryOptions({
      queryKey: [...inboxQueries.all, 'feed', query],
      queryFn: ({ signal, pageParam }) =>
        apiClient.call(feedItems.listFeedItems, {
          query: { ...query, page: pageParam, perPage: FEED_PAGE_SIZE },
          signal,
        }),
      initialPageParam: 1,
      getNextPageParam: (last) =>
        last.meta.page * last.meta.perPage < last.meta.total ? last.meta.page + 1 : undefined,
    }),
  /** issue 12: the item's conversation (decision 015); a reply adds to it. */
  conversation: (id: number) =>
    queryOptions({
      queryKey: [...inboxQueries.all, 'conversation', id],
      queryFn: ({ signal }) =>
        apiClient.call(feedItems.feedItemConversation, { params: { id: String(id) }, signal }),
      select: (a) => a.data,
    }),
  /** spec 02 §7 GET /v1/contents/translate with text and lang; response data.text. */
  translation: (text: string, lang: string) =>
    queryOptions({
      queryKey: [...inboxQueries.all, 'translation', lang, text],
      queryFn: ({ signal }) => apiClient.call(feedItems.translateText, { query: { text, lang }, signal }),
      select: (a) => a.data,
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

/** Puts answered items into every cached feed page, in place: the reader's place is kept. */
export function writeItems(items: readonly FeedItem[]) {
  const byId = new Map(items.map((i) => [i.id, i]));
  queryClient.setQueriesData<InfiniteData<FeedPage>>({ queryKey: [...inboxQueries.all, 'feed'] }, (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((p) => ({ ...p, data: p.data.map((i) => byId.get(i.id) ?? i) })),
        }
      : old,
  );
}

const afterWrite = (items: readonly FeedItem[]) => {
  writeItems(items);
  // spec: an agent's state and replies count in the dashboard's figures (state, first reply).
  void refreshDashboardFigures();
};

export const useAssign = () =>
  useMutation({
    mutationFn: ({ id, accountId }: { id: number; accountId: number | null }) =>
      accountId === null
        ? apiClient.call(feedItems.unassignFeedItem, { params: { id: String(id) } })
        : apiClient.call(feedItems.assignFeedItem, { params: { id: String(id) }, body: { accountId } }),
    onSuccess: (item) => afterWrite([item]),
  });

export const useSetLabels = () =>
  useMutation({
    mutationFn: ({ id, labelIds }: { id: number; labelIds: number[] }) =>
      apiClient.call(feedItems.setFeedItemLabels, { params: { id: String(id) }, body: { labelIds } }),
    onSuccess: (item) => afterWrite([item]),
  });

/** spec 02 §4: feed item state is set through the state call (one or many items). */
export const useSetState = () =>
  useMutation({
    mutationFn: ({ ids, state }: { ids: number[]; state: FeedItem['state'] }) =>
      apiClient.call(feedItems.setFeedItemState, { body: { ids, state } }),
    onSuccess: (answer) => afterWrite(answer.data),
  });

export const useCreateLabel = () =>
  useMutation({
    mutationFn: (name: string) => apiClient.call(configuration.createLabel, { body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...inboxQueries.all, 'labels'] }),
  });

export const useCreateStream = () =>
  useMutation({
    mutationFn: (body: StreamInput) => apiClient.call(configuration.createStream, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...inboxQueries.all, 'streams'] }),
  });

/**
 * issue 12 "new posts arrive": how many items the source holds now, polled every 5 s so an open
 * inbox learns of new posts within 10 s without reloading its pages.
 */
export const feedCountQuery = (query: FeedQuery) =>
  queryOptions({
    queryKey: [...inboxQueries.all, 'count', query],
    queryFn: ({ signal }) => apiClient.call(feedItems.feedItemsCount, { query, signal }),
    refetchInterval: 5_000,
    select: (a) => a.count,
  });

/** issue 12: the composer's reply and 'mark replied'; both count as a reply in the figures. */
export const useReply = () =>
  useMutation({
    mutationFn: ({ id, text }: { id: number; text: string | null }) =>
      text === null
        ? apiClient.call(feedItems.markFeedItemReplied, { params: { id: String(id) } })
        : apiClient.call(feedItems.replyToFeedItem, { params: { id: String(id) }, body: { text } }),
    onSuccess: (item) => {
      afterWrite([item]);
      void queryClient.invalidateQueries({ queryKey: [...inboxQueries.all, 'conversation'] });
    },
  });
