/**
 * The saved-search library (spec 02 §2 search sidebar, §3 entities): items in three categories
 * (brand, my, team) with query groups (must / must-not) and filters, and folders of items.
 * The query and filters are exactly a dashboard context's `properties` (schemas/dashboard.ts).
 */
import { z } from 'zod';
import { contextPropertiesSchema } from './dashboard.ts';

export const SEARCH_CATEGORIES = ['brand', 'my', 'team'] as const;
export const searchCategorySchema = z.enum(SEARCH_CATEGORIES, {
  error: 'Unknown category. Known: brand, my, team.',
});

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
