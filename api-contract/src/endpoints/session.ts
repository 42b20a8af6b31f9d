/** Session and account calls (spec 01 §7 "Session and account"). */
import { z } from 'zod';
import {
  accountIdParamsSchema,
  accountSchema,
  backupCodesSchema,
  defaultStreamsBodySchema,
  generalPreferencesBodySchema,
  helperDefaultSettingsBodySchema,
  otpCodeBodySchema,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  passwordResetRequestedSchema,
  passwordResetTokenQuerySchema,
  passwordResetTokenSchema,
  sessionCreateBodySchema,
  sessionResponseSchema,
  twoFactorCheckSchema,
  twoFactorProofBodySchema,
  twoFactorSetupSchema,
} from '../schemas/account.ts';
import { endpoint } from './define.ts';

export const createSession = endpoint('session.create', 'POST', '/v1/session', {
  body: sessionCreateBodySchema,
  response: sessionResponseSchema,
  status: 200,
  skipAuthRefresh: true,
  access: { kind: 'public' },
  summary: 'Sign in with e-mail, password and, when two-factor is on, a TOTP or backup code',
});

export const deleteSession = endpoint('session.delete', 'DELETE', '/v1/session', {
  response: z.object({}),
  status: 200,
  skipAuthRefresh: true,
  summary: 'Sign out: revokes the session tokens',
});

export const getAccount = endpoint('accounts.get', 'GET', '/v1/accounts/:id', {
  params: accountIdParamsSchema,
  response: accountSchema,
  summary: 'Validate the current user (spec 01 §2 start-up)',
});

/** spec 01 §4: the refresh call, carrying the refresh token as bearer. */
export const refreshSession = endpoint('session.refresh', 'PUT', '/v1/session', {
  body: z.strictObject({ check_old_ui_authorization: z.boolean().optional() }),
  response: sessionResponseSchema,
  skipAuthRefresh: true,
  access: { kind: 'public' },
  summary: 'Exchange the refresh token (sent as bearer) for new tokens',
});

/** spec 01 §7: the legacy token call on the host base, the second step of recovery. */
export const hostToken = endpoint('session.hostToken', 'GET', '/accounts/token', {
  base: 'host',
  response: sessionResponseSchema,
  skipAuthRefresh: true,
  camelCaseResponse: true,
  access: { kind: 'public' },
  summary: 'Current token and account from the host session cookie',
});

/** spec 01 §7: after DELETE /v1/session, a GET to the legacy logout path on the host base. */
export const hostLogout = endpoint('session.hostLogout', 'GET', '/accounts/logout', {
  base: 'host',
  response: z.object({}),
  skipAuthRefresh: true,
  access: { kind: 'public' },
  summary: 'Legacy logout on the host: clears the host session cookie',
});

const SECURITY = '/v1/accounts/preferences/security';

/** spec 01 §7: password reset, request. Our choice: 200 whether or not the e-mail exists. */
export const requestPasswordReset = endpoint(
  'session.passwordResetRequest',
  'POST',
  `${SECURITY}/password_reset`,
  {
    body: passwordResetRequestBodySchema,
    response: passwordResetRequestedSchema,
    status: 200,
    skipAuthRefresh: true,
    access: { kind: 'public' },
    summary: 'Send a password-reset e-mail (it lands in the mock outbox)',
  },
);

export const checkPasswordResetToken = endpoint(
  'session.passwordResetCheck',
  'GET',
  `${SECURITY}/password_reset`,
  {
    query: passwordResetTokenQuerySchema,
    response: passwordResetTokenSchema,
    skipAuthRefresh: true,
    access: { kind: 'public' },
    summary: 'Check a password-reset token; answers the e-mail it was sent to',
  },
);

export const resetPassword = endpoint('session.passwordReset', 'PUT', `${SECURITY}/password_reset`, {
  body: passwordResetBodySchema,
  response: z.object({}),
  skipAuthRefresh: true,
  access: { kind: 'public' },
  summary: 'Set a new password with a reset token (spec 01 §5 password rules)',
});

/** spec 01 §7: two-factor setup gives a secret and an otpauth:// URI. */
export const setupTwoFactor = endpoint(
  'session.twoFactorSetup',
  'POST',
  `${SECURITY}/two_factor_authentication/setup`,
  {
    body: twoFactorProofBodySchema.optional(),
    response: twoFactorSetupSchema,
    status: 200,
    summary: 'Start two-factor setup: a new TOTP secret and its otpauth:// URI',
  },
);

export const activateTwoFactor = endpoint(
  'session.twoFactorActivate',
  'POST',
  `${SECURITY}/two_factor_authentication/activate`,
  {
    body: otpCodeBodySchema,
    response: backupCodesSchema,
    status: 200,
    summary: 'Turn two-factor on with a code from the app; answers 10 single-use backup codes',
  },
);

export const regenerateBackupCodes = endpoint(
  'session.twoFactorRegenerate',
  'POST',
  `${SECURITY}/two_factor_authentication/regenerate_backup_codes`,
  {
    body: twoFactorProofBodySchema.optional(),
    response: backupCodesSchema,
    status: 200,
    summary: 'Replace the backup codes with 10 new ones (the old ones stop working)',
  },
);

/** spec 01 §7: POST accounts/two_factor_authentications, a one-time code check (API base). */
export const checkTwoFactorCode = endpoint(
  'session.twoFactorCheck',
  'POST',
  '/accounts/two_factor_authentications',
  {
    body: otpCodeBodySchema,
    response: twoFactorCheckSchema,
    status: 200,
    camelCaseResponse: true,
    summary: "Check a TOTP or backup code for the signed-in account; 422 'Invalid otp code'",
  },
);

export const updateGeneralPreferences = endpoint(
  'session.generalPreferences',
  'PUT',
  '/v1/accounts/preferences/general',
  {
    body: generalPreferencesBodySchema,
    response: accountSchema,
    summary: 'Update url_warning, review_on_reply, direct_email_to_network',
  },
);

export const updateDefaultStreams = endpoint(
  'session.defaultStreams',
  'PUT',
  '/v1/accounts/preferences/ui/default_streams',
  {
    body: defaultStreamsBodySchema,
    response: accountSchema,
    summary: 'Set the default dashboard streams (payload our choice)',
  },
);

/** spec 01 §7: PUT accounts/preferences/ui/tabs/helper/default_settings (API base, no /v1). */
export const updateHelperDefaultSettings = endpoint(
  'session.helperDefaultSettings',
  'PUT',
  '/accounts/preferences/ui/tabs/helper/default_settings',
  {
    body: helperDefaultSettingsBodySchema,
    response: accountSchema,
    camelCaseResponse: true,
    summary: 'Set the helper tab default settings (payload our choice)',
  },
);
