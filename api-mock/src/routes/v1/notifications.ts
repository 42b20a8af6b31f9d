/** spec 01 §4, §7: the caller's notifications; unread -> read -> dismissed. */
import { notifications } from '@sl/api-contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../lib/access.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import type { MockContext } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { NotificationRecord } from '../../store/identity-records.ts';

const wire = ({ account_id: _owner, ...n }: NotificationRecord) => n;

export default async function notificationRoutes(app: FastifyInstance, options: MockContext) {
  const { notifications: collection } = options.store.collections;

  contractRoute(app, options, notifications.listNotifications, ({ identity }) => {
    const { account } = callerOf(identity);
    // A filter over the records, not `findMany` with an object condition: the collection's query
    // walks every record through a generator and `Object.entries` of the condition, ~15 µs here,
    // the largest share of this read's own work (issue 17 "per-request overhead"). The records
    // go out as they are: the owner's id is not a field of the contract's notification, so the
    // serializer leaves it out (lib/response-serializer.ts), as it did with `wire`'s copy.
    return collection
      .all()
      .filter((n) => n.account_id === account.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  });

  contractRoute(app, options, notifications.updateNotification, async ({ identity, params }) => {
    const { account } = callerOf(identity);
    // Someone else's notification is as unknown as a missing one.
    const updated = await collection.update((q) => q.where({ id: params.id, account_id: account.id }), {
      data(n) {
        n.dismissed = true;
        // A dismissed notification has been seen.
        n.read_at ??= new Date(options.now()).toISOString();
      },
    });
    if (!updated) throw new HttpError(404, 'Notification not found.');
    return wire(updated);
  });

  contractRoute(app, options, notifications.markNotificationsAsRead, async ({ identity, body }) => {
    const { account } = callerOf(identity);
    const readAt = new Date(options.now()).toISOString();
    const ids = new Set(body.ids);
    const updated = await collection.updateMany(
      (q) => q.where({ account_id: account.id, id: (id) => ids.has(id), read_at: (r) => r === null }),
      {
        data(n) {
          n.read_at = readAt;
        },
      },
    );
    return { ids: (updated ?? []).map((n) => n.id).sort((a, b) => a - b), read_at: readAt };
  });
}
