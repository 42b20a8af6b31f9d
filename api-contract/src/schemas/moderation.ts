/** Moderation events (spec 02 §7): events, filters (results), CSV export; 8 per page. */
import { z } from 'zod';
import { networkKeySchema } from './common.ts';
import { PAGE_SIZES, pagedSchema, pagingFields } from './paging.ts';

/** Our choice: what a moderator (or a rule) did to a post. */
export const MODERATION_ACTIONS = ['hide', 'unhide', 'delete', 'reply', 'like', 'assign', 'label'] as const;
export const MODERATION_SORT_FIELDS = ['created_at', 'action', 'social_type', 'moderator_name'] as const;

export const moderationEventSchema = z.object({
  id: z.number().int(),
  business_profile_id: z.number().int(),
  action: z.enum(MODERATION_ACTIONS),
  social_type: networkKeySchema,
  status_id: z.number().int(),
  /** null when a rule acted rather than a person. */
  moderator_id: z.number().int().nullable(),
  moderator_name: z.string(),
  rule_id: z.number().int().nullable(),
  reason: z.string(),
  created_at: z.string(),
});
export type ModerationEventWire = z.infer<typeof moderationEventSchema>;

/** `order` is 'field asc|desc' (spec 02 §7). */
export const moderationOrderSchema = z
  .string()
  .regex(new RegExp(`^(${MODERATION_SORT_FIELDS.join('|')}) (asc|desc)$`), 'Wrong format!');

const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(item).max(50));

export const moderationFiltersSchema = z
  .object({
    actions: list(z.enum(MODERATION_ACTIONS, { error: 'Wrong value!' })).optional(),
    social_types: list(networkKeySchema).optional(),
    moderator_ids: list(z.coerce.number().int()).optional(),
    from: z.iso.datetime({ offset: true, error: 'Wrong format!' }).optional(),
    to: z.iso.datetime({ offset: true, error: 'Wrong format!' }).optional(),
  })
  .strict();

export const moderationQuerySchema = z.strictObject({
  // spec 02 §7: 8 events a page, a size the caller does not choose.
  page: pagingFields(PAGE_SIZES.moderationEvents).page,
  order: moderationOrderSchema.default('created_at desc'),
  filters: moderationFiltersSchema.optional(),
});

export const moderationEventsSchema = pagedSchema(moderationEventSchema);
/** spec 02 §7: the filters response has results. */
export const moderationFilterOptionsSchema = z.object({
  results: z.object({
    actions: z.array(z.object({ value: z.string(), count: z.number().int() })),
    social_types: z.array(z.object({ value: z.string(), count: z.number().int() })),
    moderators: z.array(
      z.object({ id: z.number().int().nullable(), name: z.string(), count: z.number().int() }),
    ),
  }),
});
