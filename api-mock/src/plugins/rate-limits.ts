/**
 * issue 16 #4: sign-in, two-factor and password reset are rate limited, with @fastify/rate-limit
 * (its in-memory LRU store keeps the counters bounded):
 * - per address: every call to these routes counts, so no one address can guess at speed;
 * - per account: failed attempts (a wrong password or code) count, and the account's sign-in and
 *   code checks stop for the window after `accountFailures` of them, whoever sends them;
 * - per e-mail: password-reset mails, so nobody can flood an inbox.
 * Each refusal is a 429 that says when to try again, with Retry-After.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { AnyEndpoint } from '@sl/api-contract/endpoints';
import { session } from '@sl/api-contract/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { routeUrl } from '../lib/contract-route.ts';
import { hookRoutes } from '../lib/route-hooks.ts';
import { HttpError } from './errors.ts';

export interface AuthLimits {
  /** Calls per address per window to the sign-in, two-factor and password-reset routes. */
  addressMax: number;
  addressWindowMs: number;
  /** Failed attempts per account per window before its sign-in and code checks stop. */
  accountFailures: number;
  accountWindowMs: number;
  /** Password-reset mails per e-mail address per window. */
  resetMails: number;
  resetWindowMs: number;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  addressMax: 120,
  addressWindowMs: 60_000,
  accountFailures: 10,
  accountWindowMs: 15 * 60_000,
  resetMails: 5,
  resetWindowMs: 60 * 60_000,
};

type AccountKey = (request: FastifyRequest) => string | null;

const emailKey: AccountKey = (request) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? `email:${email.trim().toLowerCase()}` : null;
};
const callerKey: AccountKey = (request) =>
  request.identity?.kind === 'account' ? `account:${request.identity.account.id}` : null;

/** The limited routes; those with an account key count failures against that account. */
const LIMITED: readonly [AnyEndpoint, AccountKey | null][] = [
  [session.createSession, emailKey],
  [session.checkTwoFactorCode, callerKey],
  [session.setupTwoFactor, callerKey],
  [session.activateTwoFactor, callerKey],
  [session.regenerateBackupCodes, callerKey],
  [session.requestPasswordReset, null],
  [session.checkPasswordResetToken, null],
  [session.resetPassword, null],
];
/** A wrong password or code: 401 at sign-in, 422 on the two-factor routes. */
const FAILED = new Set([401, 422]);

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

function refuse(reply: FastifyReply, ttlMs: number, message: string): never {
  reply.header('retry-after', String(Math.max(1, Math.ceil(ttlMs / 1000))));
  throw new HttpError(429, message);
}

export default fp(async function rateLimits(app: FastifyInstance, opts: { limits?: Partial<AuthLimits> }) {
  const limits = { ...DEFAULT_AUTH_LIMITS, ...opts.limits };
  // Declared up front, so every request object has the same shape (issue 17).
  app.decorateRequest('accountLimitKey', null);
  await app.register(fastifyRateLimit, { global: false });
  const byAddress = app.createRateLimit({ max: limits.addressMax, timeWindow: limits.addressWindowMs });
  const accountFailures = app.createRateLimit({
    max: limits.accountFailures,
    timeWindow: limits.accountWindowMs,
    keyGenerator: (request) => request.accountLimitKey ?? '',
  });
  const resetMails = app.createRateLimit({
    max: limits.resetMails,
    timeWindow: limits.resetWindowMs,
    keyGenerator: (request) => emailKey(request) ?? '',
  });
  const routes = new Map(LIMITED.map(([ep, key]) => [`${ep.method} ${routeUrl(ep)}`, { ep, key }]));
  // Both hooks go on the limited routes only (issue 17: no per-request cost for the others).
  const limited = ({ method, url }: { method: string; url: string }) => routes.has(`${method} ${url}`);

  hookRoutes(app, 'preHandler', limited, async (request, reply) => {
    const route = routes.get(`${request.method} ${request.routeOptions.url}`);
    if (!route) return;
    const address = await byAddress(request);
    if (!address.isAllowed && address.isExceeded) {
      refuse(
        reply,
        address.ttl,
        `Too many attempts from your address. Try again in ${Math.ceil(address.ttl / 1000)} seconds.`,
      );
    }
    const key = route.key?.(request) ?? null;
    if (key) {
      request.accountLimitKey = key;
      const failures = await accountFailures(request, { increment: false });
      if (!failures.isAllowed && failures.remaining === 0) {
        refuse(
          reply,
          failures.ttl,
          `Too many failed attempts for this account. Try again in ${minutes(failures.ttl)} minutes.`,
        );
      }
    }
    if (route.ep === session.requestPasswordReset && emailKey(request)) {
      const mails = await resetMails(request);
      if (!mails.isAllowed && mails.isExceeded) {
        refuse(
          reply,
          mails.ttl,
          `Too many password reset e-mails for this address. Try again in ${minutes(mails.ttl)} minutes.`,
        );
      }
    }
  });

  hookRoutes(app, 'onSend', limited, async (request, reply, payload) => {
    if (!request.accountLimitKey || !FAILED.has(reply.statusCode)) return payload;
    // The first step of a two-factor sign-in (right password, no code yet) is not a failure.
    const asked = (request.body as { otp_code?: unknown } | undefined)?.otp_code;
    if (!asked && typeof payload === 'string' && payload.includes('"two_factor_required":true'))
      return payload;
    await accountFailures(request);
    return payload;
  });
});

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on limited routes: whose failed attempts this request counts against (null: none). */
    accountLimitKey: string | null;
  }
}
