/**
 * The inbox's feed items, the statuses list, identities and translation (spec 01 §3, §4, §7,
 * §9; spec 02 §3, §4). A feed item is a stored status seen through the inbox: the status plus
 * its inbox state (state, assignee, labels, reply, draft).
 */
import { z } from 'zod';
import { networkKeySchema, sentimentSchema } from './common.ts';
import {
  isoDateTime,
  PAGE_SIZES,
  pagedSchema,
  pagingFields,
  queryList,
  requiredText,
  sortOrderSchema,
} from './paging.ts';

/** spec 02 §4: states 1 and 3 appear in seed data; the rest of the set is our choice. */
export const FEED_ITEM_STATES = { OPEN: 1, IN_PROGRESS: 2, CLOSED: 3, ARCHIVED: 4 } as const;
export const feedItemStateSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
  error: 'Wrong value!',
});

export const feedItemSchema = z.object({
  id: z.number().int(),
  social_type: networkKeySchema,
  state: feedItemStateSchema,
  sentiment: z.number().int(),
  is_replied: z.boolean(),
  language: z.string(),
  author_id: z.string(),
  username: z.string(),
  description: z.string(),
  photo_url: z.string().nullable(),
  post_url: z.string(),
  status_type: z.string(),
  stream_id: z.number().int().nullable(),
  assigned_to: z.number().int().nullable(),
  label_ids: z.array(z.number().int()),
  actions: z.object({
    liked_by: z.array(z.number().int()),
    replied_by: z.array(z.number().int()),
    reviewed_by: z.array(z.number().int()),
    sent_by: z.array(z.number().int()),
  }),
  draft: z.string().nullable(),
  status: z.object({
    status_id: z.string(),
    created_at: z.string(),
    full_text: z.string(),
    title: z.string().nullable(),
    media: z.array(z.string()),
    user_mentions: z.array(z.string()),
    favorite_count: z.number().int(),
    reply_count: z.number().int(),
    rating: z.number().int().nullable(),
    verified: z.boolean(),
    url: z.string(),
  }),
});
export type FeedItemWire = z.infer<typeof feedItemSchema>;

export const FEED_SORTS = ['created_at', 'total_engagements', 'followers_count'] as const;

/** spec 01 §7: GET /v1/feed-items (userId, socialType, sortBy, order); pages of 6 (spec 02 §7 posts). */
export const feedItemsQuerySchema = z.strictObject({
  user_id: z.coerce.number().int().positive().optional(),
  social_type: queryList(networkKeySchema, 24).optional(),
  social_types: queryList(networkKeySchema, 24).optional(),
  sentiment: queryList(z.coerce.number().pipe(sentimentSchema), 4).optional(),
  state: z.coerce.number().pipe(feedItemStateSchema).optional(),
  label_id: z.coerce.number().int().positive().optional(),
  search: z.string().max(200).optional(),
  sort_by: z.enum(FEED_SORTS, { error: 'Wrong value!' }).default('created_at'),
  order: sortOrderSchema.default('desc'),
  ...pagingFields(PAGE_SIZES.posts),
});
export const feedItemListSchema = pagedSchema(feedItemSchema);
export const countSchema = z.object({ count: z.number().int() });
export const sentimentCountsSchema = z.object({
  positive: z.number().int(),
  neutral: z.number().int(),
  negative: z.number().int(),
  total: z.number().int(),
});

export const feedStateBodySchema = z.object({
  ids: z.array(z.number().int().positive()).min(1, 'Please add at least one item!').max(500),
  state: feedItemStateSchema,
});
export const feedStateResultSchema = z.object({ data: z.array(feedItemSchema) });
export const assignBodySchema = z.object({
  account_id: z.number({ error: 'Should not be empty!' }).int().positive(),
});
export const setLabelsBodySchema = z.object({ label_ids: z.array(z.number().int().positive()).max(50) });
/** Our choice: an agent's reply from the inbox composer (issue 12), recorded as replied by them. */
export const replyBodySchema = z.object({ text: requiredText(5000) });

/**
 * Our choice (issue 12 "its conversation"; decision 015): the stored posts carry no reply-to
 * link, so an item's conversation is its author's posts on the same network around it, in time
 * order, each followed by the replies the profile's agents sent from the inbox.
 */
export const conversationEntrySchema = z.object({
  kind: z.enum(['post', 'reply']),
  /** The post, or for a reply the post it answers. */
  feed_item_id: z.number().int(),
  /** The post's username, or the full name of the agent who replied. */
  author: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export const conversationSchema = z.object({ data: z.array(conversationEntrySchema) });

/** Our choice: a deterministic local translation that names its source language and round-trips. */
export const translationSchema = z.object({
  text: z.string(),
  source_language: z.string(),
  target_language: z.string(),
});
export const languageCodeSchema = z
  .string({ error: 'Should not be empty!' })
  .regex(/^[a-z]{2,3}$/, 'Wrong format!');
export const feedTranslateBodySchema = z.object({
  id: z.number({ error: 'Should not be empty!' }).int().positive(),
  lang: languageCodeSchema,
});
export const translateQuerySchema = z.object({ text: requiredText(10_000), lang: languageCodeSchema });
export const translateResponseSchema = z.object({ data: translationSchema });

// Statuses and identities (spec 01 §7, §9) --------------------------------------------------------

export const STATUS_ORDER_FIELDS = [
  'counts.total_engagements',
  'counts.reach',
  'created_at',
  'followers_count',
] as const;

/** spec 01 §9: page size 15, offset 0, ordered by counts.total_engagements descending. */
export const statusesQuerySchema = z.strictObject({
  args: z
    .object({
      order_by: z.enum(STATUS_ORDER_FIELDS, { error: 'Wrong value!' }).default('counts.total_engagements'),
      direction: sortOrderSchema.default('desc'),
    })
    .default({ order_by: 'counts.total_engagements', direction: 'desc' }),
  query: z.string().max(500).optional(),
  /** The filters of a dashboard context as a JSON string, like `properties`. */
  filters: z.string().max(20_000).optional(),
  offset: z.coerce
    .number({ error: 'It has to be a number!' })
    .int()
    .min(0, 'It can not be negative number!')
    .default(0),
  limit: z.coerce.number({ error: 'It has to be a number!' }).int().min(1).max(100).default(15),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
});

export const statusViewSchema = z.object({
  id: z.number().int(),
  status_id: z.string(),
  social_type: networkKeySchema,
  created_at: z.string(),
  language: z.string(),
  country: z.string(),
  sentiment: z.number().int(),
  title: z.string().nullable(),
  full_text: z.string(),
  url: z.string(),
  identity_id: z.string(),
  username: z.string(),
  author_name: z.string(),
  verified: z.boolean(),
  counts: z.object({
    favorites: z.number().int(),
    replies: z.number().int(),
    shares: z.number().int(),
    total_engagements: z.number().int(),
    reach: z.number().int(),
  }),
  rating: z.number().int().nullable(),
});
export const statusListSchema = z.object({
  data: z.array(statusViewSchema),
  meta: z.object({ offset: z.number().int(), limit: z.number().int(), total: z.number().int() }),
});
export const stringIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

export const identitySchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  social_type: networkKeySchema,
  followers_count: z.number().int(),
  verified: z.boolean(),
  statuses_count: z.number().int(),
  last_status_at: z.string(),
});

/**
 * What the store keeps of a feed item beyond its status: the inbox state. A status without a
 * record is an open, unassigned, unlabelled item (so a million posts cost nothing here).
 */
export const feedItemRecordSchema = z.object({
  /** The status id: a feed item and its status share it. */
  id: z.number().int(),
  business_profile_id: z.number().int(),
  state: feedItemStateSchema,
  assigned_to: z.number().int().nullable(),
  label_ids: z.array(z.number().int()),
  stream_id: z.number().int().nullable(),
  replied_by: z.array(z.number().int()),
  liked_by: z.array(z.number().int()),
  reviewed_by: z.array(z.number().int()),
  draft: z.string().nullable(),
  draft_by: z.number().int().nullable(),
  /**
   * issue 12: when the first reply (or 'mark replied') was recorded in the inbox; the dashboard's
   * first-reply time counts it for a ticket the post itself records no reply for. Defaults to
   * none, so records written before it existed still load.
   */
  replied_at: z.string().nullable().default(null),
  /** issue 12: the replies sent from the inbox composer, shown in the item's conversation. */
  replies: z
    .array(z.object({ account_id: z.number().int(), text: z.string(), created_at: z.string() }))
    .default([]),
});
export type FeedItemRecord = z.infer<typeof feedItemRecordSchema>;
