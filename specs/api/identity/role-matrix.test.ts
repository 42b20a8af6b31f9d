/**
 * spec 01 §6, spec 02 §6: the role matrix. Every identity route × anonymous, shared-link viewer,
 * guest, agent, admin and system admin: refused routes answer 401 (no session) or 403 (role),
 * allowed ones get past the access check. Path ids name records that do not exist, so no call
 * here changes what the next one sees.
 */
import type { AnyEndpoint } from '@sl/api-contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startApp } from '../support/app.ts';
import {
  ACCESS,
  type Allowed,
  IDENTITY_ENDPOINTS,
  methodOf,
  ROLE_SETS,
  urlOf,
} from './identity-endpoints.ts';

const MOCK_TOKEN = 'matrix-admin-token';
let app: FastifyInstance;
beforeAll(async () => {
  // Every case signs in afresh, hundreds of sign-ins from one address: above the per-address
  // limit of issue 16 #4, which specs/api/security/auth-limits.test.ts proves.
  app = await startApp({ mockAdminToken: MOCK_TOKEN, authLimits: { addressMax: 100_000 } });
});
afterAll(() => app.close());

type Who = 'anonymous' | 'shared-link viewer' | 'guest' | 'agent' | 'admin' | 'sysadmin';
const ROLE_OF: Record<Who, number | null> = {
  anonymous: null,
  'shared-link viewer': null,
  guest: 4,
  agent: 2,
  admin: 1,
  sysadmin: 0,
};
const EMAIL: Partial<Record<Who, string>> = {
  guest: 'guest@acme.test',
  agent: 'agent@acme.test',
  admin: 'admin@acme.test',
  sysadmin: 'sysadmin@acme.test',
};

/** What the identity must get: refused with 401 or 403, or let through. */
function expected(allowed: Allowed, who: Who): 401 | 403 | 'through' {
  const role = ROLE_OF[who];
  switch (allowed) {
    case 'public':
      return 'through';
    case 'mock-admin':
      // Without the control token everyone is refused, signed in or not.
      return 401;
    case 'signed-in':
      return role === null ? 401 : 'through';
    case 'overtaken-session':
      // Only a take-over session may leave one; the take-over spec proves the allowed case.
      return role === null ? 401 : 403;
    default:
      if (role === null) return 401;
      return ROLE_SETS[allowed].includes(role) ? 'through' : 403;
  }
}

async function headersFor(who: Who): Promise<Record<string, string>> {
  if (who === 'anonymous') return {};
  // spec 01 §6: an anonymous viewer of a shared dashboard sends the code as a header, no session.
  if (who === 'shared-link viewer') return { 'shared-link-code': 'shared-code-of-a-dashboard' };
  return (await signIn(app, EMAIL[who] as string)).headers;
}

const send = (ep: AnyEndpoint, headers: Record<string, string>) =>
  app.inject({
    method: methodOf(ep),
    url: urlOf(ep),
    headers,
    ...(methodOf(ep) === 'GET' || methodOf(ep) === 'DELETE' ? {} : { payload: {} }),
  });

describe('spec 01 §6: every identity route declares who may call it', () => {
  it('the matrix names exactly the contract entries of the identity domains', () => {
    expect(IDENTITY_ENDPOINTS.map((e) => e.id).sort()).toEqual(Object.keys(ACCESS).sort());
  });

  it.each(IDENTITY_ENDPOINTS.map((e) => [e.id, e] as const))(
    '%s declares the access in the matrix',
    (id, ep) => {
      const allowed = ACCESS[id];
      if (allowed === 'public' || allowed === 'mock-admin') expect(ep.access.kind).toBe(allowed);
      else expect(ep.access.kind).toBe('session');
      if (ep.access.kind === 'session') {
        const roles = ep.access.roles ? [...ep.access.roles].sort() : undefined;
        if (allowed === 'signed-in' || allowed === 'overtaken-session') expect(roles).toBeUndefined();
        else expect(roles).toEqual([...ROLE_SETS[allowed as keyof typeof ROLE_SETS]].sort());
        // Shared-link codes open dashboard calls only, never an identity route.
        expect(ep.access.sharedLink ?? false).toBe(false);
      }
    },
  );
});

const WHO: Who[] = ['anonymous', 'shared-link viewer', 'guest', 'agent', 'admin', 'sysadmin'];

describe.each(WHO)('spec 01 §6: the role matrix for %s', (who) => {
  it.each(IDENTITY_ENDPOINTS.map((e) => [`${methodOf(e)} ${e.path}`, e] as const))(
    '%s',
    async (_name, ep) => {
      const want = expected(ACCESS[ep.id], who);
      const res = await send(ep, await headersFor(who));
      if (want === 'through') {
        // Public session calls carry their own credential (password, refresh token, host cookie)
        // and may answer 401 for a bad one; nothing let through answers 403 or 5xx.
        const refusals = ACCESS[ep.id] === 'public' ? [403] : [401, 403];
        expect(refusals, `${res.statusCode} ${res.body}`).not.toContain(res.statusCode);
        expect(res.statusCode).toBeLessThan(500);
      } else {
        expect(res.statusCode, res.body).toBe(want);
      }
    },
  );
});

describe('the control API with its token (MOCK_ADMIN_TOKEN)', () => {
  const reads = IDENTITY_ENDPOINTS.filter((e) => e.access.kind === 'mock-admin' && e.method === 'GET');
  it.each(reads.map((e) => [e.id, e] as const))('%s answers with the right token', async (_id, ep) => {
    const res = await send(ep, { 'x-mock-admin-token': MOCK_TOKEN });
    expect(res.statusCode).toBe(200);
  });

  it('a wrong token is refused with 401', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/__mock/outbox',
      headers: { 'x-mock-admin-token': 'nope' },
    });
    expect(res.statusCode).toBe(401);
  });
});
