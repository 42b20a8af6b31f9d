/** Notifications on the wire (spec 01 §3, §4, §7 "Notifications"). */
import { z } from 'zod';
import { networkKeySchema } from './common.ts';

/** spec 01 §3: one category value is named; the rest carry none. */
export const NOTIFICATION_CATEGORIES = ['permissions_error'] as const;

export const notificationSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  category: z.enum(NOTIFICATION_CATEGORIES).nullable(),
  social_type: networkKeySchema.nullable(),
  entity_name: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  dismissed: z.boolean(),
});
export type NotificationWire = z.infer<typeof notificationSchema>;
/** Newest first; the popover splits dismissed ones into 'Prior Notifications'. */
export const notificationListSchema = z.array(notificationSchema);

export const notificationIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
/** spec 01 §4: un-dismissing is not shown, so only `true` is accepted. */
export const notificationUpdateBodySchema = z.strictObject({
  dismissed: z.literal(true, { error: 'Wrong value!' }),
});
export const markAsReadBodySchema = z.strictObject({
  ids: z
    .array(z.number().int().positive())
    .min(1, 'Please add at least one item!')
    .max(1000, 'You have chosen too many elements!'),
});
/** Our choice: the ids that were unread and are now read, and when. */
export const markAsReadResponseSchema = z.object({ ids: z.array(z.number().int()), read_at: z.string() });
