/** Account events: what people did, for the activity views (spec 01 §7 "Accounts and teams"). */
import { z } from 'zod';

/** Our choice: the labels an event carries (GET /v1/account_events/labels lists them). */
export const ACCOUNT_EVENT_LABELS = [
  { key: 'signed_in', name: 'Signed in' },
  { key: 'viewed_dashboard', name: 'Viewed dashboard' },
  { key: 'replied', name: 'Replied' },
  { key: 'assigned', name: 'Assigned' },
  { key: 'labelled', name: 'Labelled' },
  { key: 'exported_csv', name: 'Exported CSV' },
  { key: 'created_search', name: 'Created search' },
  /** spec 01 §2: recorded before the avatar menu's Custom Topics leaves for the legacy app. */
  { key: 'opened_custom_topics', name: 'Opened Custom Topics' },
] as const;
export type AccountEventLabel = (typeof ACCOUNT_EVENT_LABELS)[number]['key'];
const LABEL_KEYS = ACCOUNT_EVENT_LABELS.map((l) => l.key) as unknown as readonly [
  AccountEventLabel,
  ...AccountEventLabel[],
];
export const accountEventLabelSchema = z.enum(LABEL_KEYS, { error: 'Wrong value!' });

/** Our choice: the context an event happened in (a saved search, a dashboard, a post...). */
export const ACCOUNT_EVENT_CONTEXT_TYPES = ['search', 'dashboard', 'status', 'team', 'account'] as const;
export const contextTypeSchema = z.enum(ACCOUNT_EVENT_CONTEXT_TYPES, { error: 'Wrong value!' });

export const accountEventSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  label: accountEventLabelSchema,
  context_type: contextTypeSchema.nullable(),
  context_id: z.number().int().nullable(),
  description: z.string(),
  created_at: z.string(),
});
export type AccountEventWire = z.infer<typeof accountEventSchema>;
export const accountEventListSchema = z.array(accountEventSchema);

const isoInstant = z.iso.datetime({ offset: true, error: 'Wrong format!' });

/** GET /v1/account_events (account_ids, range[from], range[to], context_id, context_type). */
export const accountEventListQuerySchema = z.strictObject({
  account_ids: z
    .array(z.coerce.number().int().positive())
    .max(500, 'You have chosen too many elements!')
    .optional(),
  range: z.strictObject({ from: isoInstant.optional(), to: isoInstant.optional() }).optional(),
  context_id: z.coerce.number().int().positive().optional(),
  context_type: contextTypeSchema.optional(),
});

export const accountEventLabelListSchema = z.array(z.object({ key: z.string(), name: z.string() }));

export const accountEventCreateBodySchema = z.strictObject({
  label: accountEventLabelSchema,
  context_type: contextTypeSchema.optional(),
  context_id: z.number().int().positive().optional(),
  description: z.string().max(500, 'It is too long!').default(''),
});
