/**
 * The dashboard's configuration calls: the context selector (spec 02 §2 "Dashboard context
 * selector", §3 context and category, §5), dashboard templates (spec 02 §3, §7) and the feed
 * hash behind a drill-down (spec 02 §7 "Feeds").
 */
import { z } from 'zod';
import {
  GRANULARITIES,
  MAX_SELECTED_CONTEXTS,
  networkKeySchema,
  sentimentSchema,
  TIME_RANGES,
  WIDGET_IDS,
} from './common.ts';
import { contextPropertiesSchema, IMPACTFUL_SORTS, propertiesStringSchema } from './dashboard.ts';
import { MESSAGES } from './errors.ts';
import { PAGE_SIZES, pagingFields } from './paging.ts';
import { statusSchema } from './status.ts';

// ---------------------------------------------------------------- context selector

/** spec 02 §2: the selector's sections, in order. */
export const SELECTOR_SECTIONS = ['brands', 'my_searches', 'team_searches'] as const;
export type SelectorSection = (typeof SELECTOR_SECTIONS)[number];
/** spec 02 §3 seed data: brand, team and account search contexts. */
export const CONTEXT_TYPES = ['brand', 'account', 'team'] as const;

export const TOO_MANY_CONTEXTS = `At most ${MAX_SELECTED_CONTEXTS} contexts can be selected.`;

export const dashboardSelectorBodySchema = z.object({
  /** The contexts to select, in order (colours follow it); default the first context. */
  context_ids: z
    .array(z.number().int())
    .max(MAX_SELECTED_CONTEXTS, TOO_MANY_CONTEXTS)
    .refine((ids) => new Set(ids).size === ids.length, 'A context can be selected once.')
    .optional(),
});

export const dashboardContextSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The saved search the context reads. */
  context_id: z.number().int(),
  context_type: z.enum(CONTEXT_TYPES),
  section: z.enum(SELECTOR_SECTIONS),
  properties: contextPropertiesSchema,
  /** Where the context's feed continues; null: from the newest post (the feed was not paged). */
  feed_cursor: z.string().nullable(),
  /** spec 02 §5: a selected context's colour, in selection order; null when not selected. */
  color: z.string().nullable(),
});
export type DashboardContextWire = z.infer<typeof dashboardContextSchema>;

export const dashboardSelectorResponseSchema = z.object({
  contexts: z.array(dashboardContextSchema),
  categories: z.array(
    z.object({ label: z.string(), image: z.string().nullable(), section: z.enum(SELECTOR_SECTIONS) }),
  ),
  sections: z.array(z.enum(SELECTOR_SECTIONS)),
  selected_context_ids: z.array(z.number().int()),
  /** spec 02 §2: compare mode is on when more than one context is selected. */
  compare_mode: z.boolean(),
});

// ---------------------------------------------------------------- templates

const TIME_RANGE_VALUES = TIME_RANGES.map((t) => t.value) as unknown as readonly [string, ...string[]];

/** spec 02 §3 widget config keys, snake_case on the wire; every key optional. */
export const widgetConfigSchema = z
  .object({
    annotations: z.object({ enabled: z.boolean() }).optional(),
    layer_ids: z.array(z.number().int()).max(100, MESSAGES.maxElements).optional(),
    disabled_datasets: z.array(z.string().max(50)).max(50, MESSAGES.maxElements).optional(),
    selected_context_id: z.number().int().nullable().optional(),
    active_tab: z.string().max(50, MESSAGES.maxLength).optional(),
    disabled_networks: z.array(networkKeySchema).max(24).optional(),
    selected_sentiments: z.array(sentimentSchema).max(4).optional(),
    search: z.string().max(200, MESSAGES.maxLength).optional(),
    selected_social_media_filters: z.array(networkKeySchema).max(24).optional(),
    mode: z.string().max(50, MESSAGES.maxLength).optional(),
    selected_sort_option: z.enum(IMPACTFUL_SORTS, { error: 'Unknown sort.' }).optional(),
    active_mode: z.string().max(50, MESSAGES.maxLength).optional(),
  })
  .strict();

export const templateConfigSchema = z.object({
  context_ids: z.array(z.number().int()).max(MAX_SELECTED_CONTEXTS, TOO_MANY_CONTEXTS),
  widgets: z
    .array(
      z.object({
        id: z.enum(WIDGET_IDS, { error: 'Unknown widget.' }),
        config: widgetConfigSchema.default({}),
      }),
    )
    .max(WIDGET_IDS.length, MESSAGES.maxElements)
    .refine((ws) => new Set(ws.map((w) => w.id)).size === ws.length, 'A widget can appear once.'),
});

export const dashboardTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  time: z.enum(TIME_RANGE_VALUES),
  time_unit: z.enum(GRANULARITIES),
  config: templateConfigSchema,
  business_profile_id: z.number().int(),
  owner_account_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DashboardTemplateWire = z.infer<typeof dashboardTemplateSchema>;

const templateName = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(100, MESSAGES.maxLength);
const templateTime = z.enum(TIME_RANGE_VALUES, { error: 'Unknown time range.' });
const templateUnit = z.enum(GRANULARITIES, { error: 'Unknown interval.' });

/** Our choice (spec 02 §7 shows no body): the template's fields; time and unit per spec 02 §3. */
export const dashboardTemplateCreateBodySchema = z.object({
  name: templateName,
  time: templateTime.default('last-30-days'),
  time_unit: templateUnit.default('days'),
  config: templateConfigSchema,
});
/** PATCH: any subset of the create body. */
export const dashboardTemplatePatchBodySchema = z.object({
  name: templateName.optional(),
  time: templateTime.optional(),
  time_unit: templateUnit.optional(),
  config: templateConfigSchema.optional(),
});
export const dashboardTemplateIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1, 'Wrong value!'),
});

// ---------------------------------------------------------------- feed hash

const isoDate = z.iso.datetime({ offset: true, error: 'Wrong format!' });

/**
 * What a drill-down narrows the context to beyond its query and filters (our choice, additive;
 * decision 021): the point of a text widget, counted by the widget's own rule rather than by the
 * context query's substring match, so the panel's count equals the point's.
 * - `keyword`: a word of the keyword cloud or trending keywords; a post counts once when the
 *   word is one of its words (not a substring of another word, not a @mention or #hashtag);
 * - `topic`: a row of the topics widget by its `id` (a built-in topic's name, a custom topic's id);
 * - `theme`: a conversation theme by its `theme` name.
 * Several are all required.
 */
const feedTermFields = {
  keyword: z.string().trim().min(1, MESSAGES.required).max(200, MESSAGES.maxLength).optional(),
  topic: z.string().trim().min(1, MESSAGES.required).max(50, MESSAGES.maxLength).optional(),
  theme: z.string().trim().min(1, MESSAGES.required).max(50, MESSAGES.maxLength).optional(),
};

/** spec 02 §7: POST /v1/dashboard/feeds/hash. Posts with min_created_at <= created_at < max_created_at. */
export const feedHashBodySchema = z
  .object({
    title: z.string().trim().max(200, MESSAGES.maxLength).default(''),
    /** Which view opened the feed (e.g. the widget id of a drill-down). */
    view_type: z.string().trim().min(1, MESSAGES.required).max(50, MESSAGES.maxLength),
    account_id: z.number().int().nullable().optional(),
    context_id: z.number().int().nullable().optional(),
    context_type: z.enum(CONTEXT_TYPES, { error: 'Unknown context type.' }).nullable().optional(),
    min_created_at: isoDate,
    max_created_at: isoDate,
    /** The context as a JSON string, exactly as the widget calls carry it (spec 01 §7). */
    properties: propertiesStringSchema.optional(),
    ...feedTermFields,
  })
  .refine((b) => Date.parse(b.min_created_at) < Date.parse(b.max_created_at), {
    message: 'Wrong value!',
    path: ['max_created_at'],
  });

export const feedHashCreatedSchema = z.object({ id: z.string() });

export const feedDefinitionSchema = z.object({
  id: z.string(),
  title: z.string(),
  view_type: z.string(),
  account_id: z.number().int().nullable(),
  context_id: z.number().int().nullable(),
  context_type: z.enum(CONTEXT_TYPES).nullable(),
  min_created_at: z.string(),
  max_created_at: z.string(),
  properties: contextPropertiesSchema,
  /** The feed's term (feedTermFields); null when the feed has none. */
  keyword: z.string().nullable().default(null),
  topic: z.string().nullable().default(null),
  theme: z.string().nullable().default(null),
  business_profile_id: z.number().int(),
  created_by: z.number().int(),
  created_at: z.string(),
});
export type FeedDefinitionWire = z.infer<typeof feedDefinitionSchema>;

/** spec 02 §7: GET with feed_hash or feedHash; the posts page like the dashboard's posts (6). */
export const feedHashQuerySchema = z
  .object({
    feed_hash: z.string().min(1).max(64).optional(),
    feedHash: z.string().min(1).max(64).optional(),
    ...pagingFields(PAGE_SIZES.posts),
  })
  .refine((q) => q.feed_hash || q.feedHash, { message: MESSAGES.required, path: ['feed_hash'] });

export const feedHashResponseSchema = z.object({
  feed: feedDefinitionSchema,
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Newest first; `sentiment` is the scored one the widgets count. */
  posts: z.array(statusSchema),
});
