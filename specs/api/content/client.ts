/** A terse way to call the app as a signed-in user in the content specs. */
import { OTP_ACCOUNT, totpCode } from '@sl/fixtures';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PASSWORD, type SignedIn } from '../support/app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface As {
  (method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  signedIn: SignedIn;
}

export function as(app: FastifyInstance, s: SignedIn): As {
  const call = (method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: s.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return Object.assign(call, { signedIn: s });
}

/** otp@acme.test, the second agent of Acme, signs in with a TOTP code. */
export async function signInOtpAgent(app: FastifyInstance): Promise<SignedIn> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/session',
    payload: { email: OTP_ACCOUNT.email, password: PASSWORD, otp_code: totpCode(OTP_ACCOUNT.secret) },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in as otp agent failed: ${res.body}`);
  const body = res.json();
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    csrfToken: body.csrf_token,
    accountId: body.account.id,
    headers: { authorization: `Bearer ${body.access_token}`, 'x-csrf-token': body.csrf_token },
  };
}
