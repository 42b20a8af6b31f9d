/**
 * Dashboard read bodies (spec 01 §7, spec 02 §7): read via POST carrying range, comparedRange,
 * accountId, timeZone, interval and properties (the context as a JSON string).
 */
import { z } from 'zod';
import { granularitySchema, networkKeySchema, sentimentSchema } from './common.ts';

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
