/**
 * Shared dashboard links (spec 01 §3: id, title, non_logged_in_access, config {widgets, contexts,
 * time, time_range, time_unit}, code; spec 01 §6: anonymous viewers by code).
 */
import { z } from 'zod';
import { GRANULARITIES, TIME_RANGES, WIDGET_IDS } from './common.ts';
import { contextPropertiesSchema } from './dashboard.ts';
import { MESSAGES } from './errors.ts';

const TIME_RANGE_VALUES = TIME_RANGES.map((t) => t.value) as unknown as readonly [string, ...string[]];

export const sharedLinkContextSchema = z.object({
  id: z.number().int(),
  title: z.string().max(200, MESSAGES.maxLength),
  properties: contextPropertiesSchema,
});

export const sharedLinkConfigSchema = z.object({
  widgets: z
    .array(z.enum(WIDGET_IDS, { error: 'Unknown widget.' }))
    .min(1, MESSAGES.atLeastOneItem)
    .max(WIDGET_IDS.length),
  // spec 02 §5: at most 3 contexts.
  contexts: z.array(sharedLinkContextSchema).min(1, MESSAGES.atLeastOneItem).max(3, MESSAGES.maxElements),
  time: z
    .object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) })
    .nullable()
    .default(null),
  time_range: z.enum(TIME_RANGE_VALUES, { error: 'Unknown time range.' }).default('last-30-days'),
  time_unit: z.enum(GRANULARITIES, { error: 'Unknown interval.' }).default('days'),
});

export const sharedLinkBodySchema = z.object({
  title: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(200, MESSAGES.maxLength),
  non_logged_in_access: z.boolean().default(false),
  config: sharedLinkConfigSchema,
});

export const sharedLinkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  non_logged_in_access: z.boolean(),
  config: sharedLinkConfigSchema,
  code: z.string(),
  business_profile_id: z.number().int(),
  owner_account_id: z.number().int(),
  created_at: z.string(),
});
export type SharedLinkWire = z.infer<typeof sharedLinkSchema>;

export const sharedLinkIdParamsSchema = z.object({ id: z.coerce.number().int().min(1, 'Wrong value!') });
export const sharedLinkCodeParamsSchema = z.object({ code: z.string().min(1).max(64) });
