/** Alerts (spec 01 §3, §4, §7; spec 02 §3, §4). */
import { z } from 'zod';
import { requiredText } from './paging.ts';

/** Our choice: what an alert watches. */
export const ALERT_TRIGGERS = ['new_posts', 'negative_posts', 'positive_posts'] as const;
export const ALERT_CHANNELS = ['email', 'notification'] as const;
/** Our choice: `above` raises when the count in the span reaches the value, `below` when it falls under it. */
export const THRESHOLD_MODES = ['above', 'below'] as const;
/** Our choice: the window the count is taken over, in hours. */
export const ALERT_TIME_SPANS = [1, 3, 6, 12, 24, 72, 168] as const;

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
});

export const alertListSchema = z.object({ data: z.array(alertSchema) });
export const alertsQuerySchema = z.strictObject({ search_id: z.coerce.number().int().positive().optional() });
