import { MESSAGES } from '@sl/api-contract/schemas/errors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signIn, startApp } from './support/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

describe('spec 01 §5, §7: sign-in', () => {
  it('answers wrong credentials with the spec message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/session',
      payload: { email: 'admin@acme.test', password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error_message).toBe(MESSAGES.wrongLogin);
  });

  it('answers an unknown e-mail with the same message, revealing nothing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/session',
      payload: { email: 'nobody@acme.test', password: PASSWORD },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error_message).toBe(MESSAGES.wrongLogin);
  });

  it('returns account, csrf, access and refresh tokens on success', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/session',
      payload: { email: 'Admin@Acme.test', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.account).toMatchObject({
      email: 'admin@acme.test',
      role: 1,
      business_profile: { id: 1, name: 'Acme', time_zone: 'Europe/London' },
    });
    expect(body.account).not.toHaveProperty('password_hash');
    for (const key of ['csrf_token', 'access_token', 'refresh_token'])
      expect(body[key]).toEqual(expect.any(String));
  });

  it('validates the signed-in user with GET /v1/accounts/{id}', async () => {
    const s = await signIn(app, 'agent@acme.test');
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${s.accountId}`,
      headers: s.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: s.accountId,
      email: 'agent@acme.test',
      full_name: expect.any(String),
    });
  });

  it('refuses GET /v1/accounts/{id} without a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/accounts/2' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error_message).toEqual(expect.any(String));
  });

  it('an agent cannot read another account', async () => {
    const s = await signIn(app, 'agent@acme.test');
    const res = await app.inject({ method: 'GET', url: '/api/v1/accounts/2', headers: s.headers });
    expect(res.statusCode).toBe(404);
  });

  it('DELETE /v1/session ends the session: the access token stops working', async () => {
    const s = await signIn(app, 'guest@acme.test');
    const del = await app.inject({ method: 'DELETE', url: '/api/v1/session', headers: s.headers });
    expect(del.statusCode).toBe(200);
    const after = await app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${s.accountId}`,
      headers: s.headers,
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses DELETE /v1/session without the CSRF token', async () => {
    const s = await signIn(app, 'guest@acme.test');
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/v1/session',
      headers: { authorization: s.headers.authorization },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('bad input on the slice calls gets a 4xx with a message, never a 500', () => {
  const cases: { name: string; payload?: string; json?: unknown; contentType?: string }[] = [
    { name: 'missing fields', json: {} },
    { name: 'missing password', json: { email: 'admin@acme.test' } },
    { name: 'wrong types', json: { email: 42, password: ['x'] } },
    { name: 'null body fields', json: { email: null, password: null } },
    { name: 'oversized strings', json: { email: 'a'.repeat(10_000), password: 'b'.repeat(10_000) } },
    { name: 'malformed JSON', payload: '{"email": "admin@acme.test", ', contentType: 'application/json' },
    { name: 'JSON array body', json: [1, 2, 3] },
    { name: 'text body', payload: 'email=admin', contentType: 'text/plain' },
  ];
  for (const c of cases) {
    it(`POST /v1/session with ${c.name}`, async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/session',
        ...(c.json !== undefined ? { payload: c.json as object } : { payload: c.payload }),
        headers: c.contentType ? { 'content-type': c.contentType } : {},
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().error_message).toEqual(expect.any(String));
    });
  }

  it('names the empty field with the spec message (spec 01 §5)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/session',
      payload: { email: 'admin@acme.test' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toEqual([MESSAGES.required]);
    expect(res.json().error_message).toBe(`Password ${MESSAGES.required}`);
  });

  it('GET /v1/accounts/{id} with a non-numeric id', async () => {
    const s = await signIn(app, 'admin@acme.test');
    const res = await app.inject({ method: 'GET', url: '/api/v1/accounts/abc', headers: s.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_message).toEqual(expect.any(String));
  });
});

describe("spec 02 §7, mock defaults: the session carries the business profile's time zone", () => {
  const accountOf = async (email: string) => {
    const s = await signIn(app, email);
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${s.accountId}`,
      headers: s.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it("names each profile's zone: Acme in London, Globex in New York", async () => {
    expect((await accountOf('agent@acme.test')).business_profile.time_zone).toBe('Europe/London');
    expect((await accountOf('admin@globex.test')).business_profile.time_zone).toBe('America/New_York');
  });

  it("follows a change of the profile's zone (Admin Management)", async () => {
    const sysadmin = await signIn(app, 'sysadmin@acme.test');
    const patch = (timeZone: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/v1/admin/business_profiles/11',
        headers: sysadmin.headers,
        payload: { time_zone: timeZone },
      });
    expect((await patch('Asia/Tokyo')).statusCode).toBe(200);
    expect((await accountOf('admin@globex.test')).business_profile.time_zone).toBe('Asia/Tokyo');
    // An unknown zone is refused with the spec's message, not stored.
    const wrong = await patch('Mars/Olympus');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ time_zone: ['Wrong value!'] });
    expect((await patch('America/New_York')).statusCode).toBe(200);
  });
});
