/**
 * issue 16 #1, #2: the takeover chain (password_reset → outbox → reset → sign in) needs the
 * control API, so the control API answers only its owner; token answers are same-origin only and
 * never cached.
 */

import { readEnv } from '@sl/api-mock/config';
import { checkListenAddress, isLoopbackHost } from '@sl/api-mock/control-access';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signIn, startApp } from '../support/app.ts';

describe('issue 16 #1: listen address and token rules', () => {
  it('the mock listens on loopback unless HOST says otherwise; an empty token counts as none', () => {
    const env = readEnv({ MOCK_ADMIN_TOKEN: '  ' });
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.MOCK_ADMIN_TOKEN).toBeUndefined();
  });

  it.each(['127.0.0.1', '::1', 'localhost', '127.0.0.2'])('%s is loopback', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
    expect(checkListenAddress(host, { unsafeOpenControl: false }).ok).toBe(true);
  });

  it('a non-loopback address without a token is refused with what to do, unless --unsafe-open-control', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'evil.localhost.example']) {
      expect(isLoopbackHost(host)).toBe(false);
      const refused = checkListenAddress(host, { unsafeOpenControl: false });
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.message).toMatch(/MOCK_ADMIN_TOKEN.*\n[\s\S]*--unsafe-open-control/);
    }
    expect(checkListenAddress('0.0.0.0', { adminToken: 's3cret', unsafeOpenControl: false }).ok).toBe(true);
    expect(checkListenAddress('0.0.0.0', { unsafeOpenControl: true }).ok).toBe(true);
  });
});

describe('issue 16 #1: the control API answers only its owner', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp({ corsOrigins: ['http://localhost:5173'] });
  });
  afterAll(() => app.close());

  const outbox = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/__mock/outbox?kind=password_reset', headers });

  it('a cross-site page cannot read the outbox, even on loopback without a token', async () => {
    const res = await outbox({ origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error_message).toBe('The mock control API does not answer pages of other origins.');
    expect((await outbox({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('a DNS-rebound host name (evil.example → 127.0.0.1) is refused; localhost answers', async () => {
    const rebound = await outbox({ host: 'evil.example:4000', origin: 'http://evil.example:4000' });
    expect(rebound.statusCode).toBe(403);
    expect((await outbox({ host: '127.0.0.1:4000' })).statusCode).toBe(200);
    expect((await outbox({ host: 'localhost:4000', origin: 'http://localhost:5173' })).statusCode).toBe(200);
  });

  it('CORS answers credentials only to the allow-list, not to any origin', async () => {
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/v1/session',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const evil = await preflight('https://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const dev = await preflight('http://localhost:5173');
    expect(dev.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(dev.headers['access-control-allow-credentials']).toBe('true');
  });
});

describe('issue 16 #1: with MOCK_ADMIN_TOKEN the takeover chain stops at the outbox', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp({ mockAdminToken: 'tok-123', unsafeOpenControl: false });
  });
  afterAll(() => app.close());

  it('password_reset is public, but the outbox, x-mock-fault and x-mock-delay need the token', async () => {
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/preferences/security/password_reset',
      payload: { email: 'agent@acme.test' },
    });
    expect(reset.statusCode).toBeLessThan(300);
    const noToken = await app.inject({ method: 'GET', url: '/api/__mock/outbox?kind=password_reset' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().error_message).toBe('The mock control API needs header x-mock-admin-token.');
    const wrong = await app.inject({
      method: 'GET',
      url: '/api/__mock/outbox',
      headers: { 'x-mock-admin-token': 'tok-124' },
    });
    expect(wrong.statusCode).toBe(401);
    const ok = await app.inject({
      method: 'GET',
      url: '/api/__mock/outbox',
      headers: { 'x-mock-admin-token': 'tok-123' },
    });
    expect(ok.statusCode).toBe(200);

    const { headers } = await signIn(app, 'admin@acme.test', PASSWORD);
    for (const fault of [{ 'x-mock-fault': '500' }, { 'x-mock-delay': '50000' }]) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/teams',
        headers: { ...headers, ...fault },
      });
      expect(res.statusCode).toBe(401);
    }
    const allowed = await app.inject({
      method: 'GET',
      url: '/api/v1/teams',
      headers: { ...headers, 'x-mock-fault': '500', 'x-mock-admin-token': 'tok-123' },
    });
    expect(allowed.statusCode).toBe(500);
  });
});

describe('issue 16 #2: GET /accounts/token needs a same-origin proof and is never cached', () => {
  let app: FastifyInstance;
  let cookie: string;
  let csrf: string;
  beforeAll(async () => {
    app = await startApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/session',
      payload: { email: 'admin@acme.test', password: PASSWORD },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    cookie = String(res.headers['set-cookie']).split(';')[0];
    csrf = res.json().csrf_token;
  });
  afterAll(() => app.close());

  const token = (headers: Record<string, string>) =>
    app.inject({
      method: 'GET',
      url: '/accounts/token',
      headers: { cookie, host: 'localhost:4000', ...headers },
    });

  it('a page of another port on the host (same-site) or another site gets 403, not the tokens', async () => {
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'same-site', origin: 'http://localhost:8080' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'http://localhost:8080' },
      {},
    ]) {
      const res = await token(headers);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('access_token');
    }
  });

  it('the app itself (CSRF header, Sec-Fetch-Site same-origin, or its own Origin) gets them, with no-store', async () => {
    for (const headers of <Record<string, string>[]>[
      { 'x-csrf-token': csrf },
      { 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost:4000' },
    ]) {
      const res = await token(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().access_token).toEqual(expect.any(String));
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
