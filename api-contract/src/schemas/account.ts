/** Account, business profile and session shapes on the wire (spec 01 §3). */
import { z } from 'zod';
import { roleSchema } from './common.ts';

export const businessProfileRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_url: z.string().nullable(),
  active_accounts_count: z.number().int(),
  /**
   * Our choice (issue 11 "Time"): the profile's IANA time zone (spec 02 §7 seed data: a business
   * profile has a timeZone; a user's preferences carry their businessProfile), 'UTC' when the
   * profile has none (spec 02 mock defaults: the time zone falls back to UTC). The web app shows
   * and cuts every date in it (web/src/lib/time-zone.ts).
   */
  time_zone: z.string(),
});

export const teamRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** scope -> permission -> action -> number (spec 01 §3). */
export const permissionsSchema = z.record(z.string(), z.record(z.string(), z.record(z.string(), z.number())));

/** Our choice: the helper tab's default settings (spec 01 §7 does not show the payload). */
export const HELPER_TONES = ['neutral', 'friendly', 'formal'] as const;
export const HELPER_ANSWER_LENGTHS = ['short', 'medium', 'long'] as const;
export const helperDefaultSettingsSchema = z.strictObject({
  language: z.string().min(2, 'It is too short!').max(10, 'It is too long!').nullable(),
  tone: z.enum(HELPER_TONES, { error: 'Wrong value!' }),
  answer_length: z.enum(HELPER_ANSWER_LENGTHS, { error: 'Wrong value!' }),
});

export const accountPreferencesSchema = z.object({
  ui: z.object({
    default_dashboard_streams: z.array(z.number().int()),
    helper_default_settings: helperDefaultSettingsSchema,
  }),
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

export const sessionCreateBodySchema = z.strictObject({
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

/** Our choice: the body says whether two-factor is pending (read by the login screen: sign-in-form.ts). */
export { twoFactorRequiredSchema } from './sign-in-form.ts';

export const accountIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** spec 01 §5: password rules, the one implementation (the mock and the web forms both use it). */
export const PASSWORD_MIN_LENGTH = 8;
export function passwordRuleErrors(password: string, confirmation?: string): Record<string, string[]> {
  const errors: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) errors.push('It is too short!');
  if (!/\d/.test(password)) errors.push('Must contain a digit!');
  if (!/\p{Ll}/u.test(password)) errors.push('Must contain a lowercase letter!');
  if (!/\p{Lu}/u.test(password)) errors.push('Must contain an uppercase letter!');
  if (!/[^\p{L}\p{N}\s]/u.test(password)) errors.push('Must contain a special character!');
  const out: Record<string, string[]> = {};
  if (errors.length) out.password = errors;
  if (confirmation !== undefined && confirmation !== password) {
    out.password_confirmation = ['Must be the same as password!'];
  }
  return out;
}

const requiredString = (max: number) =>
  z
    .string({ error: 'Should not be empty!' })
    .trim()
    .min(1, 'Should not be empty!')
    .max(max, 'It is too long!');
const emailField = requiredString(320).pipe(z.email({ error: 'Email address is not valid!' }));
const passwordField = z
  .string({ error: 'Should not be empty!' })
  .min(1, 'Should not be empty!')
  .max(200, 'It is too long!');

/** The login form's rules, in zod/mini for the login page's size (decision record 013). */
export { signInFormSchema } from './sign-in-form.ts';

export const accountListSchema = z.array(accountSchema);

/** GET /v1/accounts (spec 01 §7 "Accounts and teams"). */
export const accountListQuerySchema = z.strictObject({
  business_profile_id: z.coerce.number().int().positive().optional(),
});

/** POST /v1/accounts: sign-up with an invite token (spec 01 §7). */
export const signUpBodySchema = z.strictObject({
  account: z.strictObject({
    first_name: requiredString(100),
    last_name: requiredString(100),
    email: emailField,
    password: passwordField,
    password_confirmation: passwordField,
  }),
  team_member_invite_token: requiredString(200),
});

export const inviteTokenQuerySchema = z.strictObject({ team_member_invite_token: requiredString(200) });
export const invitedEmailSchema = z.object({ email: z.string() });

/** PATCH /v1/accounts/{id} {role, team_ids}. */
export const accountUpdateBodySchema = z.strictObject({
  role: roleSchema.optional(),
  team_ids: z.array(z.number().int().positive()).max(100, 'You have chosen too many elements!').optional(),
});

/** Password reset (spec 01 §7): request by e-mail, check the token, set the new password. */
export const passwordResetRequestBodySchema = z.strictObject({ email: emailField });
export const passwordResetTokenQuerySchema = z.strictObject({ token: requiredString(200) });
export const passwordResetBodySchema = z.strictObject({
  account: z.strictObject({ password: passwordField, password_confirmation: passwordField }),
  token: requiredString(200),
});
/** Our choice: the request answers the same whether or not the e-mail exists. */
export const passwordResetRequestedSchema = z.object({ message: z.string() });
export const passwordResetTokenSchema = z.object({ email: z.string() });

/** PUT /v1/accounts/preferences/general. */
export const generalPreferencesBodySchema = z.strictObject({
  url_warning: z.boolean().optional(),
  review_on_reply: z.boolean().optional(),
  direct_email_to_network: z.boolean().optional(),
});

/** Our choice: the default dashboard streams are a list of stream ids. */
export const defaultStreamsBodySchema = z.strictObject({
  default_dashboard_streams: z
    .array(z.number().int().positive())
    .max(50, 'You have chosen too many elements!'),
});

export const helperDefaultSettingsBodySchema = z.strictObject({
  default_settings: helperDefaultSettingsSchema,
});

/** Two-factor (spec 01 §7): setup gives a secret and its otpauth:// URI for an authenticator app. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string() });
export const otpCodeBodySchema = z.strictObject({
  otp_code: z
    .string({ error: 'Should not be empty!' })
    .trim()
    .min(1, 'Should not be empty!')
    .max(64, 'It is too long!'),
});
/**
 * issue 16 #3: while two-factor is on, setting it up again or regenerating the backup codes needs
 * a current code (TOTP or backup) or the password, so a stolen bearer token alone cannot replace
 * the second factor. Both optional here: the mock says which one is missing.
 */
export const twoFactorProofBodySchema = z.strictObject({
  otp_code: z.string().trim().max(64, 'It is too long!').optional(),
  password: z.string().max(200, 'It is too long!').optional(),
});
/** spec 02 §7: ten single-use backup codes. */
export const backupCodesSchema = z.object({ backup_codes: z.array(z.string()) });
export const twoFactorCheckSchema = z.object({ valid: z.literal(true) });

export const emptyBodySchema = z.strictObject({});
