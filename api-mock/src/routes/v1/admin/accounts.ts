/**
 * spec 01 §4, §6, §7: a system admin views any account and takes one over; leaving the take-over
 * restores the admin. The overtaken session remembers the admin (overtakenBy).
 */
import { admin } from '@sl/api-contract/endpoints';
import { ACCOUNT_STATES, ROLES } from '@sl/api-contract/schemas/common';
import { ERROR_TEXTS } from '@sl/api-contract/schemas/errors';
import type { FastifyInstance } from 'fastify';
import { callerOf, FORBIDDEN } from '../../../lib/access.ts';
import { contractRoute } from '../../../lib/contract-route.ts';
import type { MockContext } from '../../../plugins/auth.ts';
import { useCookies } from '../../../plugins/cookies.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { serializeAccount } from '../../../serializers/account.ts';
import { openSession, sessionPayload } from '../session.ts';

export default async function adminAccountRoutes(app: FastifyInstance, options: MockContext) {
  // It sets or reads the host session cookie (plugins/cookies.ts).
  await useCookies(app);
  const { store } = options;

  contractRoute(app, options, admin.adminGetAccount, async ({ params }) => {
    const account = store.findAccount(params.id);
    if (!account) throw new HttpError(404, 'Account not found.');
    return serializeAccount(store, account);
  });

  contractRoute(app, options, admin.adminTakeover, async ({ identity, params, reply }) => {
    const { account: me } = callerOf(identity);
    const target = store.findAccount(params.id);
    if (target?.state !== ACCOUNT_STATES.ACTIVE) throw new HttpError(404, 'Account not found.');
    if (target.id === me.id) throw new HttpError(422, 'You cannot take over your own account.');
    const s = openSession(store, target.id, options, reply);
    s.overtakenBy = me.id;
    store.sessions.touch(s);
    return sessionPayload(store, s, target);
  });

  contractRoute(app, options, admin.adminTakeoverRelease, async ({ identity, reply }) => {
    const { session } = callerOf(identity);
    // Only a take-over session can be left; anyone else is refused (spec 01 §6).
    if (session.overtakenBy === null) throw new HttpError(403, FORBIDDEN);
    const adminAccount = store.findAccount(session.overtakenBy);
    store.sessions.delete(session.hostSessionId);
    if (adminAccount?.state !== ACCOUNT_STATES.ACTIVE || adminAccount.role !== ROLES.SYS_ADMIN) {
      throw new HttpError(401, ERROR_TEXTS.signIn);
    }
    const s = openSession(store, adminAccount.id, options, reply);
    return sessionPayload(store, s, adminAccount);
  });
}
