/**
 * Who may drive the mock (issue 16 #1). The control API can read every password-reset mail, so
 * anyone who reaches it can take over any account: it answers only a caller with the admin
 * token, or, when the server runs without one, a caller on this machine — and never a page of
 * another origin (CORS and DNS rebinding). The x-mock-fault / x-mock-delay headers obey the same
 * rule, since a stray header could otherwise hang every request of a shared server.
 */
import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors.ts';

export const ADMIN_TOKEN_HEADER = 'x-mock-admin-token';

export interface ControlAccess {
  /** MOCK_ADMIN_TOKEN; undefined when the server runs without one. */
  adminToken?: string;
  /** --unsafe-open-control: the operator chose an open control API on a non-loopback address. */
  unsafeOpenControl: boolean;
  /** Origins other than the app's own that may call with credentials (CORS_ORIGINS). */
  corsOrigins: readonly string[];
}

/** 127.0.0.0/8, ::1 and `localhost` names: only this machine reaches them. */
export function isLoopbackHost(hostname: string): boolean {
  const name = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIP(name) === 4) return name.startsWith('127.');
  if (isIP(name) === 6) return name === '::1' || name === '::ffff:127.0.0.1';
  return false;
}

/** The hostname of a Host header (`localhost:4000`, `[::1]:4000`). */
export function hostnameOf(hostHeader: string | undefined): string {
  if (!hostHeader) return '';
  const bracket = /^\[([^\]]+)\]/.exec(hostHeader);
  return bracket ? bracket[1] : hostHeader.replace(/:\d+$/, '');
}

/**
 * Whether the server may listen on `host` with these settings; the message says what to do.
 * A non-loopback address needs a non-empty admin token unless --unsafe-open-control is given.
 */
export function checkListenAddress(
  host: string,
  access: Pick<ControlAccess, 'adminToken' | 'unsafeOpenControl'>,
): { ok: true } | { ok: false; message: string } {
  if (isLoopbackHost(host) || access.adminToken || access.unsafeOpenControl) return { ok: true };
  return {
    ok: false,
    message: [
      `Refusing to listen on ${host} without MOCK_ADMIN_TOKEN.`,
      'The mock control API (/api/__mock) reads every password-reset e-mail, so anyone who can reach',
      'this address could take over any account. Either set MOCK_ADMIN_TOKEN=<a long random value>',
      '(control calls then need header x-mock-admin-token), listen on loopback (HOST=127.0.0.1), or',
      'pass --unsafe-open-control if every machine that can reach this address is trusted.',
    ].join('\n'),
  };
}

const sameSecret = (given: unknown, expected: string): boolean => {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** An Origin header the API trusts: the app's own (same host) or one of CORS_ORIGINS. */
export function originAllowed(request: FastifyRequest, corsOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (corsOrigins.includes(origin)) return true;
  const host = request.headers.host;
  return !!host && (origin === `http://${host}` || origin === `https://${host}`);
}

/** Throws unless the caller may use the control API (or the fault headers). */
export function assertControlAccess(request: FastifyRequest, access: ControlAccess): void {
  if (!originAllowed(request, access.corsOrigins) || request.headers['sec-fetch-site'] === 'cross-site') {
    throw new HttpError(403, 'The mock control API does not answer pages of other origins.');
  }
  if (access.adminToken) {
    if (!sameSecret(request.headers[ADMIN_TOKEN_HEADER], access.adminToken)) {
      throw new HttpError(401, `The mock control API needs header ${ADMIN_TOKEN_HEADER}.`);
    }
    return;
  }
  // Without a token only this machine may drive the mock; a DNS-rebound name (evil.example
  // resolving to 127.0.0.1) is not this machine's name, so its pages are refused too.
  if (!access.unsafeOpenControl && !isLoopbackHost(hostnameOf(request.headers.host))) {
    throw new HttpError(
      403,
      `The mock control API without MOCK_ADMIN_TOKEN answers only requests to localhost or 127.0.0.1.`,
    );
  }
}

/** The start-up banner's lines about who can reach the server and its control API. */
export function safetyLines(settings: {
  host: string;
  adminToken?: string;
  unsafeOpenControl: boolean;
  corsOrigins: readonly string[];
}): string[] {
  const loopback = isLoopbackHost(settings.host);
  const reach = loopback
    ? `Listening on ${settings.host}: only this machine can connect (a development server).`
    : `Listening on ${settings.host}: other machines can connect.`;
  const control = settings.adminToken
    ? 'Control API (/api/__mock, x-mock-fault, x-mock-delay): needs header x-mock-admin-token.'
    : settings.unsafeOpenControl
      ? 'Control API: OPEN to anyone who can connect (--unsafe-open-control): they can take over any account.'
      : 'Control API: no token; answers only requests to localhost from this machine.';
  const cors = settings.corsOrigins.length
    ? `Other origins allowed (CORS_ORIGINS): ${settings.corsOrigins.join(', ')}`
    : 'Other origins allowed: none (set CORS_ORIGINS to add one).';
  return [`  Safety:   ${reach}`, `            ${control}`, `            ${cors}`];
}
