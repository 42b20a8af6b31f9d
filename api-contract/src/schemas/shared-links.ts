/**
 * Shared dashboard links (spec 01 §3: id, title, non_logged_in_access, config {widgets, contexts,
 * time, time_range, time_unit}, code; spec 01 §6: anonymous viewers by code). Decision record 014.
 */
import { z } from 'zod';
import { GRANULARITIES, TIME_RANGE_VALUES, WIDGET_IDS } from './common.ts';
import { contextPropertiesSchema } from './dashboard.ts';
import { widgetConfigSchema } from './dashboard-config.ts';
import { MESSAGES } from './errors.ts';

export const sharedLinkContextSchema = z.object({
  id: z.number().int(),
  title: z.string().max(200, MESSAGES.maxLength),
  properties: contextPropertiesSchema,
});

const linkTimeRangeSchema = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
});

/**
 * Earlier links carried `widgets` as bare ids and `time` as the explicit range with the preset
 * in `time_range`. Both are read into the template's shapes (spec 02 §3: widgets as
 * `{id, config}`, `time` the preset name), so a link saved either way opens the same.
 */
function readEarlierShape(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const config: Record<string, unknown> = { ...raw };
  if (Array.isArray(config.widgets))
    config.widgets = config.widgets.map((w) => (typeof w === 'string' ? { id: w, config: {} } : w));
  const time = config.time;
  if (time !== undefined && (time === null || typeof time === 'object')) {
    config.time = time === null ? (config.time_range ?? undefined) : 'CUSTOM';
    config.time_range = time;
  } else if (time === undefined && typeof config.time_range === 'string') {
    config.time = config.time_range;
    config.time_range = null;
  }
  return config;
}

/**
 * spec 01 §3 link config {widgets, contexts, time, time_range, time_unit} in the shapes of a
 * dashboard template (spec 02 §3): `time` is the preset name (default last-30-days, spec 02 §9),
 * `time_range` the explicit range, present exactly for a custom range.
 */
export const sharedLinkConfigSchema = z
  .object({
    widgets: z
      .array(
        z.object({
          id: z.enum(WIDGET_IDS, { error: 'Unknown widget.' }),
          config: widgetConfigSchema.default({}),
        }),
      )
      .min(1, MESSAGES.atLeastOneItem)
      .max(WIDGET_IDS.length)
      .refine((ws) => new Set(ws.map((w) => w.id)).size === ws.length, 'A widget can appear once.'),
    // spec 02 §5: at most 3 contexts.
    contexts: z.array(sharedLinkContextSchema).min(1, MESSAGES.atLeastOneItem).max(3, MESSAGES.maxElements),
    time: z.enum(TIME_RANGE_VALUES, { error: 'Unknown time range.' }).default('last-30-days'),
    time_range: linkTimeRangeSchema.nullable().default(null),
    time_unit: z.enum(GRANULARITIES, { error: 'Unknown interval.' }).default('days'),
  })
  .refine((c) => (c.time === 'CUSTOM') === (c.time_range !== null), {
    message: 'A custom time range needs its from and to, and only a custom one has them.',
    path: ['time_range'],
  });
export type SharedLinkConfigWire = z.infer<typeof sharedLinkConfigSchema>;

/** What a create or update accepts: either shape (responses always carry the template's). */
export const sharedLinkConfigBodySchema = z.preprocess(readEarlierShape, sharedLinkConfigSchema);

export const sharedLinkBodySchema = z.object({
  title: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(200, MESSAGES.maxLength),
  non_logged_in_access: z.boolean().default(false),
  config: sharedLinkConfigBodySchema,
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
