/** Feed items, statuses, identities and translation (spec 01 §7 "Feed items" and "Other"). */
import {
  assignBodySchema,
  conversationSchema,
  countSchema,
  feedItemListSchema,
  feedItemSchema,
  feedItemsQuerySchema,
  feedStateBodySchema,
  feedStateResultSchema,
  feedTranslateBodySchema,
  identitySchema,
  replyBodySchema,
  sentimentCountsSchema,
  setLabelsBodySchema,
  statusesQuerySchema,
  statusListSchema,
  statusViewSchema,
  stringIdParamsSchema,
  translateQuerySchema,
  translateResponseSchema,
  translationSchema,
} from '../schemas/feed.ts';
import { idParamsSchema } from '../schemas/paging.ts';
import { endpoint } from './define.ts';

/** Guests read the inbox but do not work it (our choice; spec 01 §6 gives guests the reduced menu). */
const WORKERS = { kind: 'session', roles: [0, 1, 2] } as const;

export const listFeedItems = endpoint('feedItems.list', 'GET', '/v1/feed-items', {
  query: feedItemsQuerySchema,
  response: feedItemListSchema,
  summary: 'Feed items of the business profile with filters and sort, 6 per page',
});
export const feedItemsCount = endpoint('feedItems.count', 'GET', '/v1/feed-items/count', {
  query: feedItemsQuerySchema,
  response: countSchema,
  summary: 'How many feed items match the filters',
});
export const feedItemsSentiments = endpoint('feedItems.sentiments', 'GET', '/v1/feed-items/sentiments', {
  query: feedItemsQuerySchema,
  response: sentimentCountsSchema,
  summary: 'Sentiment counts of the feed items that match the filters',
});
export const feedItemsDrafts = endpoint('feedItems.drafts', 'GET', '/v1/feed-items/drafts', {
  query: feedItemsQuerySchema,
  response: feedItemListSchema,
  summary: 'Feed items with an unsent reply draft (of user_id, default the caller)',
});
export const assignedToMe = endpoint('feedItems.assignedToMe', 'GET', '/v1/feed-items/assigned-to-me', {
  query: feedItemsQuerySchema,
  response: feedItemListSchema,
  summary: 'Feed items assigned to the caller',
});
export const assignedToMeCount = endpoint(
  'feedItems.assignedToMeCount',
  'GET',
  '/v1/feed-items/assigned-to-me-count',
  {
    response: countSchema,
    summary: 'How many feed items are assigned to the caller',
  },
);
export const feedSearchResults = endpoint('feedItems.searchResults', 'GET', '/v1/feed-items/search-results', {
  query: feedItemsQuerySchema,
  response: feedItemListSchema,
  summary: 'Feed items matching a search (userId, sentiment, socialTypes)',
});
export const assignFeedItem = endpoint('feedItems.assign', 'POST', '/v1/feed-items/:id/assign', {
  params: idParamsSchema,
  body: assignBodySchema,
  response: feedItemSchema,
  status: 200,
  access: WORKERS,
  summary: 'Assign a feed item to an account of the same business profile',
});
export const unassignFeedItem = endpoint('feedItems.unassign', 'POST', '/v1/feed-items/:id/unassign', {
  params: idParamsSchema,
  response: feedItemSchema,
  status: 200,
  access: WORKERS,
  summary: 'Clear the assignee of a feed item',
});
export const setFeedItemLabels = endpoint('feedItems.setLabels', 'POST', '/v1/feed-items/:id/set-labels', {
  params: idParamsSchema,
  body: setLabelsBodySchema,
  response: feedItemSchema,
  status: 200,
  access: WORKERS,
  summary: 'Replace the labels of a feed item',
});
export const setFeedItemState = endpoint(
  'feedItems.state',
  'POST',
  '/v1/feed-items/status/properties/state',
  {
    body: feedStateBodySchema,
    response: feedStateResultSchema,
    status: 200,
    access: WORKERS,
    summary: 'Set the state of one or more feed items (spec 02 §4)',
  },
);
export const translateFeedItem = endpoint(
  'feedItems.translate',
  'POST',
  '/v1/feed-items/status/properties/translate',
  {
    body: feedTranslateBodySchema,
    response: translationSchema,
    status: 200,
    summary: 'Translate a feed item text; says which language it came from',
  },
);
export const translateText = endpoint('contents.translate', 'GET', '/v1/contents/translate', {
  query: translateQuerySchema,
  response: translateResponseSchema,
  summary: 'Translate a text; response data.text (spec 02 §7)',
});

export const listStatuses = endpoint('statuses.list', 'GET', '/v1/statuses', {
  query: statusesQuerySchema,
  response: statusListSchema,
  summary: 'Statuses, 15 from offset 0 by counts.total_engagements descending unless told (spec 01 §9)',
});
export const getStatus = endpoint('statuses.get', 'GET', '/v1/statuses/:id', {
  params: idParamsSchema,
  response: statusViewSchema,
  summary: 'One status',
});
export const getIdentity = endpoint('identities.get', 'GET', '/v1/identities/:id', {
  params: stringIdParamsSchema,
  response: identitySchema,
  summary: 'One author (identity) with the figures of their posts',
});

/** Our choice (issue 12): the inbox reply composer and 'mark replied'; both record the agent in replied_by. */
export const replyToFeedItem = endpoint('feedItems.reply', 'POST', '/v1/feed-items/:id/reply', {
  params: idParamsSchema,
  body: replyBodySchema,
  response: feedItemSchema,
  status: 200,
  access: WORKERS,
  summary: 'Reply to a feed item; it counts as replied by the caller',
});
export const markFeedItemReplied = endpoint(
  'feedItems.markReplied',
  'POST',
  '/v1/feed-items/:id/mark-replied',
  {
    params: idParamsSchema,
    response: feedItemSchema,
    status: 200,
    access: WORKERS,
    summary: 'Mark a feed item replied (answered elsewhere) by the caller',
  },
);

/** Our choice (issue 12, decision 015): the item's conversation, as the item pane shows it. */
export const feedItemConversation = endpoint(
  'feedItems.conversation',
  'GET',
  '/v1/feed-items/:id/conversation',
  {
    params: idParamsSchema,
    response: conversationSchema,
    summary: "A feed item's conversation: its author's posts on the network around it and the replies sent",
  },
);
