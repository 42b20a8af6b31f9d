/** DESIGN §3 "Mock control API": faults by header and by standing rule, the journal, the outbox. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startApp } from '../support/app.ts';

let app: FastifyInstance;
let headers: Record<string, string>;
beforeAll(async () => {
  app = await startApp();
  headers = (await signIn(app, 'admin@acme.test')).headers;
});
afterAll(() => app.close());

const get = (url: string, extra: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...headers, ...extra } });

describe('faults by header', () => {
  it.each([
    ['401', 401],
    ['403', 403],
    ['500', 500],
  ])('x-mock-fault: %s answers %i with a message', async (fault, status) => {
    const res = await get('/api/v1/teams', { 'x-mock-fault': fault });
    expect(res.statusCode).toBe(status);
    expect(res.json().error_message).toContain('mock fault');
  });

  it('x-mock-fault: timeout hangs for x-mock-delay, then answers 504', async () => {
    const res = await get('/api/v1/teams', { 'x-mock-fault': 'timeout', 'x-mock-delay': '30' });
    expect(res.statusCode).toBe(504);
  });

  it('x-mock-delay delays and then answers normally; a bad value is a 400', async () => {
    expect((await get('/api/v1/teams', { 'x-mock-delay': '20' })).statusCode).toBe(200);
    expect((await get('/api/v1/teams', { 'x-mock-delay': 'soon' })).statusCode).toBe(400);
    expect((await get('/api/v1/teams', { 'x-mock-fault': 'explode' })).statusCode).toBe(400);
  });
});

describe('standing rules and the journal', () => {
  it('a rule for a path pattern applies the given number of times; the journal records it', async () => {
    await app.inject({ method: 'DELETE', url: '/api/__mock/journal' });
    const rule = await app.inject({
      method: 'POST',
      url: '/api/__mock/faults',
      payload: { path_pattern: '/api/v1/team*', method: 'GET', fault: '500', times: 2 },
    });
    expect(rule.statusCode).toBe(201);
    expect((await get('/api/v1/teams')).statusCode).toBe(500);
    expect((await get('/api/v1/teams')).statusCode).toBe(500);
    expect((await get('/api/v1/teams')).statusCode).toBe(200);
    expect((await get('/api/v1/notifications')).statusCode).toBe(200);
    const journal = (
      await app.inject({ method: 'GET', url: '/api/__mock/journal?path=/api/v1/teams' })
    ).json();
    expect(journal.entries.map((e: { status: number }) => e.status)).toEqual([500, 500, 200]);
    // A fault strikes before the caller is known; the request that went through names them.
    expect(journal.entries[0]).toMatchObject({ method: 'GET', fault: '500', account_id: null });
    expect(journal.entries[2]).toMatchObject({ fault: null, account_id: 2 });
    const list = (await app.inject({ method: 'GET', url: '/api/__mock/faults' })).json();
    expect(list.rules[0]).toMatchObject({ path_pattern: '/api/v1/team*', remaining: 0 });
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/__mock/faults/${rule.json().id}` })).statusCode,
    ).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/__mock/faults' })).json().rules).toEqual([]);
  });

  it('a rule needs a delay or a fault', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/__mock/faults',
      payload: { path_pattern: '/api/**' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('the control API is never failed by its own rules', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/__mock/faults',
      payload: { path_pattern: '/api/**', fault: '500' },
    });
    expect((await app.inject({ method: 'DELETE', url: '/api/__mock/faults' })).statusCode).toBe(204);
    expect((await get('/api/v1/teams')).statusCode).toBe(200);
  });
});

describe('outbox and volume', () => {
  it('the outbox lists sent mails and can be emptied', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/preferences/security/password_reset',
      payload: { email: 'guest@acme.test' },
    });
    const before = (
      await app.inject({ method: 'GET', url: '/api/__mock/outbox?kind=password_reset' })
    ).json();
    expect(before.messages.length).toBe(1);
    expect(before.messages[0].to).toEqual(['guest@acme.test']);
    expect((await app.inject({ method: 'DELETE', url: '/api/__mock/outbox' })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/__mock/outbox' })).json().messages).toEqual([]);
  });

  it('generates volume deterministically for a seed', async () => {
    const a = await app.inject({
      method: 'POST',
      url: '/api/__mock/generate',
      payload: { statuses: 500, days: 10, seed: 3 },
    });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ name: 'volume', seed: 3, counts: { statuses: 500 } });
  });

  it('snapshot calls say so when the server has no data file', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/__mock/snapshot', payload: {} });
    expect(res.statusCode).toBe(400);
  });
});

describe('issue 17: the journal is a bounded ring', () => {
  it('keeps the newest journalSize requests, oldest dropped, tokens still redacted', async () => {
    const small = await startApp({ journalSize: 3 });
    try {
      for (const n of [1, 2, 3, 4]) {
        await small.inject({ method: 'GET', url: `/api/v1/teams?n=${n}` });
      }
      await small.inject({
        method: 'GET',
        url: '/api/v1/accounts/preferences/security/password_reset?token=ring-secret',
      });
      const { entries } = (await small.inject({ method: 'GET', url: '/api/__mock/journal' })).json();
      expect(entries.map((e: { url: string }) => e.url)).toEqual([
        '/api/v1/teams?n=3',
        '/api/v1/teams?n=4',
        '/api/v1/accounts/preferences/security/password_reset?token=[redacted]',
      ]);
      expect(entries.map((e: { id: number }) => e.id)).toEqual([3, 4, 5]);
    } finally {
      await small.close();
    }
  });
});
