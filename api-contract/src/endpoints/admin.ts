/**
 * Admin calls: account view and take-over (spec 01 §4, §7; spec 02 §6), business profiles,
 * SAML and discord bots (spec 02 §7).
 */
import { z } from 'zod';
import { accountIdParamsSchema, accountSchema, sessionResponseSchema } from '../schemas/account.ts';
import {
  adminBusinessProfileListSchema,
  adminBusinessProfileSchema,
  businessProfileFormSchema,
  businessProfileIdParamsSchema,
  discordBotBodySchema,
  discordBotListSchema,
  discordBotSchema,
  discordBotsQuerySchema,
  samlConfigSchema,
  samlQuerySchema,
  samlUpdateBodySchema,
} from '../schemas/admin.ts';
import { ROLES } from '../schemas/common.ts';
import { idParamsSchema } from '../schemas/paging.ts';
import { MANAGERS } from './accounts.ts';
import { endpoint } from './define.ts';

/** spec 01 §6: Admin BP and take-over are for a system admin. */
export const SYS_ADMIN_ONLY = [ROLES.SYS_ADMIN] as const;

export const adminGetAccount = endpoint('admin.account', 'GET', '/v1/admin/accounts/:id', {
  params: accountIdParamsSchema,
  response: accountSchema,
  access: { kind: 'session', roles: SYS_ADMIN_ONLY },
  summary: 'Admin view of any account',
});

/** Our choice (not in spec 01 §7's list): entering an account answers that account's session. */
export const adminTakeover = endpoint('admin.takeover', 'POST', '/v1/admin/accounts/:id/takeover', {
  params: accountIdParamsSchema,
  body: z.strictObject({}).optional(),
  response: sessionResponseSchema,
  status: 200,
  skipAuthRefresh: true,
  access: { kind: 'session', roles: SYS_ADMIN_ONLY },
  summary: 'Take over an account: a session for it with account.overtaken = true',
});

/**
 * spec 01 §7: exits take-over. The caller's session is the overtaken account's (any role), so the
 * route itself refuses (403) a session that is not a take-over.
 */
export const adminTakeoverRelease = endpoint(
  'admin.takeoverRelease',
  'DELETE',
  '/v1/admin/accounts/takeover',
  {
    response: sessionResponseSchema,
    skipAuthRefresh: true,
    summary: 'Leave a take-over: ends it and answers the system admin’s own session',
  },
);

export const adminListBusinessProfiles = endpoint(
  'admin.businessProfiles',
  'GET',
  '/v1/admin/business_profiles',
  {
    response: adminBusinessProfileListSchema,
    access: { kind: 'session', roles: SYS_ADMIN_ONLY },
    summary: 'Every business profile',
  },
);

export const adminGetBusinessProfile = endpoint(
  'admin.businessProfile',
  'GET',
  '/v1/admin/business_profiles/:id',
  {
    params: businessProfileIdParamsSchema,
    response: adminBusinessProfileSchema,
    access: { kind: 'session', roles: SYS_ADMIN_ONLY },
    summary: 'One business profile with its defaultAccount',
  },
);

/** multipart/form-data (name, logo, copied_business_profile_id) or JSON without a logo. */
export const adminCreateBusinessProfile = endpoint(
  'admin.businessProfileCreate',
  'POST',
  '/v1/admin/business_profiles',
  {
    body: businessProfileFormSchema,
    response: adminBusinessProfileSchema,
    access: { kind: 'session', roles: SYS_ADMIN_ONLY },
    summary: 'Create a business profile; copied_business_profile_id copies that profile’s configuration',
  },
);

export const adminUpdateBusinessProfile = endpoint(
  'admin.businessProfileUpdate',
  'PATCH',
  '/v1/admin/business_profiles/:id',
  {
    params: businessProfileIdParamsSchema,
    body: businessProfileFormSchema,
    response: adminBusinessProfileSchema,
    access: { kind: 'session', roles: SYS_ADMIN_ONLY },
    summary: 'Rename a business profile, replace its logo, or copy another profile’s configuration into it',
  },
);

export const adminGetSaml = endpoint(
  'admin.saml',
  'GET',
  '/v1/admin/business_profiles/preferences/sso/saml',
  {
    query: samlQuerySchema,
    response: samlConfigSchema,
    access: { kind: 'session', roles: MANAGERS },
    summary: 'SAML configuration of the caller’s profile (a system admin may name another)',
  },
);

export const adminUpdateSaml = endpoint(
  'admin.samlUpdate',
  'PUT',
  '/v1/admin/business_profiles/preferences/sso/saml',
  {
    body: samlUpdateBodySchema,
    response: samlConfigSchema,
    access: { kind: 'session', roles: MANAGERS },
    summary: 'Save the SAML configuration (idpLoginUrl, idpEntityId, idpCert, isActive)',
  },
);

export const adminListDiscordBots = endpoint(
  'admin.discordBots',
  'GET',
  '/v1/admin/business_profiles/discord_bots',
  {
    query: discordBotsQuerySchema,
    response: discordBotListSchema,
    access: { kind: 'session', roles: MANAGERS },
    summary: 'Discord bots of a business profile',
  },
);

/**
 * Our extension (issue 14: "add and remove" discord bots; the spec lists only the GET): a bot of
 * the caller's profile, or of the one a system admin names. Answers the bot.
 */
export const adminCreateDiscordBot = endpoint(
  'admin.discordBotCreate',
  'POST',
  '/v1/admin/business_profiles/discord_bots',
  {
    body: discordBotBodySchema,
    response: discordBotSchema,
    access: { kind: 'session', roles: MANAGERS },
    summary: "Add a discord bot ('Bot name already exists.' when taken in the profile)",
  },
);

/** Our extension: the bot stops listening; a bot of a profile the caller cannot reach is 404. */
export const adminDeleteDiscordBot = endpoint(
  'admin.discordBotDelete',
  'DELETE',
  '/v1/admin/business_profiles/discord_bots/:id',
  {
    params: idParamsSchema,
    response: z.undefined(),
    status: 204,
    responseType: 'empty',
    access: { kind: 'session', roles: MANAGERS },
    summary: 'Remove a discord bot',
  },
);
