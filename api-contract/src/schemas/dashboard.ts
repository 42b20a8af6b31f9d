/**
 * Dashboard read bodies (spec 01 §7, spec 02 §7): read via POST carrying range, comparedRange,
 * accountId, timeZone, interval and properties (the context as a JSON string).
 */
import { z } from 'zod';
import { granularitySchema, networkKeySchema, sentimentSchema } from './common.ts';
import { PAGE_SIZES, pagingFields } from './paging.ts';
import { statusSchema } from './status.ts';

const isoDate = z.iso.datetime({ offset: true, error: 'Wrong format!' });

export const rangeSchema = z
  .object({ from: isoDate, to: isoDate }, { error: 'Should not be empty!' })
  .refine((r) => Date.parse(r.from) < Date.parse(r.to), { message: 'Wrong value!', path: ['to'] });
export type RangeWire = z.infer<typeof rangeSchema>;

/** Our choice: the context carried in `properties` (a saved search's query and filters). */
export const contextPropertiesSchema = z.object({
  query: z
    .array(z.object({ type: z.enum(['must', 'must-not']), terms: z.array(z.string().max(200)).max(100) }))
    .max(50)
    .optional(),
  filters: z
    .object({
      social_types: z.array(networkKeySchema).max(24).optional(),
      languages: z.array(z.string().max(8)).max(300).optional(),
      countries: z.array(z.string().max(2)).max(300).optional(),
      sentiments: z.array(sentimentSchema).max(4).optional(),
    })
    .optional(),
});
export type ContextProperties = z.infer<typeof contextPropertiesSchema>;

/** `properties` travels as a JSON string (spec 01 §7); it is parsed and checked at the boundary. */
export const propertiesStringSchema = z
  .string()
  .max(100_000, 'It is too long!')
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Wrong format!' });
      return z.NEVER;
    }
  })
  .pipe(contextPropertiesSchema);

export const dashboardReadBodySchema = z.object({
  range: rangeSchema,
  compared_range: rangeSchema.optional(),
  account_id: z.number().int().optional(),
  time_zone: z.string().max(64).optional(),
  interval: granularitySchema.optional(),
  properties: propertiesStringSchema.optional(),
});
export type DashboardReadBody = z.input<typeof dashboardReadBodySchema>;

const sentimentCounts = { positive: z.number().int(), neutral: z.number().int(), negative: z.number().int() };

/** Our choice: totals plus one point per interval bucket, so the widget can draw both. */
export const sentimentResponseSchema = z.object({
  total: z.number().int(),
  ...sentimentCounts,
  interval: granularitySchema,
  series: z.array(z.object({ date: z.string(), ...sentimentCounts })),
});
export type SentimentWire = z.infer<typeof sentimentResponseSchema>;

/** The posts' sentiment split, reused by most widgets. */
export const sentimentSplitSchema = z.object(sentimentCounts);

/** A range to compare against is required where the call is a comparison (spec 02 §7). */
export const comparedReadBodySchema = dashboardReadBodySchema.extend({ compared_range: rangeSchema });

/** spec 02 §7 compared sentiment: the same figures for both ranges. */
export const comparedSentimentResponseSchema = z.object({
  current: sentimentResponseSchema,
  compared: sentimentResponseSchema,
});

/** Net sentiment per bucket: (positive − negative) / total × 100, rounded; 0 when a bucket is empty. */
export const trendSentimentResponseSchema = z.object({
  interval: granularitySchema,
  net_score: z.number().int(),
  series: z.array(
    z.object({ date: z.string(), total: z.number().int(), ...sentimentCounts, net_score: z.number().int() }),
  ),
});

/** spec 02 §7 reviews: ratings 1–5 of the review networks (spec 01 §1). */
export const reviewsResponseSchema = z.object({
  total: z.number().int(),
  average_rating: z.number().nullable(),
  ratings: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
  networks: z.array(
    z.object({
      social_type: networkKeySchema,
      total: z.number().int(),
      average_rating: z.number().nullable(),
    }),
  ),
  interval: granularitySchema,
  series: z.array(
    z.object({ date: z.string(), count: z.number().int(), average_rating: z.number().nullable() }),
  ),
});

const TOPIC_SORTS = ['count', 'name', 'positive', 'negative'] as const;

/** spec 02 §7 topics: limit, sort, kind=status. */
export const topicsReadBodySchema = dashboardReadBodySchema.extend({
  limit: z.number().int().min(1, 'It has to be a number above 0!').max(100, 'It is too long!').optional(),
  sort: z.enum(TOPIC_SORTS, { error: `Unknown sort. Known: ${TOPIC_SORTS.join(', ')}.` }).optional(),
  kind: z.literal('status', { error: 'Unknown kind. Known: status.' }).optional(),
});

export const topicsResponseSchema = z.object({
  total_posts: z.number().int(),
  topics: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(['builtin', 'custom']),
      total: z.number().int(),
      ...sentimentCounts,
    }),
  ),
});

export const keywordCloudReadBodySchema = dashboardReadBodySchema.extend(
  pagingFields(PAGE_SIZES.keywords, 'body'),
);

export const keywordCloudResponseSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total_keywords: z.number().int(),
  keywords: z.array(z.object({ keyword: z.string(), count: z.number().int(), ...sentimentCounts })),
});

/**
 * spec 01 §7 trending: tkwNumTerms (candidate terms, by frequency in the range), tkwNumSigTerms
 * (how many to return), tkwSigTerms (false: rank by frequency instead of significance).
 */
export const trendingReadBodySchema = dashboardReadBodySchema.extend({
  nlp_fields: z.array(z.string().max(40)).max(10).optional(),
  tkw_num_terms: z
    .number()
    .int()
    .min(1, 'It has to be a number above 0!')
    .max(1000, 'It is too long!')
    .optional(),
  tkw_num_sig_terms: z
    .number()
    .int()
    .min(1, 'It has to be a number above 0!')
    .max(100, 'It is too long!')
    .optional(),
  tkw_sig_terms: z.boolean().optional(),
});

const trendingTermSchema = z.object({
  term: z.string(),
  count: z.number().int(),
  compared_count: z.number().int(),
  score: z.number(),
});

export const trendingResponseSchema = z.object({
  total_current: z.number().int(),
  total_compared: z.number().int(),
  compared_range: z.object({ from: z.string(), to: z.string() }),
  terms: z.array(trendingTermSchema),
});

/**
 * Trending labels are rows of the topics widget (a built-in topic or a custom topic), so each term
 * also carries the topics row's `id` (additive, our choice): the drill-down feed's `topic`
 * (decision 021), which names a row unambiguously where a custom topic may share a built-in's name.
 */
export const trendingLabelsResponseSchema = trendingResponseSchema.extend({
  terms: z.array(trendingTermSchema.extend({ id: z.string() })),
});

export const conversationThemesResponseSchema = z.object({
  nlp_analyzed_count: z.number().int(),
  total: z.number().int(),
  themes: z.array(
    z.object({
      theme: z.string(),
      count: z.number().int(),
      share: z.number(),
      ...sentimentCounts,
      keywords: z.array(z.string()),
    }),
  ),
});

export const clusterListBodySchema = dashboardReadBodySchema.extend({
  filter_id: z.number().int().optional(),
  cluster_actionable: z.boolean().optional(),
});

const clusterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  count: z.number().int(),
  ...sentimentCounts,
  actionable: z.boolean(),
  keywords: z.array(z.string()),
});

export const clusterListResponseSchema = z.object({
  total: z.number().int(),
  clusters: z.array(clusterSchema),
});

export const demographicsReadBodySchema = dashboardReadBodySchema.extend({
  ...pagingFields(PAGE_SIZES.demographics, 'body'),
  /** Codes left out; default ['und'] for languages and [''] for countries (spec 01 §7). */
  exclude: z.array(z.string().max(8)).max(300).optional(),
});

export const demographicsResponseSchema = z.object({
  /** Every matching post, before the exclusions. */
  total: z.number().int(),
  excluded: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  total_rows: z.number().int(),
  rows: z.array(z.object({ code: z.string(), status_count: z.number().int(), ...sentimentCounts })),
});

const seriesPoint = z.object({ date: z.string(), value: z.number() });

export const engagementResponseSchema = z.object({
  total: z.number().int(),
  likes: z.number().int(),
  replies: z.number().int(),
  shares: z.number().int(),
  interval: granularitySchema,
  series: z.array(seriesPoint),
});

export const metricResponseSchema = z.object({
  total: z.number(),
  posts: z.number().int(),
  interval: granularitySchema,
  series: z.array(seriesPoint),
});

export const scoreResponseSchema = z.object({
  score: z.number(),
  posts: z.number().int(),
  interval: granularitySchema,
  series: z.array(seriesPoint),
});

export const impactScoreResponseSchema = scoreResponseSchema.extend({
  positive_impact: z.number(),
  negative_impact: z.number(),
});

export const networksReadBodySchema = dashboardReadBodySchema.extend({ count_only: z.boolean().optional() });

export const networksResponseSchema = z.object({
  total: z.number().int(),
  networks: z.array(
    z.object({
      social_type: networkKeySchema,
      count: z.number().int(),
      positive: z.number().int().optional(),
      neutral: z.number().int().optional(),
      negative: z.number().int().optional(),
    }),
  ),
});

const ENTITY_SORTS = ['status_count', 'followers_count', 'total_engagements', 'reach'] as const;
export const entitiesReadBodySchema = dashboardReadBodySchema.extend({
  limit: z.number().int().min(1, 'It has to be a number above 0!').max(100, 'It is too long!').optional(),
  sort: z.enum(ENTITY_SORTS, { error: `Unknown sort. Known: ${ENTITY_SORTS.join(', ')}.` }).optional(),
  order: z.enum(['asc', 'desc'], { error: 'Unknown order. Known: asc, desc.' }).optional(),
  keyword: z.string().max(200, 'It is too long!').optional(),
});

export const entitiesResponseSchema = z.object({
  total_entities: z.number().int(),
  entities: z.array(
    z.object({
      author_id: z.string(),
      username: z.string(),
      author_name: z.string(),
      followers_count: z.number().int(),
      verified: z.boolean(),
      status_count: z.number().int(),
      total_engagements: z.number().int(),
      reach: z.number().int(),
    }),
  ),
});

/** spec 02 §7 sort options of the most impactful posts. */
export const IMPACTFUL_SORTS = [
  'BY_MOST_SHARES',
  'BY_MOST_COMMENTS',
  'BY_MOST_FOLLOWERS',
  'counts.total_engagements',
  'counts.reach_score',
] as const;

/** spec 02 §5: most-impactful posts need non-empty social types and sentiments. */
export const mostImpactfulReadBodySchema = dashboardReadBodySchema.extend({
  ...pagingFields(PAGE_SIZES.posts, 'body'),
  user_id: z.number().int().optional(),
  selected_sentiments: z.array(sentimentSchema).min(1, 'Please add at least one item!').max(4),
  selected_social_types: z.array(networkKeySchema).min(1, 'Please add at least one item!').max(24),
  sort: z.enum(IMPACTFUL_SORTS, { error: `Unknown sort. Known: ${IMPACTFUL_SORTS.join(', ')}.` }).optional(),
});

export const mostImpactfulResponseSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  posts: z.array(statusSchema.extend({ impact: z.number(), reach_score: z.number() })),
});

/** GET /v1/dashboard/sla: the read body travels in the query string (bracket arrays). */
export const slaQuerySchema = z.object({
  range: rangeSchema,
  compared_range: rangeSchema.optional(),
  account_id: z.coerce.number().int().optional(),
  time_zone: z.string().max(64).optional(),
  interval: granularitySchema.optional(),
  properties: propertiesStringSchema.optional(),
});
export const comparedSlaQuerySchema = slaQuerySchema.extend({ compared_range: rangeSchema });

export const slaResponseSchema = z.object({
  tickets: z.number().int(),
  answered: z.number().int(),
  unanswered: z.number().int(),
  median_minutes: z.number().nullable(),
  average_minutes: z.number().nullable(),
  p90_minutes: z.number().nullable(),
  interval: granularitySchema,
  series: z.array(
    z.object({
      date: z.string(),
      tickets: z.number().int(),
      answered: z.number().int(),
      median_minutes: z.number().nullable(),
    }),
  ),
});
export const comparedSlaResponseSchema = z.object({
  current: slaResponseSchema,
  compared: slaResponseSchema,
});

export const generalReportBodySchema = dashboardReadBodySchema.extend({
  search_name: z.string().max(200, 'It is too long!').optional(),
});

/** CSV calls answer text (spec 01 §7: "plus .csv variants"). */
export const csvResponseSchema = z.string();

export const clusterParamsSchema = z.object({ id: z.coerce.number().int().min(1, 'Wrong value!') });
export const clusterDetailQuerySchema = slaQuerySchema.extend({
  filter_id: z.coerce.number().int().optional(),
  cluster_actionable: z.enum(['true', 'false'], { error: 'Wrong value!' }).optional(),
});
export const clusterDetailResponseSchema = clusterSchema.extend({ posts: z.array(statusSchema) });
