/**
 * issue 16 #4: sign-in, two-factor and password reset are rate limited per account and per
 * address with clear 429 messages; unknown e-mails cost the same as known ones; a new reset
 * link revokes the older ones. (The one-time-code replay is in two-factor-changes.test.ts.)
 */
import { OTP_ACCOUNT } from '@sl/fixtures';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD, signIn, startApp } from '../support/app.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const login = (a: FastifyInstance, email: string, password: string, ip = '127.0.0.1') =>
  a.inject({ method: 'POST', url: '/api/v1/session', payload: { email, password }, remoteAddress: ip });

describe('issue 16 #4: per-account lockout', () => {
  it('after 10 wrong passwords the account is locked for everyone, even with the right password, from any address', async () => {
    app = await startApp();
    for (let i = 0; i < 10; i++) {
      const res = await login(app, 'agent@acme.test', `Wrong${i}!x`, `10.0.0.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const locked = await login(app, 'agent@acme.test', PASSWORD, '10.0.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error_message).toMatch(
      /^Too many failed attempts for this account\. Try again in 15 minutes\.$/,
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // Other accounts are not affected.
    expect((await login(app, 'admin@acme.test', PASSWORD, '10.0.1.1')).statusCode).toBe(200);
  });

  it('the first step of a two-factor sign-in (right password, no code yet) is not a failure', async () => {
    app = await startApp({ authLimits: { accountFailures: 2 } });
    for (let i = 0; i < 5; i++) {
      const res = await login(app, OTP_ACCOUNT.email, PASSWORD);
      expect(res.json().two_factor_required).toBe(true);
    }
  });

  it('wrong two-factor codes lock the code check of that account', async () => {
    app = await startApp({ authLimits: { accountFailures: 3 } });
    const s = await signIn(app, 'admin@acme.test');
    // Two-factor is off for this account: each check answers 422, counted as a failure.
    const check = () =>
      app?.inject({
        method: 'POST',
        url: '/api/accounts/two_factor_authentications',
        headers: s.headers,
        payload: { otp_code: '123456' },
      });
    for (let i = 0; i < 3; i++) expect((await check())?.statusCode).toBe(422);
    expect((await check())?.statusCode).toBe(429);
  });
});

describe('issue 16 #4: per-address limit', () => {
  it('one address gets 429 after the limit; another address still signs in', async () => {
    app = await startApp({ authLimits: { addressMax: 5, accountFailures: 100 } });
    for (let i = 0; i < 5; i++)
      expect((await login(app, `nobody${i}@x.test`, 'Wrong1!x')).statusCode).toBe(401);
    const res = await login(app, 'admin@acme.test', PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json().error_message).toMatch(
      /^Too many attempts from your address\. Try again in \d+ seconds\.$/,
    );
    expect(res.headers['retry-after']).toBeDefined();
    expect((await login(app, 'admin@acme.test', PASSWORD, '10.9.9.9')).statusCode).toBe(200);
  });
});

describe('issue 16 #4: unknown e-mails cost the same as known ones', () => {
  it('a wrong password for an unknown e-mail takes about as long as for a known one', async () => {
    app = await startApp({ authLimits: { addressMax: 1000, accountFailures: 1000 } });
    const time = async (email: string) => {
      const started = process.hrtime.bigint();
      for (let i = 0; i < 20; i++) await login(app as FastifyInstance, email, 'Wrong1!x');
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    await time('admin@acme.test');
    const known = await time('admin@acme.test');
    const unknown = await time('nobody@acme.test');
    // Before the fix an unknown e-mail answered some 15 times faster (no scrypt at all).
    expect(unknown / known).toBeGreaterThan(0.5);
  });
});

describe('issue 16 #4: password reset', () => {
  const RESET = '/api/v1/accounts/preferences/security/password_reset';
  const ask = (a: FastifyInstance, email: string) =>
    a.inject({ method: 'POST', url: RESET, payload: { email } });

  it('a new reset link revokes the older ones', async () => {
    app = await startApp();
    await ask(app, 'agent@acme.test');
    await ask(app, 'agent@acme.test');
    const mails = (
      await app.inject({ method: 'GET', url: '/api/__mock/outbox?kind=password_reset&to=agent@acme.test' })
    ).json().messages as { token: string }[];
    expect(mails).toHaveLength(2);
    const check = (token: string) =>
      app?.inject({ method: 'GET', url: `${RESET}?token=${encodeURIComponent(token)}` });
    expect((await check(mails[0].token))?.statusCode).toBe(404);
    expect((await check(mails[1].token))?.statusCode).toBe(200);
  });

  it('at most 5 reset mails per e-mail address an hour, with a clear 429', async () => {
    app = await startApp();
    for (let i = 0; i < 5; i++) expect((await ask(app, 'agent@acme.test')).statusCode).toBeLessThan(300);
    const res = await ask(app, 'agent@acme.test');
    expect(res.statusCode).toBe(429);
    expect(res.json().error_message).toBe(
      'Too many password reset e-mails for this address. Try again in 60 minutes.',
    );
  });
});
