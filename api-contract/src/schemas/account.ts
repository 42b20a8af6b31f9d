/** Account, business profile and session shapes on the wire (spec 01 §3). */
import { z } from 'zod';
import { roleSchema } from './common.ts';

export const businessProfileRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_url: z.string().nullable(),
  active_accounts_count: z.number().int(),
});

export const teamRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** scope -> permission -> action -> number (spec 01 §3). */
export const permissionsSchema = z.record(z.string(), z.record(z.string(), z.record(z.string(), z.number())));

export const accountPreferencesSchema = z.object({
  ui: z.object({ default_dashboard_streams: z.array(z.number().int()) }),
  security: z.object({ two_factor_authorization: z.object({ otp_enabled: z.boolean() }) }),
  general: z.object({
    url_warning: z.boolean(),
    review_on_reply: z.boolean(),
    direct_email_to_network: z.boolean(),
  }),
});

export const accountSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  role: roleSchema,
  state: z.union([z.literal(1), z.literal(2)]),
  avatar_url: z.string().nullable(),
  business_profile: businessProfileRefSchema,
  teams: z.array(teamRefSchema),
  permissions: permissionsSchema,
  preferences: accountPreferencesSchema,
  /** Set while a system admin has taken over this account (spec 01 §4). */
  overtaken: z.boolean(),
});
export type AccountWire = z.infer<typeof accountSchema>;

export const sessionCreateBodySchema = z.object({
  email: z
    .string({ error: 'Should not be empty!' })
    .min(1, 'Should not be empty!')
    .max(320, 'It is too long!'),
  password: z
    .string({ error: 'Should not be empty!' })
    .min(1, 'Should not be empty!')
    .max(200, 'It is too long!'),
  otp_code: z.string().max(64, 'It is too long!').optional(),
});

export const sessionResponseSchema = z.object({
  account: accountSchema,
  csrf_token: z.string(),
  access_token: z.string(),
  refresh_token: z.string(),
});

/** Our choice: the body says whether two-factor is pending so the login screen can ask for the code. */
export const twoFactorRequiredSchema = z.object({
  error_message: z.string(),
  two_factor_required: z.literal(true),
});

export const accountIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
