/**
 * Identity records as the mock stores them (issue 4). Tokens are kept as SHA-256 hashes: the
 * plain value exists only in the e-mail (the outbox) and in fixtures.
 */
import { accountEventSchema } from '@sl/api-contract/schemas/account-event';
import { discordBotSchema, samlConfigSchema } from '@sl/api-contract/schemas/admin';
import { outboxMessageSchema } from '@sl/api-contract/schemas/mock-control';
import { notificationSchema } from '@sl/api-contract/schemas/notification';
import { inviteSchema } from '@sl/api-contract/schemas/team';
import { z } from 'zod';

export const notificationRecord = notificationSchema.extend({ account_id: z.number().int() });
export type NotificationRecord = z.infer<typeof notificationRecord>;

export const accountEventRecord = accountEventSchema;
export type AccountEventRecord = z.infer<typeof accountEventRecord>;

export const samlConfigRecord = samlConfigSchema;
export type SamlConfigRecord = z.infer<typeof samlConfigRecord>;

export const discordBotRecord = discordBotSchema;

/** The invite as the contract returns it, plus the hash of its e-mailed token. */
export const inviteRecord = inviteSchema.extend({ token_hash: z.string() });
export type InviteRecord = z.infer<typeof inviteRecord>;

export const passwordResetRecord = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  token_hash: z.string(),
  expires_at: z.string(),
  used_at: z.string().nullable(),
});
export type PasswordResetRecord = z.infer<typeof passwordResetRecord>;

export const outboxRecord = outboxMessageSchema;
export type OutboxRecord = z.infer<typeof outboxRecord>;
