/**
 * issue 16 #8, the smaller findings: strict integer ids on every route, the CSV formula guard
 * after leading whitespace, guests do not write account events, the journal redacts tokens,
 * security headers on the app and the API, and a reset without a body.
 */
import { csvField } from '@sl/api-mock/csv';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startApp } from '../support/app.ts';

let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await startApp();
  admin = (await signIn(app, 'admin@acme.test')).headers;
});
afterAll(() => app.close());

describe('issue 16 #8: ids are plain decimal integers', () => {
  it.each(['0x2', '2e0', '+2', '%202', '2.0', '0b10'])(
    'GET /v1/accounts/%s answers 400, not account 2',
    async (id) => {
      const res = await app.inject({ method: 'GET', url: `/api/v1/accounts/${id}`, headers: admin });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.id).toBeDefined();
    },
  );

  it('DELETE /v1/teams/0x4 deletes nothing; the team is still there', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/v1/teams', headers: admin })).json();
    const id = before.teams?.[0]?.id ?? before[0]?.id;
    expect(id).toEqual(expect.any(Number));
    const hex = `0x${id.toString(16)}`;
    const res = await app.inject({ method: 'DELETE', url: `/api/v1/teams/${hex}`, headers: admin });
    expect(res.statusCode).toBe(400);
    const after = (await app.inject({ method: 'GET', url: '/api/v1/teams', headers: admin })).json();
    expect(after).toEqual(before);
  });

  it('an id in the query is strict too; a plain one still works', async () => {
    const sys = (await signIn(app, 'sysadmin@acme.test')).headers;
    const bad = await app.inject({
      method: 'GET',
      url: '/api/v1/teams?business_profile_id=0x1',
      headers: sys,
    });
    expect(bad.statusCode).toBe(400);
    const good = await app.inject({
      method: 'GET',
      url: '/api/v1/teams?business_profile_id=1',
      headers: sys,
    });
    expect(good.statusCode).toBe(200);
  });
});

describe('issue 16 #8: CSV formula guard', () => {
  it.each([
    ['=1+1', "'=1+1"],
    [' =1+1', "' =1+1"],
    ['\t=cmd', "'\t=cmd"],
    ['\r=cmd', '"\'\r=cmd"'],
    ['\n@SUM(A1)', '"\'\n@SUM(A1)"'],
    ['  -2+3', "'  -2+3"],
    ['\tplain', "'\tplain"],
    ['plain text', 'plain text'],
    ['a=b', 'a=b'],
  ])('%j is written as %j', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('numbers stay numbers', () => {
    expect(csvField(-5)).toBe('-5');
  });
});

describe('issue 16 #8: guests do not write account events', () => {
  it('a guest POST /v1/account_events answers 403; an agent records one', async () => {
    const guest = (await signIn(app, 'guest@acme.test')).headers;
    const body = { label: 'opened_custom_topics', description: 'Custom Topics' };
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1/account_events',
      headers: guest,
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    const agent = (await signIn(app, 'agent@acme.test')).headers;
    const ok = await app.inject({
      method: 'POST',
      url: '/api/v1/account_events',
      headers: agent,
      payload: body,
    });
    expect(ok.statusCode).toBeLessThan(300);
  });
});

describe('issue 16 #8: the journal redacts tokens in URLs and bodies', () => {
  it('request bodies are never journalled: a password and a reset token sent in bodies appear nowhere', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/v1/session',
      payload: { email: 'nobody@acme.test', password: 'B0dy-s3cret-password!' },
    });
    await app.inject({
      method: 'PUT',
      url: '/api/v1/accounts/preferences/security/password_reset',
      payload: { token: 'b0dy-reset-token', password: 'X', password_confirmation: 'X' },
    });
    const journal = await app.inject({ method: 'GET', url: '/api/__mock/journal?limit=1000' });
    expect(journal.json().entries.at(-1).url).toBe('/api/v1/accounts/preferences/security/password_reset');
    expect(journal.body).not.toContain('B0dy-s3cret-password!');
    expect(journal.body).not.toContain('b0dy-reset-token');
  });

  it('a reset token in the query is journalled as [redacted]', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/v1/accounts/preferences/security/password_reset?token=s3cret-reset-token',
    });
    const journal = await app.inject({ method: 'GET', url: '/api/__mock/journal?limit=1000' });
    expect(journal.body).not.toContain('s3cret-reset-token');
    expect(journal.body).toContain('token=[redacted]');
  });
});

describe('issue 16 #8: security headers', () => {
  it('the API sends nosniff, a frame-ancestors none CSP and a Referrer-Policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/teams', headers: admin });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('issue 16 #8: POST /api/__mock/reset without a body', () => {
  it('works (curl -X POST …/__mock/reset sends no body and no content type)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/__mock/reset' });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('default');
  });
});
