/**
 * Builds the real mock app for API specs (DESIGN §5: the spec's rules against the Fastify app
 * through inject()). The clock of the data is fixed so figures are reproducible.
 */
import { type AppOptions, buildApp } from '@sl/api-mock/app';
import type { FastifyInstance } from 'fastify';

export const FIXED_NOW = new Date('2026-11-20T12:00:00.000Z');
export const PASSWORD = 'Password1!';

export async function startApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp({ scenario: { name: 'default', now: FIXED_NOW }, ...options });
  await app.ready();
  return app;
}

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  csrfToken: string;
  accountId: number;
  headers: Record<string, string>;
}

export async function signIn(app: FastifyInstance, email: string, password = PASSWORD): Promise<SignedIn> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/session', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in as ${email} failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    csrfToken: body.csrf_token,
    accountId: body.account.id,
    headers: { authorization: `Bearer ${body.access_token}`, 'x-csrf-token': body.csrf_token },
  };
}

export const DAY = 24 * 3_600_000;

export const rangeBack = (days: number, to = FIXED_NOW.getTime()) => ({
  from: new Date(to - days * DAY).toISOString(),
  to: new Date(to).toISOString(),
});
