/** spec 01 §7: account events with account, range and context filters; labels; create. */
import { accountEvents } from '@sl/api-contract/endpoints';
import { ACCOUNT_EVENT_LABELS } from '@sl/api-contract/schemas/account-event';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../lib/access.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { nextId } from '../../lib/records.ts';
import type { MockContext } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';

export default async function accountEventRoutes(app: FastifyInstance, options: MockContext) {
  const { store } = options;
  const events = store.collections.accountEvents;

  contractRoute(app, options, accountEvents.listAccountEvents, async ({ identity, query }) => {
    const { account: me } = callerOf(identity);
    // Events of the caller's profile only (a system admin sees every profile).
    const inScope = new Set(
      store.accounts
        .all()
        .filter((a) => me.role === 0 || a.business_profile_id === me.business_profile_id)
        .map((a) => a.id),
    );
    const wanted = query.account_ids ? new Set(query.account_ids) : null;
    const from = query.range?.from ? Date.parse(query.range.from) : Number.NEGATIVE_INFINITY;
    const to = query.range?.to ? Date.parse(query.range.to) : Number.POSITIVE_INFINITY;
    if (from > to)
      throw new HttpError(400, 'Range from must not be after range to.', { range: ['Wrong value!'] });
    return events
      .all()
      .filter((e) => {
        if (!inScope.has(e.account_id) || (wanted && !wanted.has(e.account_id))) return false;
        const t = Date.parse(e.created_at);
        if (t < from || t >= to) return false;
        if (query.context_type !== undefined && e.context_type !== query.context_type) return false;
        return query.context_id === undefined || e.context_id === query.context_id;
      })
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  });

  contractRoute(app, options, accountEvents.listAccountEventLabels, async () =>
    ACCOUNT_EVENT_LABELS.map((l) => ({ key: l.key, name: l.name })),
  );

  contractRoute(app, options, accountEvents.createAccountEvent, async ({ identity, body }) => {
    const { account } = callerOf(identity);
    if ((body.context_type === undefined) !== (body.context_id === undefined)) {
      const message = 'context_type and context_id go together.';
      throw new HttpError(422, message, { context_id: [message] });
    }
    return events.create({
      id: nextId(events.all()),
      account_id: account.id,
      label: body.label,
      context_type: body.context_type ?? null,
      context_id: body.context_id ?? null,
      description: body.description,
      created_at: new Date(options.now()).toISOString(),
    });
  });
}
