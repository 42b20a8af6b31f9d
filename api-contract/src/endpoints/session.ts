/** Session and account calls (spec 01 §7 "Session and account"). */
import { z } from 'zod';
import {
  accountIdParamsSchema,
  accountSchema,
  sessionCreateBodySchema,
  sessionResponseSchema,
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
  body: z.object({ check_old_ui_authorization: z.boolean().optional() }),
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
