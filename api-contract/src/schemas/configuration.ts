/**
 * Inbox and account configuration (spec 02 §3, §5, §7; spec 01 §7 "Other"): rules, muted
 * keywords, labels, streams, filters, webhooks, keyword suggestions.
 */
import { z } from 'zod';
import { networkKeySchema } from './common.ts';
import { MESSAGES } from './errors.ts';
import { queryList, requiredText } from './paging.ts';

const optionalProfileQuery = z.coerce.number({ error: 'It has to be a number!' }).int().positive().optional();

// Rules (admin) ----------------------------------------------------------------------------

/** Our choice: the action a rule takes (spec 01 §5 'Please select an action'). */
export const RULE_TYPES = ['hide', 'delete', 'label', 'assign', 'mark_spam'] as const;
/** Our choice: which posts a rule targets (spec 01 §5 'Please select a target'). */
export const RULE_STATUS_TYPES = ['post', 'comment', 'review', 'direct_message'] as const;

export const ruleEntitySchema = z.object({ entity_id: z.number().int(), entity_type: z.number().int() });

export const ruleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  entities: z.array(ruleEntitySchema),
  query: z.string(),
  exclude_query: z.string(),
  rule_type: z.enum(RULE_TYPES),
  status_type: z.enum(RULE_STATUS_TYPES),
  identities: z.array(z.string()),
  label_ids: z.array(z.number().int()),
  business_profile_id: z.number().int(),
});
export type RuleWire = z.infer<typeof ruleSchema>;

export const ruleBodySchema = z.object({
  name: requiredText(120),
  entities: z.array(ruleEntitySchema).max(100).default([]),
  query: z.string().max(2000, 'It is too long!').default(''),
  exclude_query: z.string().max(2000, 'It is too long!').default(''),
  rule_type: z.enum(RULE_TYPES, { error: 'Please select an action' }),
  status_type: z.enum(RULE_STATUS_TYPES, { error: 'Please select a target' }),
  identities: z.array(z.string().max(200)).max(100).default([]),
  label_ids: z.array(z.number().int().positive()).max(100).default([]),
  business_profile_id: z.number().int().positive().optional(),
});
export const ruleUpdateBodySchema = ruleBodySchema.partial();
export const rulesQuerySchema = z.strictObject({ business_profile_id: optionalProfileQuery });
export const ruleListSchema = z.object({ data: z.array(ruleSchema) });

// Muted keywords ------------------------------------------------------------------------------

export const mutedKeywordSchema = z.object({ id: z.number().int(), value: z.string() });
export const mutedKeywordsBodySchema = z.object({
  muted_keywords: z
    .array(z.object({ value: requiredText(200) }))
    .min(1, 'Please add at least one item!')
    .max(200, 'You have chosen too many elements!'),
});
export const mutedKeywordListSchema = z.object({ data: z.array(mutedKeywordSchema) });

/**
 * spec 02 §5: each entry is split on ' / '; values already muted (or repeated) are skipped,
 * case-insensitively. One rule for both sides: the settings screen makes no call when nothing is
 * new, and the mock applies it again so a second client or a replayed call adds no duplicate.
 */
export function splitMutedKeywords(entries: readonly string[], existing: readonly string[]): string[] {
  const seen = new Set(existing.map((v) => v.trim().toLowerCase()));
  const out: string[] = [];
  for (const entry of entries) {
    for (const part of entry.split(' / ')) {
      const value = part.trim();
      const key = value.toLowerCase();
      if (!value || seen.has(key)) continue;
      seen.add(key);
      out.push(value);
    }
  }
  return out;
}

// Labels --------------------------------------------------------------------------------------

export const LABEL_CONTEXT_TYPES = ['business_profile', 'team', 'account'] as const;

export const labelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  label_type: z.string(),
  context_id: z.number().int(),
  context_type: z.enum(LABEL_CONTEXT_TYPES),
  owner_account_id: z.number().int(),
  business_profile_id: z.number().int(),
});
export type LabelWire = z.infer<typeof labelSchema>;
export const labelBodySchema = z.object({
  name: requiredText(80, 'Please enter a label name.'),
  category: z.string().max(80, 'It is too long!').default('general'),
  label_type: z.string().max(40, 'It is too long!').default('manual'),
  context_type: z.enum(LABEL_CONTEXT_TYPES, { error: 'Wrong value!' }).default('business_profile'),
  context_id: z.number().int().positive().optional(),
});
export const labelsQuerySchema = z.strictObject({ business_profile_id: optionalProfileQuery });
export const labelListSchema = z.object({ data: z.array(labelSchema) });

// Streams ---------------------------------------------------------------------------------------

/** Our choice: the categories of spec 02 §2's inbox groups. */
export const STREAM_TYPES = [
  'inbox',
  'dms',
  'timeline',
  'stream',
  'page',
  'hashtag',
  'subreddit',
  'channel',
  'rss',
  'review_stream',
] as const;

/** spec 02 §3: stream fields vary by network. */
export const streamSchema = z.object({
  id: z.number().int(),
  business_profile_id: z.number().int(),
  account_id: z.number().int(),
  name: z.string(),
  social_type: networkKeySchema.nullable(),
  stream_type: z.enum(STREAM_TYPES),
  search_phrase: z.string().nullable(),
  match_phrase: z.string().nullable(),
  ignore_phrase: z.string().nullable(),
  is_leads_stream_checked: z.boolean(),
  entity_type: z.number().int().nullable(),
  entity_ids: z.array(z.number().int()),
  subreddits: z.array(z.string()),
  hashtags: z.array(z.string()),
  channel_url: z.string().nullable(),
  rss_urls: z.array(z.string()),
  app_id: z.string().nullable(),
  package_name: z.string().nullable(),
  business_name: z.string().nullable(),
  followers_count: z.number().int(),
  created_at: z.string(),
});
export type StreamWire = z.infer<typeof streamSchema>;
export const streamsQuerySchema = z.strictObject({
  account_id: z.coerce.number().int().positive().optional(),
  business_profile_id: optionalProfileQuery,
  stream_types: queryList(z.enum(STREAM_TYPES, { error: 'Wrong value!' }), 10).optional(),
});
const isWebUrl = (v: string) => {
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};
const HASHTAG = /^[\p{L}\p{N}_]+$/u;
/** Reddit's own rule for a subreddit's name. */
const SUBREDDIT = /^[A-Za-z0-9_]{2,21}$/;
/** An Android application id, e.g. com.acme.app. */
const PACKAGE_NAME = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;

/**
 * A new stream (spec 02 §3 "stream fields vary by network"; our choice of which field each kind
 * requires, in spec 01 §5's words): a custom inbox needs only its name ('Please enter an inbox
 * name.'); a stream or timeline its search phrase; a hashtag stream at least one hashtag; a
 * subreddit stream at least one subreddit; a channel its URL; an RSS stream at least one feed
 * URL; a review stream the App Store app id (ios), the Google Play package name (googlePlay) or
 * else the business name.
 */
export const streamBodySchema = z
  .object({
    name: requiredText(80, 'Please enter an inbox name.'),
    social_type: networkKeySchema.nullable().default(null),
    stream_type: z.enum(STREAM_TYPES, { error: 'Wrong value!' }).default('inbox'),
    search_phrase: z.string().max(500).nullable().default(null),
    match_phrase: z.string().max(500).nullable().default(null),
    ignore_phrase: z.string().max(500).nullable().default(null),
    hashtags: z.array(z.string().max(100)).max(50).default([]),
    subreddits: z.array(z.string().max(100)).max(50).default([]),
    channel_url: z.string().trim().max(2000).nullable().default(null),
    rss_urls: z.array(z.string().trim().max(2000)).max(20).default([]),
    app_id: z.string().trim().max(20).nullable().default(null),
    package_name: z.string().trim().max(200).nullable().default(null),
    business_name: z.string().trim().max(200).nullable().default(null),
  })
  .superRefine((b, ctx) => {
    const refuse = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const list = (
      path: string,
      values: readonly string[],
      valid: (v: string) => boolean,
      message: string,
    ) => {
      if (values.length === 0) refuse(path, MESSAGES.atLeastOneItem);
      else if (!values.every(valid)) refuse(path, message);
    };
    switch (b.stream_type) {
      case 'stream':
      case 'timeline':
        if (!b.search_phrase?.trim()) refuse('search_phrase', MESSAGES.required);
        break;
      case 'hashtag':
        list('hashtags', b.hashtags, (h) => HASHTAG.test(h), MESSAGES.isFormatValid);
        break;
      case 'subreddit':
        list('subreddits', b.subreddits, (r) => SUBREDDIT.test(r), MESSAGES.isFormatValid);
        break;
      case 'channel':
        if (!b.channel_url) refuse('channel_url', MESSAGES.required);
        else if (!isWebUrl(b.channel_url)) refuse('channel_url', MESSAGES.url);
        break;
      case 'rss':
        list('rss_urls', b.rss_urls, isWebUrl, MESSAGES.url);
        break;
      case 'review_stream':
        if (b.social_type === 'ios') {
          if (!b.app_id) refuse('app_id', MESSAGES.required);
          else if (!/^\d+$/.test(b.app_id)) refuse('app_id', MESSAGES.numeric);
        } else if (b.social_type === 'googlePlay') {
          if (!b.package_name) refuse('package_name', MESSAGES.required);
          else if (!PACKAGE_NAME.test(b.package_name)) refuse('package_name', MESSAGES.isFormatValid);
        } else if (!b.business_name) refuse('business_name', MESSAGES.required);
        break;
    }
  });
export const streamListSchema = z.object({ data: z.array(streamSchema) });

// Filters ---------------------------------------------------------------------------------------

export const FILTER_TYPES = ['inbox', 'articles', 'dashboard'] as const;
export const filterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filter_type: z.enum(FILTER_TYPES),
  account_id: z.number().int(),
  business_profile_id: z.number().int(),
  /** The same filter object a dashboard context carries. */
  filters: z.object({
    social_types: z.array(networkKeySchema),
    languages: z.array(z.string()),
    sentiments: z.array(z.number().int()),
  }),
});
export const filtersQuerySchema = z.strictObject({
  account_id: z.coerce.number().int().positive().optional(),
  filter_type: z.enum(FILTER_TYPES, { error: 'Wrong value!' }).optional(),
  business_profile_id: optionalProfileQuery,
});
export const filterListSchema = z.object({ data: z.array(filterSchema) });

// Webhooks ----------------------------------------------------------------------------------------

export const webhookSchema = z.object({
  id: z.number().int(),
  integration_name: z.string(),
  uuid: z.string(),
  /** spec 02 §7: built from integration_name and uuid. */
  url: z.string(),
  business_profile_id: z.number().int(),
});
export const webhooksQuerySchema = z.strictObject({ name: z.string().max(120).optional() });
export const webhookListSchema = z.object({ data: z.array(webhookSchema) });
/**
 * Our extension (issue 14: "add and remove" webhooks): only the integration's name is asked; the
 * server makes the uuid, so the URL (spec 02 §7) cannot be guessed from the name.
 */
export const webhookBodySchema = z.strictObject({
  // The name is a path segment of the URL: letters, digits, spaces, dots, dashes, underscores.
  integration_name: requiredText(80).pipe(z.string().regex(/^[\p{L}\p{N} _.-]+$/u, 'Wrong format!')),
});

// Keyword suggestions -------------------------------------------------------------------------------

/** spec 02 §5, §9: suggestions are asked for with limit 10; the mock pages keywords by 7. */
export const keywordsQuerySchema = z.object({
  word: requiredText(100),
  limit: z.coerce.number({ error: 'It has to be a number!' }).int().min(1).max(100).default(7),
});
export const keywordsResponseSchema = z.object({
  data: z.array(z.object({ word: z.string(), count: z.number().int() })),
});

// Channel users (spec 01 §7 GET /v1/users) ----------------------------------------------------------

/** Our choice: the social profiles a business profile has connected (its channels). */
export const channelUserSchema = z.object({
  id: z.number().int(),
  business_profile_id: z.number().int(),
  social_type: networkKeySchema,
  username: z.string(),
  name: z.string(),
  followers_count: z.number().int(),
});
export const usersQuerySchema = z.strictObject({
  social_types: queryList(networkKeySchema, 24).optional(),
  business_profile_id: optionalProfileQuery,
});
export const usersItemsQuerySchema = z.object({
  profile_id: z.coerce.number({ error: 'Should not be empty!' }).int().positive(),
  social_types: queryList(networkKeySchema, 24).optional(),
  types: queryList(z.enum(STREAM_TYPES, { error: 'Wrong value!' }), 10).optional(),
});
export const channelUserListSchema = z.object({ data: z.array(channelUserSchema) });
