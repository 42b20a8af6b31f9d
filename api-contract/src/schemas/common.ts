/**
 * Domain enumerations shared by every workspace (spec 01 §1, §9; spec 02 §6, §9).
 * Enumerations are `as const` maps plus a schema, never TypeScript enums (CONVENTIONS §2).
 * The values themselves are in common-values.ts (no zod, decision record 013), re-exported here.
 */
import { z } from 'zod';
import {
  ANNOTATION_LAYER_COLORS,
  COMPARE_MODES,
  GRANULARITIES,
  NETWORK_KEYS,
  type Sentiment,
  SORT_DIRECTIONS,
  SORT_OPTIONS,
  type SortOption,
  TIME_RANGE_VALUES,
} from './common-values.ts';
import { ROLES, type Role } from './roles.ts';

export * from './common-values.ts';

export const networkKeySchema = z.enum(NETWORK_KEYS, { error: 'Unknown network.' });

export { ROLES, type Role };
export const roleSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4)]);

export const canonicalSentimentSchema = z.union([z.literal(-1), z.literal(0), z.literal(1)]);
/**
 * A codec rather than a one-way transform: requests decode 2 to -1, and responses (which the
 * mock's serializer encodes through the same schema) go out as the canonical code.
 */
export const sentimentSchema = z.codec(
  z.union([z.literal(-1), z.literal(0), z.literal(1), z.literal(2)], { error: 'Unknown sentiment.' }),
  canonicalSentimentSchema,
  { decode: (v): Sentiment => (v === 2 ? -1 : v), encode: (v) => v },
);

export const visibilitySchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const granularitySchema = z.enum(GRANULARITIES, { error: 'Unknown interval.' });

export { ENVIRONMENTS, type Environment } from './environments.ts';

export const timeRangeValueSchema = z.enum(TIME_RANGE_VALUES, { error: 'Unknown time range.' });

/** Paging (spec 02 §7, spec 01 §9): one schema, its defaults and messages, in paging.ts. */
export { offsetQuerySchema, pageQuerySchema } from './paging.ts';

export const sortDirectionSchema = z.enum(SORT_DIRECTIONS, { error: 'Unknown sort direction.' });

export const sortOptionSchema = z.enum(Object.values(SORT_OPTIONS) as [SortOption, ...SortOption[]], {
  error: 'Unknown sort option.',
});

export const compareModeSchema = z.enum(COMPARE_MODES, { error: 'Unknown compare mode.' });

export const annotationLayerColorSchema = z.enum(ANNOTATION_LAYER_COLORS, {
  error: 'Picked color is not in the palette.',
});
