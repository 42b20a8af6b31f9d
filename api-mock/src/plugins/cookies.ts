/**
 * The host session cookie (spec 01 §4: `sl_host_session`, set at sign-in, read by the host-base
 * token and logout calls). @fastify/cookie adds an onRequest hook (parse the Cookie header) and
 * an onSend hook (write Set-Cookie) to every request of the context it is registered in; on the
 * app, that was every call the API answers (issue 17 "per-request overhead"). So it is registered
 * by the route modules that set or read the cookie, each its own encapsulation context
 * (lib/register-routes.ts): session.ts, account-management.ts and admin/accounts.ts. A module
 * that calls `openSession` registers it too.
 */
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';

export async function useCookies(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie);
}
