/** Alerts (spec 01 §3, §4, §7; spec 02 §3, §4). */
import { z } from 'zod';
import { requiredText } from './paging.ts';

/** Our choice: what an alert watches. */
export const ALERT_TRIGGERS = ['new_posts', 'negative_posts', 'positive_posts'] as const;
export const ALERT_CHANNELS = ['email', 'notification'] as const;
/**
 * Our choice: `above` raises when the count in the span reaches the value, `below` when it falls
 * under it; `spike` (issue 13) when the span's count stands out from the same span on each of the
 * previous 7 days, the value then being the minimum volume (api-mock README "Spike alerts").
 */
export const THRESHOLD_MODES = ['above', 'below', 'spike'] as const;
/** How far above the baseline a spike must stand, in deviations: low 4, medium 3, high 2. */
export const SPIKE_SENSITIVITIES = ['low', 'medium', 'high'] as const;
/** Our choice: the window the count is taken over, in hours. */
export const ALERT_TIME_SPANS = [1, 3, 6, 12, 24, 72, 168] as const;

const driverSchema = z.object({ count: z.number().int(), baseline: z.number() });

/** Why a spike alert raised (issue 13): the window against its baseline and what drove it. */
export const alertWhySchema = z.object({
  window: z.object({ from: z.string(), to: z.string() }),
  count: z.number().int(),
  baseline: z.object({
    /** The same window on each of the previous 7 days, oldest first. */
    counts: z.array(z.number().int()),
    mean: z.number(),
    deviation: z.number(),
  }),
  /** The three keywords and networks that grew most over their baseline. */
  keywords: z.array(driverSchema.extend({ term: z.string() })),
  networks: z.array(driverSchema.extend({ network: z.string() })),
  /** The web app's page listing the window's posts of the search (relative to the app's base). */
  drill_down: z.string(),
});
export type AlertWhyWire = z.infer<typeof alertWhySchema>;

export const alertSchema = z.object({
  id: z.number().int(),
  business_profile_id: z.number().int(),
  account_id: z.number().int(),
  name: z.string(),
  is_muted: z.boolean(),
  trigger: z.enum(ALERT_TRIGGERS),
  send_via: z.array(z.enum(ALERT_CHANNELS)),
  recipient_emails: z.array(z.string()),
  email_description: z.string(),
  threshold_count_mode: z.enum(THRESHOLD_MODES),
  threshold_count_value: z.number().int(),
  alert_time_span: z.number().int(),
  search_id: z.number().int(),
  /** When the alert last raised (null: never); it raises once per crossing. */
  last_triggered_at: z.string().nullable(),
  /** Spike mode: how unusual the span must be (medium when absent). */
  spike_sensitivity: z.enum(SPIKE_SENSITIVITIES).optional(),
  /** Spike mode: hours after raising during which it does not raise again (24 when absent). */
  spike_cooldown_hours: z.number().int().optional(),
  /** Why the alert last raised in spike mode (null or absent: it has not). */
  last_why: alertWhySchema.nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AlertWire = z.infer<typeof alertSchema>;

export const alertBodySchema = z.object({
  name: requiredText(120),
  is_muted: z.boolean().default(false),
  trigger: z.enum(ALERT_TRIGGERS, { error: 'Please select an action' }),
  send_via: z
    .array(z.enum(ALERT_CHANNELS, { error: 'Wrong value!' }))
    .min(1, 'Please add at least one item!'),
  recipient_emails: z
    .array(z.email({ error: 'One or more email addresses are invalid.' }).max(320))
    .max(50, 'You have chosen too many elements!')
    .default([]),
  email_description: z.string().max(2000, 'It is too long!').default(''),
  threshold_count_mode: z.enum(THRESHOLD_MODES, { error: 'Wrong value!' }),
  threshold_count_value: z
    .number({ error: 'It has to be a number!' })
    .int('It has to be a number!')
    .positive('It has to be a number above 0!')
    .max(1_000_000),
  alert_time_span: z.union(
    ALERT_TIME_SPANS.map((h) => z.literal(h)),
    { error: 'Wrong value!' },
  ),
  search_id: z.number({ error: 'Should not be empty!' }).int().positive(),
  spike_sensitivity: z.enum(SPIKE_SENSITIVITIES, { error: 'Wrong value!' }).default('medium'),
  spike_cooldown_hours: z
    .union(
      ALERT_TIME_SPANS.map((h) => z.literal(h)),
      { error: 'Wrong value!' },
    )
    .default(24),
});

export const alertListSchema = z.object({ data: z.array(alertSchema) });
export const alertsQuerySchema = z.strictObject({ search_id: z.coerce.number().int().positive().optional() });
