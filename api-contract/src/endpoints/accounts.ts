/** Accounts, sign-up and invites (spec 01 §7 "Session and account", "Accounts and teams"). */
import { z } from 'zod';
import {
  accountIdParamsSchema,
  accountListQuerySchema,
  accountListSchema,
  accountSchema,
  accountUpdateBodySchema,
  invitedEmailSchema,
  inviteTokenQuerySchema,
  sessionResponseSchema,
  signUpBodySchema,
} from '../schemas/account.ts';
import { ROLES } from '../schemas/common.ts';
import { inviteCreateBodySchema, inviteListSchema, inviteSchema } from '../schemas/team.ts';
import { endpoint } from './define.ts';

/** spec 01 §6: People, Profiles and Teams are for those with settings -> index -> write. */
export const MANAGERS = [ROLES.SYS_ADMIN, ROLES.ADMIN] as const;
/** Our choice: agents read the profile's people too (assignee pickers); guests do not. */
export const MEMBERS = [ROLES.SYS_ADMIN, ROLES.ADMIN, ROLES.AGENT] as const;

export const listAccounts = endpoint('accounts.list', 'GET', '/v1/accounts', {
  query: accountListQuerySchema,
  response: accountListSchema,
  access: { kind: 'session', roles: MEMBERS },
  summary: 'Active accounts of the caller’s business profile (a system admin may name another)',
});

/** spec 01 §7: GET /accounts (response not shown): our choice, the same list on the legacy path. */
export const listAccountsLegacy = endpoint('accounts.listLegacy', 'GET', '/accounts', {
  query: accountListQuerySchema,
  response: accountListSchema,
  camelCaseResponse: true,
  access: { kind: 'session', roles: MEMBERS },
  summary: 'Legacy path of the account list',
});

/** Sign-up with an invite token; our choice: answers a session, so the new user is signed in. */
export const signUp = endpoint('accounts.signUp', 'POST', '/v1/accounts', {
  body: signUpBodySchema,
  response: sessionResponseSchema,
  skipAuthRefresh: true,
  access: { kind: 'public' },
  summary: "Create an account from an invite ('Email is already taken!')",
});

export const newAccount = endpoint('accounts.new', 'GET', '/v1/accounts/new', {
  query: inviteTokenQuerySchema,
  response: invitedEmailSchema,
  skipAuthRefresh: true,
  access: { kind: 'public' },
  summary: 'The invited e-mail for a team-member invite token',
});

export const updateAccount = endpoint('accounts.update', 'PATCH', '/v1/accounts/:id', {
  params: accountIdParamsSchema,
  body: accountUpdateBodySchema,
  response: accountSchema,
  access: { kind: 'session', roles: MANAGERS },
  summary: 'Change an account’s role and teams',
});

export const deleteAccount = endpoint('accounts.delete', 'DELETE', '/v1/accounts/:id', {
  params: accountIdParamsSchema,
  response: z.undefined(),
  status: 204,
  responseType: 'empty',
  access: { kind: 'session', roles: MANAGERS },
  summary: 'Delete an account (state becomes deleted = 2; its sessions end)',
});

export const createInvite = endpoint('accounts.invite', 'POST', '/v1/team_member_invites', {
  body: inviteCreateBodySchema,
  response: inviteSchema,
  access: { kind: 'session', roles: MANAGERS },
  summary: "Invite a team member by e-mail ('This email is already in use.'); the mail goes to the outbox",
});

/** Our choice: the pending invites, for the People screen. */
export const listInvites = endpoint('accounts.invites', 'GET', '/v1/team_member_invites', {
  response: inviteListSchema,
  access: { kind: 'session', roles: MANAGERS },
  summary: 'Pending invites of the caller’s business profile',
});

/** spec 01 §7: GET /example-csv, the sample file for bulk invites (API base). */
export const exampleCsv = endpoint('accounts.exampleCsv', 'GET', '/example-csv', {
  response: z.string(),
  responseType: 'text',
  camelCaseResponse: false,
  access: { kind: 'session', roles: MANAGERS },
  summary: 'Sample CSV for bulk invites (email, role, team names)',
});

/**
 * Our choice (issue 14: "resend and revoke invites"): a pending invite of the caller's profile
 * mailed again with a new link; the link of the earlier mail stops working.
 */
export const resendInvite = endpoint('accounts.inviteResend', 'POST', '/v1/team_member_invites/:id/resend', {
  params: accountIdParamsSchema,
  response: inviteSchema,
  status: 200,
  access: { kind: 'session', roles: MANAGERS },
  summary: 'Mail a pending invite again with a new link; the old link answers the invalid-invite message',
});

/** Our choice: withdraw a pending invite; its e-mailed link answers the invalid-invite message. */
export const revokeInvite = endpoint('accounts.inviteRevoke', 'DELETE', '/v1/team_member_invites/:id', {
  params: accountIdParamsSchema,
  response: z.undefined(),
  status: 204,
  responseType: 'empty',
  access: { kind: 'session', roles: MANAGERS },
  summary: 'Revoke a pending invite',
});
