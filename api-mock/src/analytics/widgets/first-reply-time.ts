/** The first-reply time widget (spec 02 §7): SLA of support tickets, and the compared range. */
import { dashboard as d } from '@sl/api-contract/endpoints';
import type * as w from '@sl/api-contract/schemas/dashboard';
import type { Store } from '../../store/store.ts';
import { assignBuckets } from '../buckets.ts';
import type { Selection } from '../context-filter.ts';
import { type DashboardQuery, run } from '../dashboard-query.ts';
import { type Out, round, type Series } from '../figures.ts';
import { handles } from './widget.ts';

const median = (sorted: Float64Array) =>
  sorted.length === 0
    ? null
    : sorted.length % 2
      ? sorted[(sorted.length - 1) / 2]
      : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;

const MINUTE_MS = 60_000;

/**
 * issue 12 "replies count": the first replies recorded in the inbox (a reply or 'mark replied'),
 * by status id, in ms. Only worked items have a record, so this is a short scan.
 */
export function inboxReplies(store: Store, profileId: number): ReadonlyMap<number, number> {
  const replies = new Map<number, number>();
  for (const r of store.collections.feedItems.all())
    if (r.business_profile_id === profileId && r.replied_at !== null)
      replies.set(r.id, Date.parse(r.replied_at));
  return replies;
}

/**
 * First-reply time of tickets (zendesk, intercom, helpshift): minutes from ticket to first reply,
 * the post's own first reply or else the first one recorded in the inbox.
 */
export function sla(
  sel: Selection,
  series: Series,
  replies: ReadonlyMap<number, number> = new Map(),
): Out<typeof w.slaResponseSchema> {
  const { rows, cols } = sel;
  const n = series.plan.keys.length;
  const buckets = assignBuckets(cols.time, rows, series.plan);
  const perBucket: number[][] = Array.from({ length: n }, () => []);
  const bTickets = new Int32Array(n);
  const all: number[] = [];
  let tickets = 0;
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k];
    if (cols.ticket[i] === 0) continue;
    tickets++;
    bTickets[buckets[k]]++;
    let m = cols.replyMinutes[i];
    if (Number.isNaN(m)) {
      const at = replies.get(cols.id[i]);
      if (at !== undefined) m = (at - cols.time[i]) / MINUTE_MS;
    }
    if (!Number.isNaN(m)) {
      all.push(m);
      perBucket[buckets[k]].push(m);
    }
  }
  const sorted = Float64Array.from(all).sort();
  const sum = all.reduce((a, b) => a + b, 0);
  const r = (x: number | null) => (x === null ? null : round(x, 1));
  return {
    tickets,
    answered: all.length,
    unanswered: tickets - all.length,
    median_minutes: r(median(sorted)),
    average_minutes: all.length ? round(sum / all.length, 1) : null,
    p90_minutes: sorted.length
      ? round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.9) - 1)], 1)
      : null,
    interval: series.interval,
    series: series.plan.keys.map((date, b) => ({
      date,
      tickets: bTickets[b],
      answered: perBucket[b].length,
      median_minutes: r(median(Float64Array.from(perBucket[b]).sort())),
    })),
  };
}

export default [
  handles(d.dashboardSla, ({ store, query }) => {
    const { sel, series } = run({ store }, query);
    return sla(sel, series, inboxReplies(store, query.profileId));
  }),
  handles(d.dashboardComparedSla, ({ store, query, compared }) => {
    const current = run({ store }, query);
    // The contract requires compared_range on this call, so there is a compared query.
    const before = run({ store }, compared() as DashboardQuery);
    const replies = inboxReplies(store, query.profileId);
    return {
      current: sla(current.sel, current.series, replies),
      compared: sla(before.sel, before.series, replies),
    };
  }),
];
