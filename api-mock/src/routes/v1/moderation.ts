/**
 * Moderation events (spec 02 §7): 8 per page (spec 02 §7 mock defaults), order 'field asc|desc',
 * filters; the filters call answers under results; the export streams every matching event.
 * spec 01 §2, §6: the Moderation Report is for business profile 11 or a system admin.
 */
import { content } from '@sl/api-contract/endpoints';
import type { ModerationEventWire, moderationQuerySchema } from '@sl/api-contract/schemas/moderation';
import { PAGE_SIZES } from '@sl/api-contract/schemas/paging';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { accountOf } from '../../lib/access.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { toCsv } from '../../lib/csv.ts';
import type { Identity, MockContext } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';

type ModerationQuery = z.output<typeof moderationQuerySchema>;

export const MODERATION_PROFILE_ID = 11;

export function filterEvents(
  rows: readonly ModerationEventWire[],
  q: ModerationQuery,
): ModerationEventWire[] {
  const f = q.filters ?? {};
  const from = f.from ? Date.parse(f.from) : Number.NEGATIVE_INFINITY;
  const to = f.to ? Date.parse(f.to) : Number.POSITIVE_INFINITY;
  const [field, direction] = q.order.split(' ') as [keyof ModerationEventWire, 'asc' | 'desc'];
  return rows
    .filter((e) => !f.actions?.length || f.actions.includes(e.action))
    .filter((e) => !f.social_types?.length || f.social_types.includes(e.social_type))
    .filter(
      (e) =>
        !f.moderator_ids?.length || (e.moderator_id !== null && f.moderator_ids.includes(e.moderator_id)),
    )
    .filter((e) => {
      const t = Date.parse(e.created_at);
      return t >= from && t <= to;
    })
    .sort((a, b) => {
      const c = String(a[field]).localeCompare(String(b[field])) || a.id - b.id;
      return direction === 'asc' ? c : -c;
    });
}

const countBy = <K>(rows: readonly ModerationEventWire[], key: (e: ModerationEventWire) => K) => {
  const m = new Map<K, number>();
  for (const e of rows) m.set(key(e), (m.get(key(e)) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1]);
};

export default async function moderationRoutes(app: FastifyInstance, options: MockContext) {
  const events = options.store.collections.moderationEvents;

  const eventsFor = (identity: Identity) => {
    const me = accountOf(identity);
    if (me.role !== 0 && me.business_profile_id !== MODERATION_PROFILE_ID) {
      throw new HttpError(403, 'You are not allowed to do this.');
    }
    return events.all().filter((e) => e.business_profile_id === me.business_profile_id);
  };

  contractRoute(app, options, content.moderationEvents, ({ query, identity }) => {
    const rows = filterEvents(eventsFor(identity), query);
    const perPage = PAGE_SIZES.moderationEvents;
    return {
      data: rows.slice((query.page - 1) * perPage, query.page * perPage),
      meta: { page: query.page, per_page: perPage, total: rows.length },
    };
  });

  contractRoute(app, options, content.moderationFilters, ({ query, identity }) => {
    // The options reflect every other filter but not their own kind, so choosing one action
    // still offers the others.
    const all = eventsFor(identity);
    const f = query.filters ?? {};
    const without = (k: keyof NonNullable<ModerationQuery['filters']>) =>
      filterEvents(all, { ...query, filters: { ...f, [k]: undefined } });
    return {
      results: {
        actions: countBy(without('actions'), (e) => e.action).map(([value, count]) => ({ value, count })),
        social_types: countBy(without('social_types'), (e) => e.social_type).map(([value, count]) => ({
          value,
          count,
        })),
        moderators: countBy(
          without('moderator_ids'),
          (e) => `${e.moderator_id ?? ''}|${e.moderator_name}`,
        ).map(([key, count]) => {
          const [id, name] = key.split('|');
          return { id: id === '' ? null : Number(id), name, count };
        }),
      },
    };
  });

  contractRoute(app, options, content.moderationExport, ({ query, identity, reply }) => {
    reply.header('content-disposition', 'attachment; filename="moderation-events.csv"');
    return toCsv(
      [
        ['id', (e: ModerationEventWire) => e.id],
        ['created_at', (e) => e.created_at],
        ['action', (e) => e.action],
        ['network', (e) => e.social_type],
        ['status_id', (e) => e.status_id],
        ['moderator', (e) => e.moderator_name],
        ['rule_id', (e) => e.rule_id],
        ['reason', (e) => e.reason],
      ],
      filterEvents(eventsFor(identity), query),
    );
  });
}
