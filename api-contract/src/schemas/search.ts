/**
 * The saved-search library (spec 02 §2 search sidebar, §3 entities): items in three categories
 * (brand, my, team) with query groups (must / must-not) and filters, and folders of items.
 * The query and filters are exactly a dashboard context's `properties` (schemas/dashboard.ts).
 */
import { z } from 'zod';
import { contextPropertiesSchema, rangeSchema } from './dashboard.ts';
import { pagingFields } from './paging.ts';
import { statusSchema } from './status.ts';

export const SEARCH_CATEGORIES = ['brand', 'my', 'team'] as const;
export const searchCategorySchema = z.enum(SEARCH_CATEGORIES, {
  error: 'Unknown category. Known: brand, my, team.',
});

export type SearchCategory = z.infer<typeof searchCategorySchema>;

export const searchItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: searchCategorySchema,
  folder_id: z.number().int().nullable(),
  logo_src: z.string().nullable(),
  pinned: z.boolean(),
  are_alerts_enabled: z.boolean(),
  business_profile_id: z.number().int(),
  /** The owner of a 'my' search; the creator otherwise. */
  owner_account_id: z.number().int().nullable(),
  /** The team of a 'team' search. */
  team_id: z.number().int().nullable(),
  query: z.array(z.object({ type: z.enum(['must', 'must-not']), terms: z.array(z.string()) })),
  filters: contextPropertiesSchema.shape.filters.unwrap(),
});
export type SearchItemWire = z.infer<typeof searchItemSchema>;

export const searchFolderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: searchCategorySchema,
  pinned: z.boolean(),
  items: z.array(z.number().int()),
  business_profile_id: z.number().int(),
  owner_account_id: z.number().int().nullable(),
  team_id: z.number().int().nullable(),
});
export type SearchFolderWire = z.infer<typeof searchFolderSchema>;

// The library's calls (spec 02 §7 "Search library"; bodies beyond the spec's are our choice).

const queryGroupsSchema = z
  .array(
    z.object({
      type: z.enum(['must', 'must-not'], { error: 'Wrong value!' }),
      terms: z.array(z.string().trim().min(1).max(200)).max(100),
    }),
  )
  .max(50);

export const searchItemBodySchema = z.object({
  name: z
    .string({ error: 'Should not be empty!' })
    .trim()
    .min(1, 'Should not be empty!')
    .max(120, 'It is too long!'),
  category: searchCategorySchema,
  folder_id: z.number().int().positive().nullable().default(null),
  logo_src: z.string().max(2000, 'It is too long!').nullable().default(null),
  pinned: z.boolean().default(false),
  /** The team of a 'team' search (one of the caller's teams). */
  team_id: z.number().int().positive().nullable().default(null),
  query: queryGroupsSchema.default([]),
  filters: contextPropertiesSchema.shape.filters.unwrap().default({}),
});

/** spec 02 §7: PUT carries folderId (a move); the other fields are optional edits. */
export const searchItemUpdateBodySchema = z.object({
  folder_id: z.number().int().positive().nullable().optional(),
  name: searchItemBodySchema.shape.name.optional(),
  logo_src: z.string().max(2000, 'It is too long!').nullable().optional(),
  query: queryGroupsSchema.optional(),
  filters: contextPropertiesSchema.shape.filters.unwrap().optional(),
  are_alerts_enabled: z.boolean().optional(),
});

export const searchFolderBodySchema = z.object({
  name: searchItemBodySchema.shape.name,
  category: searchCategorySchema,
  items: z.array(z.number().int().positive()).max(500).default([]),
  team_id: z.number().int().positive().nullable().default(null),
});
export const searchFolderUpdateBodySchema = z.object({
  name: searchItemBodySchema.shape.name.optional(),
  items: z.array(z.number().int().positive()).max(500).optional(),
});

export const searchItemListSchema = z.object({ data: z.array(searchItemSchema) });
export const searchFolderListSchema = z.object({ data: z.array(searchFolderSchema) });
export const togglePinnedSchema = z.object({ pinned: z.boolean() });

// The query editor that explains itself (issue 13; our choice of call and shape).

/** Query groups as typed, not yet saved: blank terms are allowed so they can be reported. */
export const draftQuerySchema = z
  .array(
    z.object({
      type: z.enum(['must', 'must-not'], { error: 'Wrong value!' }),
      terms: z.array(z.string().max(200, 'It is too long!')).max(100, 'You have chosen too many elements!'),
    }),
  )
  .max(50, 'You have chosen too many elements!');

export const searchDraftBodySchema = z.object({
  // Required: a body without a query is not a search to check (the fuzz spec sends unknown fields only).
  query: draftQuerySchema,
  filters: contextPropertiesSchema.shape.filters.unwrap().default({}),
});

export const QUERY_ERROR_CODES = [
  'unbalanced_quotes',
  'unbalanced_parentheses',
  'empty_must_group',
  'unknown_operator',
] as const;
export const QUERY_WARNING_CODES = ['matches_nothing', 'must_not_removes_all', 'broad_term'] as const;

/** One finding, pointing at a group and (when it is about one term) a term by position. */
const findingSchema = <C extends readonly [string, ...string[]]>(codes: C) =>
  z.object({
    code: z.enum(codes),
    message: z.string(),
    group: z.number().int().nullable(),
    term: z.number().int().nullable(),
  });
export const queryErrorSchema = findingSchema(QUERY_ERROR_CODES);
export const queryWarningSchema = findingSchema(QUERY_WARNING_CODES);
export type QueryError = z.infer<typeof queryErrorSchema>;
export type QueryWarning = z.infer<typeof queryWarningSchema>;

/** How far back the hit preview counts, and how far back a term must match something. */
export const PREVIEW_DAYS = 30;
export const TERM_LOOKBACK_DAYS = 90;
export const SAMPLE_SIZE = 5;

export const searchValidationSchema = z.object({
  errors: z.array(queryErrorSchema),
  warnings: z.array(queryWarningSchema),
  /** Posts the query keeps over `range` (the last 30 days); null while the query has errors. */
  hits: z.number().int().nullable(),
  range: z.object({ from: z.string(), to: z.string() }),
  /** The newest matching posts, newest first (at most five). */
  sample: z.array(statusSchema),
});
export type SearchValidationWire = z.infer<typeof searchValidationSchema>;

/**
 * Live results: the matching posts of the last 30 days, newest first, paged; or of `range` when
 * given (an alert's drill-down: the window of its spike).
 */
export const searchPostsBodySchema = searchDraftBodySchema.extend({
  ...pagingFields(10, 'body'),
  range: rangeSchema.optional(),
});
export const searchPostsSchema = z.object({
  total: z.number().int(),
  /** The range the posts were read over. */
  range: z.object({ from: z.string(), to: z.string() }),
  page: z.number().int(),
  per_page: z.number().int(),
  posts: z.array(statusSchema),
});
