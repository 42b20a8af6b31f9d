/** spec 01 §7: GET /v1/accounts/{id} validates the user at start-up. */
import { session } from '@sl/api-contract/endpoints';
import { ROLES } from '@sl/api-contract/schemas/common';
import { ERROR_TEXTS } from '@sl/api-contract/schemas/errors';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.ts';
import type { MockContext } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { serializeAccount } from '../../serializers/account.ts';

export default async function accountRoutes(app: FastifyInstance, options: MockContext) {
  const { store } = options;
  contractRoute(app, options, session.getAccount, async ({ params, identity }) => {
    if (identity.kind !== 'account') throw new HttpError(401, ERROR_TEXTS.signIn);
    const me = identity.account;
    const target = store.findAccount(params.id);
    // Own account; admins see their profile's accounts; system admins see everyone.
    const visible =
      target &&
      (target.id === me.id ||
        me.role === ROLES.SYS_ADMIN ||
        (me.role === ROLES.ADMIN && target.business_profile_id === me.business_profile_id));
    if (!target || !visible) throw new HttpError(404, 'Account not found.');
    return serializeAccount(store, target, target.id === me.id && identity.session.overtakenBy !== null);
  });
}
