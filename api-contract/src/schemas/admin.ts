/** Admin calls (spec 01 §7 "Other", spec 02 §7 "Rules, topics, keywords, SSO, discord"). */
import { z } from 'zod';
import { isTimeZone } from '../time/zoned-time.ts';
import { requiredText } from './paging.ts';

export const adminBusinessProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_url: z.string().nullable(),
  time_zone: z.string(),
  created_at: z.string(),
  active_accounts_count: z.number().int(),
  /** spec 01 §3: defaultAccount.id, the account a take-over of the profile enters. */
  default_account: z.object({ id: z.number().int() }).nullable(),
  copied_from_business_profile_id: z.number().int().nullable(),
});
export const adminBusinessProfileListSchema = z.array(adminBusinessProfileSchema);
export const businessProfileIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** An uploaded logo, as the mock's multipart parser hands it to the route. */
export const uploadedFileSchema = z.object({
  filename: z.string(),
  mimetype: z.string(),
  data_base64: z.string(),
});
export const LOGO_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
] as const;
export const LOGO_MAX_BYTES = 1024 * 1024;

/**
 * spec 01 §7: POST and PATCH /v1/admin/business_profiles as multipart (name, logo,
 * copied_business_profile_id). Field names are the wire names; a form posts strings.
 * The name rules (spec 01 §5) are checked by the server so their messages are the spec's.
 */
export const businessProfileFormSchema = z.strictObject({
  name: z.string().max(100, 'It is too long!').optional(),
  copied_business_profile_id: z.coerce
    .number({ error: 'It has to be a number!' })
    .int()
    .positive()
    .optional(),
  logo: uploadedFileSchema.optional(),
  /** Our choice (issue 14 Admin Management "time zone"): an IANA zone; reports deliver in it. */
  time_zone: z.string().max(64, 'It is too long!').refine(isTimeZone, 'Wrong value!').optional(),
});

/** spec 02 §3: SAML configuration. */
export const samlConfigSchema = z.object({
  business_profile_id: z.number().int(),
  idp_login_url: z.string(),
  idp_entity_id: z.string(),
  idp_cert: z.string(),
  is_active: z.boolean(),
});
export const samlQuerySchema = z.strictObject({
  business_profile_id: z.coerce.number().int().positive().optional(),
});
export const samlUpdateBodySchema = z.strictObject({
  business_profile_id: z.number().int().positive().optional(),
  idp_login_url: z.string().max(2000, 'It is too long!'),
  idp_entity_id: z.string().max(2000, 'It is too long!'),
  idp_cert: z.string().max(20_000, 'It is too long!'),
  is_active: z.boolean(),
});

/** spec 02 §7: discord bots of a business profile. */
export const discordBotSchema = z.object({
  id: z.number().int(),
  business_profile_id: z.number().int(),
  name: z.string(),
  guild_id: z.string(),
  guild_name: z.string(),
  channel_names: z.array(z.string()),
  active: z.boolean(),
  created_at: z.string(),
});
export const discordBotListSchema = z.array(discordBotSchema);
export const discordBotsQuerySchema = z.strictObject({
  business_profile_id: z.coerce.number().int().positive().optional(),
});
/**
 * Our extension (issue 14: "add and remove" discord bots): the fields of the list's shape that a
 * person types; the server sets id and created_at. A system admin may name another profile, like
 * the list's query. Discord ids (snowflakes) are 17 to 20 digits.
 */
export const discordBotBodySchema = z.strictObject({
  business_profile_id: z.number().int().positive().optional(),
  name: requiredText(80),
  guild_id: z
    .string({ error: 'Should not be empty!' })
    .trim()
    .min(1, 'Should not be empty!')
    .regex(/^\d{17,20}$/, 'Wrong format!'),
  guild_name: requiredText(100),
  channel_names: z
    .array(z.string().trim().min(1, 'Should not be empty!').max(100, 'It is too long!'))
    .max(50, 'You have chosen too many elements!')
    .default([]),
  active: z.boolean().default(true),
});
