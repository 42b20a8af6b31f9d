/**
 * issue 16 #2: a response that carries tokens, secrets or backup codes must never be kept by a
 * browser or proxy cache: `Cache-Control: no-store` on each of them (listed by contract entry).
 */
import { session } from '@sl/api-contract/endpoints';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { routeUrl } from '../lib/contract-route.ts';
import { hookRoutes } from '../lib/route-hooks.ts';

const TOKEN_RESPONSES = [
  session.createSession,
  session.refreshSession,
  session.hostToken,
  session.setupTwoFactor,
  session.activateTwoFactor,
  session.regenerateBackupCodes,
];

export default fp(async function noStoreTokens(app: FastifyInstance) {
  const routes = new Set(TOKEN_RESPONSES.map((ep) => `${ep.method} ${routeUrl(ep)}`));
  // On those routes only (issue 17: no per-request cost for the others).
  hookRoutes(
    app,
    'onSend',
    ({ method, url }) => routes.has(`${method} ${url}`),
    (_request, reply, payload, done) => {
      reply.header('cache-control', 'no-store');
      reply.header('pragma', 'no-cache');
      done(null, payload);
    },
  );
});
