/** The saved-search library (spec 02 §2, §3, §4, §7): /search/items and /search/folders. */
import { z } from 'zod';
import { idParamsSchema } from '../schemas/paging.ts';
import {
  searchDraftBodySchema,
  searchFolderBodySchema,
  searchFolderListSchema,
  searchFolderSchema,
  searchFolderUpdateBodySchema,
  searchItemBodySchema,
  searchItemListSchema,
  searchItemSchema,
  searchItemUpdateBodySchema,
  searchPostsBodySchema,
  searchPostsSchema,
  searchValidationSchema,
  togglePinnedSchema,
} from '../schemas/search.ts';
import { endpoint } from './define.ts';

/** Guests read the library and change nothing (our choice, after spec 01 §6's reduced guest menu). */
const WRITERS = { kind: 'session', roles: [0, 1, 2] } as const;
// spec 02 §3 names the fields folderId, areAlertsEnabled: the responses are camelCased.
const camel = { camelCaseResponse: true } as const;
const empty = { response: z.object({}), status: 204, responseType: 'empty' } as const;

export const listSearchFolders = endpoint('search.folders', 'GET', '/search/folders', {
  response: searchFolderListSchema,
  ...camel,
  summary: 'Folders the caller can see (brand, my, team)',
});
export const listSearchItems = endpoint('search.items', 'GET', '/search/items', {
  response: searchItemListSchema,
  ...camel,
  summary: 'Saved searches the caller can see (brand, my, team)',
});
export const createSearchFolder = endpoint('search.createFolder', 'POST', '/search/folders', {
  body: searchFolderBodySchema,
  response: searchFolderSchema,
  ...camel,
  access: WRITERS,
  summary: 'Create a folder, optionally with items of the same category',
});
export const createSearchItem = endpoint('search.createItem', 'POST', '/search/items', {
  body: searchItemBodySchema,
  response: searchItemSchema,
  ...camel,
  access: WRITERS,
  summary: 'Create a saved search',
});
export const updateSearchFolder = endpoint('search.updateFolder', 'PUT', '/search/folders/:id', {
  params: idParamsSchema,
  body: searchFolderUpdateBodySchema,
  response: searchFolderSchema,
  ...camel,
  access: WRITERS,
  summary: 'Rename a folder or set its items',
});
export const updateSearchItem = endpoint('search.updateItem', 'PUT', '/search/items/:id', {
  params: idParamsSchema,
  body: searchItemUpdateBodySchema,
  response: searchItemSchema,
  ...camel,
  access: WRITERS,
  summary: 'Move a saved search into or out of a folder of its category (spec 02 §4), or edit it',
});
export const toggleSearchItemPin = endpoint('search.toggleItemPin', 'POST', '/search/items/:id/toggle-pin', {
  params: idParamsSchema,
  response: togglePinnedSchema,
  status: 200,
  access: WRITERS,
  summary: 'Flip the pinned flag; returns {pinned}',
});
export const toggleSearchFolderPin = endpoint(
  'search.toggleFolderPin',
  'POST',
  '/search/folders/:id/toggle-pin',
  {
    params: idParamsSchema,
    response: togglePinnedSchema,
    status: 200,
    access: WRITERS,
    summary: 'Flip the pinned flag; returns {pinned}',
  },
);
export const deleteSearchItem = endpoint('search.deleteItem', 'DELETE', '/search/items/:id', {
  params: idParamsSchema,
  ...empty,
  access: WRITERS,
  summary: 'Delete a saved search (and take it out of its folder)',
});
export const deleteSearchFolder = endpoint('search.deleteFolder', 'DELETE', '/search/folders/:id', {
  params: idParamsSchema,
  ...empty,
  access: WRITERS,
  summary: 'Delete a folder; its items are released to no folder (spec 02 §4)',
});

// The query editor that explains itself (issue 13): reads, open to every signed-in role.
export const validateSearchQuery = endpoint('search.validate', 'POST', '/search/validate', {
  body: searchDraftBodySchema,
  response: searchValidationSchema,
  status: 200,
  ...camel,
  summary: 'Check a query as the analytics evaluate it: errors, warnings, 30-day hits, newest 5 posts',
});
export const searchPosts = endpoint('search.posts', 'POST', '/search/posts', {
  body: searchPostsBodySchema,
  response: searchPostsSchema,
  status: 200,
  ...camel,
  summary: 'The posts a query keeps over the last 30 days, newest first, paged',
});
