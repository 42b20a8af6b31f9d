/**
 * The saved-search library's calls (spec 02 §7 "Search library") and the query editor's checks
 * (issue 13: POST /search/validate, POST /search/posts).
 */
import { configuration, searchLibrary } from '@sl/api-contract/endpoints';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { showToast } from '#/components/ui/toast.tsx';
import { apiClient } from '#/lib/api-client.ts';
import { queryClient } from '#/lib/query-client.ts';
import type { Draft } from '../utils/working-copy.ts';

export const searchQueries = {
  all: ['search-library'] as const,
  items: () =>
    queryOptions({
      queryKey: [...searchQueries.all, 'items'],
      queryFn: ({ signal }) => apiClient.call(searchLibrary.listSearchItems, { signal }),
    }),
  folders: () =>
    queryOptions({
      queryKey: [...searchQueries.all, 'folders'],
      queryFn: ({ signal }) => apiClient.call(searchLibrary.listSearchFolders, { signal }),
    }),
  validate: (draft: Pick<Draft, 'query' | 'filters'>) =>
    queryOptions({
      queryKey: ['search-validate', draft],
      queryFn: ({ signal }) =>
        apiClient.call(searchLibrary.validateSearchQuery, {
          body: { query: draft.query, filters: draft.filters },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** Live results over the last 30 days, or over `range` (an alert's drill-down). */
  posts: (draft: Pick<Draft, 'query' | 'filters'>, page: number, range?: { from: string; to: string }) =>
    queryOptions({
      queryKey: ['search-posts', draft, page, range ?? null],
      queryFn: ({ signal }) =>
        apiClient.call(searchLibrary.searchPosts, {
          body: { query: draft.query, filters: draft.filters, page, perPage: 10, range },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** spec 02 §4: keyword suggestions, 10 of them. */
  keywords: (word: string) =>
    queryOptions({
      queryKey: ['keyword-suggestions', word],
      queryFn: ({ signal }) =>
        apiClient.call(configuration.keywordSuggestions, { query: { word, limit: 10 }, signal }),
      enabled: word.trim().length > 0,
      placeholderData: keepPreviousData,
    }),
};

const refresh = () => queryClient.invalidateQueries({ queryKey: searchQueries.all });

/** One mutation hook per library call; failures say what did not happen. */
const libraryMutation = <A, R>(fn: (args: A) => Promise<R>, failure: string) =>
  useMutation({ mutationFn: fn, onError: () => showToast(failure), onSettled: refresh });

export const useSaveSearch = () =>
  libraryMutation(
    ({ id, draft }: { id: number | null; draft: Draft }) =>
      id === null
        ? apiClient.call(searchLibrary.createSearchItem, {
            body: {
              name: draft.name,
              category: draft.category,
              teamId: draft.teamId,
              query: draft.query,
              filters: draft.filters,
            },
          })
        : apiClient.call(searchLibrary.updateSearchItem, {
            params: { id: String(id) },
            body: { name: draft.name, query: draft.query, filters: draft.filters },
          }),
    'We were not able to save the search.',
  );

export const useDeleteSearch = () =>
  libraryMutation(
    (id: number) => apiClient.call(searchLibrary.deleteSearchItem, { params: { id: String(id) } }),
    'We were not able to delete the search.',
  );

export const useMoveSearch = () =>
  libraryMutation(
    ({ id, folderId }: { id: number; folderId: number | null }) =>
      apiClient.call(searchLibrary.updateSearchItem, { params: { id: String(id) }, body: { folderId } }),
    'We were not able to move the search.',
  );

export const useTogglePin = () =>
  libraryMutation(
    ({ kind, id }: { kind: 'item' | 'folder'; id: number }) =>
      apiClient.call(
        kind === 'item' ? searchLibrary.toggleSearchItemPin : searchLibrary.toggleSearchFolderPin,
        {
          params: { id: String(id) },
        },
      ),
    'We were not able to pin it.',
  );

export const useCreateFolder = () =>
  libraryMutation(
    (body: { name: string; category: Draft['category']; teamId: number | null }) =>
      apiClient.call(searchLibrary.createSearchFolder, { body }),
    'We were not able to create the folder.',
  );

/** spec 02 §7 PUT /search/folders/{id}: the library renames with it (its items move one by one). */
export const useRenameFolder = () =>
  libraryMutation(
    ({ id, name }: { id: number; name: string }) =>
      apiClient.call(searchLibrary.updateSearchFolder, { params: { id: String(id) }, body: { name } }),
    'We were not able to rename the folder.',
  );

export const useDeleteFolder = () =>
  libraryMutation(
    (id: number) => apiClient.call(searchLibrary.deleteSearchFolder, { params: { id: String(id) } }),
    'We were not able to delete the folder.',
  );
