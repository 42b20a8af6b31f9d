/** spec 01 §4, §6, §7: take-over and restore; refresh of an expired access token. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW, signIn, startApp } from '../support/app.ts';

let clock = FIXED_NOW.getTime();
let app: FastifyInstance;
beforeAll(async () => {
  app = await startApp({ now: () => clock, accessTokenTtlSeconds: 60 });
});
afterAll(() => app.close());

const bearer = (body: { access_token: string; csrf_token: string }) => ({
  authorization: `Bearer ${body.access_token}`,
  'x-csrf-token': body.csrf_token,
});

describe('spec 01 §4: take-over', () => {
  it('a system admin enters an account (overtaken) and leaving restores the admin', async () => {
    const admin = await signIn(app, 'sysadmin@acme.test');
    const view = await app.inject({ method: 'GET', url: '/api/v1/admin/accounts/3', headers: admin.headers });
    expect(view.json()).toMatchObject({ id: 3, email: 'agent@acme.test', overtaken: false });

    const enter = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/accounts/3/takeover',
      headers: admin.headers,
      payload: {},
    });
    expect(enter.statusCode).toBe(200);
    expect(enter.json().account).toMatchObject({ id: 3, role: 2, overtaken: true });
    const asAgent = bearer(enter.json());

    // The overtaken session acts as the agent: its own account shows the flag, admin routes refuse.
    const me = await app.inject({ method: 'GET', url: '/api/v1/accounts/3', headers: asAgent });
    expect(me.json().overtaken).toBe(true);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/admin/business_profiles', headers: asAgent }))
        .statusCode,
    ).toBe(403);

    const leave = await app.inject({
      method: 'DELETE',
      url: '/api/v1/admin/accounts/takeover',
      headers: asAgent,
    });
    expect(leave.statusCode).toBe(200);
    expect(leave.json().account).toMatchObject({ id: 1, role: 0, overtaken: false });
    expect(leave.headers['set-cookie']).toBeDefined();
    // The take-over session is over.
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/accounts/3', headers: asAgent })).statusCode,
    ).toBe(401);
    // The restored admin session works.
    const restored = bearer(leave.json());
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/admin/business_profiles', headers: restored }))
        .statusCode,
    ).toBe(200);
  });

  it.each([
    ['an admin', 'admin@acme.test'],
    ['an agent', 'agent@acme.test'],
    ['a guest', 'guest@acme.test'],
  ])('%s cannot take over (403)', async (_who, email) => {
    const s = await signIn(app, email);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/accounts/3/takeover',
      headers: s.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });

  it('leaving a take-over without being in one is refused (403)', async () => {
    for (const email of ['sysadmin@acme.test', 'admin@acme.test', 'agent@acme.test']) {
      const s = await signIn(app, email);
      const res = await app.inject({
        method: 'DELETE',
        url: '/api/v1/admin/accounts/takeover',
        headers: s.headers,
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('a take-over of an unknown or own account is refused', async () => {
    const admin = await signIn(app, 'sysadmin@acme.test');
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/accounts/999/takeover',
      headers: admin.headers,
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    const own = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/accounts/1/takeover',
      headers: admin.headers,
      payload: {},
    });
    expect(own.statusCode).toBe(422);
  });
});

describe('spec 01 §4: an expired access token is refreshed with the refresh token', () => {
  it('401 after expiry, PUT /v1/session with the refresh token as bearer gives new tokens', async () => {
    const s = await signIn(app, 'agent@acme.test');
    const url = `/api/v1/accounts/${s.accountId}`;
    expect((await app.inject({ method: 'GET', url, headers: s.headers })).statusCode).toBe(200);
    clock += 61_000;
    const expired = await app.inject({ method: 'GET', url, headers: s.headers });
    expect(expired.statusCode).toBe(401);

    const refresh = await app.inject({
      method: 'PUT',
      url: '/api/v1/session',
      headers: { authorization: `Bearer ${s.refreshToken}` },
      payload: { check_old_ui_authorization: true },
    });
    expect(refresh.statusCode).toBe(200);
    const next = refresh.json();
    expect(next.access_token).not.toBe(s.accessToken);
    expect(next.refresh_token).not.toBe(s.refreshToken);
    expect((await app.inject({ method: 'GET', url, headers: bearer(next) })).statusCode).toBe(200);

    // Refresh tokens rotate: the old one is spent.
    const replay = await app.inject({
      method: 'PUT',
      url: '/api/v1/session',
      headers: { authorization: `Bearer ${s.refreshToken}` },
      payload: {},
    });
    expect(replay.statusCode).toBe(401);
  });

  it('a mutating call without the session CSRF token is refused (403)', async () => {
    const s = await signIn(app, 'admin@acme.test');
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/teams',
      headers: { authorization: s.headers.authorization },
      payload: { name: 'No CSRF' },
    });
    expect(res.statusCode).toBe(403);
  });
});
