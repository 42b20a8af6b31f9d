/**
 * Records as the mock stores them. These carry server-only fields (password hash, TOTP secret,
 * unused backup codes) that never leave the server; serializers turn them into wire shapes.
 */
import { helperDefaultSettingsSchema } from '@sl/api-contract/schemas/account';
import { roleSchema } from '@sl/api-contract/schemas/common';
import { z } from 'zod';

export const businessProfileRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_url: z.string().nullable(),
  time_zone: z.string(),
  created_at: z.string(),
  /** Set when the profile was created or updated as a copy of another (issue 4). */
  copied_from_business_profile_id: z.number().int().nullable(),
});
export type BusinessProfileRecord = z.infer<typeof businessProfileRecord>;

export const accountRecord = z.object({
  id: z.number().int(),
  email: z.string(),
  password_hash: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: roleSchema,
  state: z.union([z.literal(1), z.literal(2)]),
  business_profile_id: z.number().int(),
  team_ids: z.array(z.number().int()),
  avatar_url: z.string().nullable(),
  otp_secret: z.string().nullable(),
  otp_enabled: z.boolean(),
  /** A secret handed out by two-factor setup, waiting for its first code (activate). */
  otp_pending_secret: z.string().nullable(),
  /** Unused backup codes only, as hashes (hashBackupCode): a used code is removed (single use). */
  backup_codes: z.array(z.string()),
  preferences: z.object({
    url_warning: z.boolean(),
    review_on_reply: z.boolean(),
    direct_email_to_network: z.boolean(),
    default_dashboard_streams: z.array(z.number().int()),
    helper_default_settings: helperDefaultSettingsSchema,
  }),
});
export type AccountRecord = z.infer<typeof accountRecord>;

export const teamRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  business_profile_id: z.number().int(),
});
export type TeamRecord = z.infer<typeof teamRecord>;
