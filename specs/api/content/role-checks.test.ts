/**
 * spec 01 §6, spec 02 §6: who may call the content and dashboard routes. Every entry of these
 * domains has a line in CONTENT_ACCESS, its declared access matches that line, and the mock
 * enforces it: anonymous callers get 401, guests cannot write (403), agents cannot reach the
 * admin routes (rules, e-mail reports, mailers, channel users: 403), and only profile 11 or a
 * system admin reads moderation events. Path ids name records that
 * do not exist, so an allowed call here changes nothing the next one sees.
 */
import type { AnyEndpoint } from '@sl/api-contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { methodOf, urlOf } from '../identity/identity-endpoints.ts';
import { signIn, startApp } from '../support/app.ts';
import { CONTENT_ACCESS, CONTENT_ENDPOINTS, CONTENT_ROLES, type ContentAccess } from './content-endpoints.ts';

let app: FastifyInstance;
const headers: Record<string, Record<string, string>> = { anonymous: {} };
beforeAll(async () => {
  app = await startApp();
  headers.guest = (await signIn(app, 'guest@acme.test')).headers;
  headers.agent = (await signIn(app, 'agent@acme.test')).headers;
});
afterAll(() => app.close());

type Who = 'anonymous' | 'guest' | 'agent';
const ROLE: Record<Who, number | null> = { anonymous: null, guest: 4, agent: 2 };

function expected(access: ContentAccess, who: Who): 401 | 403 | 'through' {
  const role = ROLE[who];
  if (role === null) return 401;
  if (access === 'read' || access === 'own') return 'through';
  // Both callers here are of Acme (profile 1), not of the moderation profile.
  if (access === 'moderation') return 403;
  return CONTENT_ROLES[access].includes(role) ? 'through' : 403;
}

const declared = (ep: AnyEndpoint): ContentAccess | 'other' => {
  const a = ep.access;
  if (a.kind !== 'session') return 'other';
  const roles = [...(a.roles ?? [])].sort().join(',');
  if (roles === '') return 'read';
  if (roles === CONTENT_ROLES.write.join(',')) return 'write';
  if (roles === CONTENT_ROLES.admin.join(',')) return 'admin';
  return 'other';
};

const table = CONTENT_ENDPOINTS.flatMap((ep) =>
  (['anonymous', 'guest', 'agent'] as const).map(
    (who) => [`${methodOf(ep)} ${ep.path} as ${who}`, ep, who] as const,
  ),
);

describe('spec 01 §6: every content route declares who may call it', () => {
  it('the table names exactly the contract entries of the content and dashboard domains', () => {
    expect(CONTENT_ENDPOINTS.map((e) => e.id).sort()).toEqual(Object.keys(CONTENT_ACCESS).sort());
  });

  it.each(CONTENT_ENDPOINTS.map((ep) => [ep.id, ep] as const))(
    '%s declares the access of its line',
    (id, ep) => {
      const want = CONTENT_ACCESS[id];
      expect(declared(ep)).toBe(want === 'own' || want === 'moderation' ? 'read' : want);
      // A call that changes records is never open to every role unless it only touches the caller's own.
      const writes = methodOf(ep) !== 'GET' && !ep.readViaPost;
      if (writes) expect(want, `${id} writes`).not.toBe('read');
    },
  );

  it.each(table)('%s', async (_name, ep, who) => {
    const method = methodOf(ep);
    const res = await app.inject({
      method,
      url: urlOf(ep),
      headers: { ...headers[who], ...(ep.readViaPost ? { 'x-http-method-override': 'GET' } : {}) },
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });
    const want = expected(CONTENT_ACCESS[ep.id], who);
    if (want === 'through') expect([401, 403], res.body).not.toContain(res.statusCode);
    else expect(res.statusCode, res.body).toBe(want);
    expect(res.statusCode, res.body).toBeLessThan(500);
  });
});
