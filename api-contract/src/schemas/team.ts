/** Teams and team-member invites on the wire (spec 01 §3, §7 "Accounts and teams"). */
import { z } from 'zod';
import { roleSchema } from './common.ts';

const nameField = z
  .string({ error: 'Should not be empty!' })
  .trim()
  .min(1, 'Should not be empty!')
  .max(100, 'It is too long!');
const idList = z.array(z.number().int().positive()).max(500, 'You have chosen too many elements!');

export const teamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  business_profile_id: z.number().int(),
  account_ids: z.array(z.number().int()),
});
export type TeamWire = z.infer<typeof teamSchema>;
export const teamListSchema = z.array(teamSchema);

export const teamListQuerySchema = z.strictObject({
  business_profile_id: z.coerce.number().int().positive().optional(),
});
export const teamIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const teamCreateBodySchema = z.strictObject({ name: nameField, account_ids: idList.default([]) });
export const teamUpdateBodySchema = z.strictObject({
  name: nameField.optional(),
  account_ids: idList.optional(),
});

/** POST /v1/team_member_invites {email, role, team_ids}. */
export const inviteCreateBodySchema = z.strictObject({
  email: z
    .string({ error: 'Should not be empty!' })
    .trim()
    .min(1, 'Should not be empty!')
    .max(320, 'It is too long!')
    .pipe(z.email({ error: 'Email address is not valid!' })),
  role: roleSchema,
  team_ids: idList.default([]),
});

/** The invite as the inviter sees it; the token travels only in the e-mail. */
export const inviteSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: roleSchema,
  team_ids: z.array(z.number().int()),
  business_profile_id: z.number().int(),
  invited_by_account_id: z.number().int().nullable(),
  created_at: z.string(),
  accepted_at: z.string().nullable(),
});
export const inviteListSchema = z.array(inviteSchema);
