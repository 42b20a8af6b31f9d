/**
 * issue 16 #3: a bearer token alone (a stolen session) must not replace the second factor:
 * while two-factor is on, setup and regenerate_backup_codes need a current code or the password.
 * issue 16 #4: a one-time code is accepted once.
 */

import { TWO_FACTOR_PROOF_NEEDED } from '@sl/api-mock/second-factor';
import { OTP_ACCOUNT } from '@sl/fixtures';
import type { FastifyInstance } from 'fastify';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW, PASSWORD, startApp } from '../support/app.ts';

let clock = FIXED_NOW.getTime();
let app: FastifyInstance;
beforeAll(async () => {
  app = await startApp({ now: () => clock });
});
afterAll(() => app.close());

const codeAt = (at = clock) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(OTP_ACCOUNT.secret), digits: 6, period: 30 }).generate(
    {
      timestamp: at,
    },
  );
const SECURITY = '/api/v1/accounts/preferences/security/two_factor_authentication';

async function signInWithCode(): Promise<Record<string, string>> {
  clock += 30_000;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/session',
    payload: { email: OTP_ACCOUNT.email, password: PASSWORD, otp_code: codeAt() },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return { authorization: `Bearer ${body.access_token}`, 'x-csrf-token': body.csrf_token };
}

const post = (headers: Record<string, string>, path: string, payload: object) =>
  app.inject({ method: 'POST', url: `${SECURITY}/${path}`, headers, payload });

describe('issue 16 #3: changing two-factor while it is on needs a current factor', () => {
  it.each(['setup', 'regenerate_backup_codes'])(
    '%s with the bearer token alone answers 422',
    async (path) => {
      const headers = await signInWithCode();
      for (const payload of [{}, { otp_code: '000000' }, { password: 'Wrong1!x' }]) {
        const res = await post(headers, path, payload);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({
          error_message: TWO_FACTOR_PROOF_NEEDED,
          errors: { otp_code: [TWO_FACTOR_PROOF_NEEDED] },
        });
      }
    },
  );

  it('regenerate with the password, or with a fresh code, answers new codes', async () => {
    const headers = await signInWithCode();
    expect((await post(headers, 'regenerate_backup_codes', { password: PASSWORD })).statusCode).toBe(200);
    clock += 30_000;
    const res = await post(headers, 'regenerate_backup_codes', { otp_code: codeAt() });
    expect(res.statusCode).toBe(200);
    expect(res.json().backup_codes).toHaveLength(10);
  });

  it('setup then activate replaces the secret only after the current code was given', async () => {
    const headers = await signInWithCode();
    clock += 30_000;
    const setup = await post(headers, 'setup', { otp_code: codeAt() });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json();
    const next = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    const activate = await post(headers, 'activate', { otp_code: next.generate({ timestamp: clock }) });
    expect(activate.statusCode).toBe(200);
  });
});

describe('issue 16 #4: a one-time code is accepted once', () => {
  it('the same TOTP code signs in once; the second use answers Invalid otp code', async () => {
    const fresh = await startApp({ now: () => clock });
    try {
      clock += 30_000;
      const login = () =>
        fresh.inject({
          method: 'POST',
          url: '/api/v1/session',
          payload: { email: OTP_ACCOUNT.email, password: PASSWORD, otp_code: codeAt() },
        });
      expect((await login()).statusCode).toBe(200);
      const again = await login();
      expect(again.statusCode).toBe(401);
      expect(again.json().two_factor_required).toBe(true);
      // The previous step's code, still inside the ±1 window, is older than the one used: refused.
      const older = await fresh.inject({
        method: 'POST',
        url: '/api/v1/session',
        payload: { email: OTP_ACCOUNT.email, password: PASSWORD, otp_code: codeAt(clock - 30_000) },
      });
      expect(older.statusCode).toBe(401);
    } finally {
      await fresh.close();
    }
  });
});
