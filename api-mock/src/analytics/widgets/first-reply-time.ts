/** The first-reply time widget (spec 02 §7): SLA of support tickets, and the compared range. */
import { dashboard as d } from '@sl/api-contract/endpoints';
import type * as w from '@sl/api-contract/schemas/dashboard';
import type { TicketColumns } from '../../store/status-index.ts';
import type { Store } from '../../store/store.ts';
import { rowsOfSelection, type Selection } from '../context-filter.ts';
import { type DashboardQuery, run } from '../dashboard-query.ts';
import { type Out, round, type Series } from '../figures.ts';
import { handles } from './widget.ts';

/**
 * The k-th smallest of `a[from, to)` (0-based within the range), moving the elements of that
 * range (Hoare's selection). Issue 17: a median or a percentile is one element of the order, not
 * a sort of every ticket.
 */
function kth(a: Float64Array, from: number, to: number, k: number): number {
  let lo = from;
  let hi = to - 1;
  const target = from + k;
  while (lo < hi) {
    const pivot = a[(lo + hi) >>> 1];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i] < pivot) i++;
      while (a[j] > pivot) j--;
      if (i <= j) {
        const t = a[i];
        a[i] = a[j];
        a[j] = t;
        i++;
        j--;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else return a[target];
  }
  return a[target];
}

/** The median of `a[from, to)` (its elements move), or null when empty. */
function medianOf(a: Float64Array, from: number, to: number): number | null {
  const n = to - from;
  if (n === 0) return null;
  if (n % 2) return kth(a, from, to, (n - 1) / 2);
  const low = kth(a, from, to, n / 2 - 1);
  // After the selection every element past the lower middle is at least it: the upper middle is their least.
  let high = Number.POSITIVE_INFINITY;
  for (let i = from + n / 2; i < to; i++) if (a[i] < high) high = a[i];
  return (low + high) / 2;
}

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
  // Every row of a range: its tickets, kept apart in the same order (issue 17), are all the pass
  // reads. Otherwise the selection's rows, skipping those that are not tickets.
  const { span } = sel;
  const source: TicketColumns | null = span ? sel.cols.tickets : null;
  let { lo, count: rowCount, rows } = rowsOfSelection(sel);
  if (source && span) {
    lo = source.lowerBound(span.from);
    rowCount = source.lowerBound(span.to) - lo;
    rows = null;
  }
  const cols = source ?? sel.cols;
  const ticket = source ? null : sel.cols.ticket;
  const { starts } = series.plan;
  const n = starts.length;
  const bTickets = new Int32Array(n);
  /**
   * The answered tickets' minutes in time order, so each bucket's are one stretch (`bEnd`): the
   * first `count` of a list with room for every row (no growing list and copy: issue 17).
   */
  const values = new Float64Array(rowCount);
  let count = 0;
  let sum = 0;
  const bEnd = new Int32Array(n);
  let tickets = 0;
  let b = 0;
  // Columns in locals: this pass runs over every row of the range (issue 17).
  const { time, replyMinutes, id } = cols;
  const inbox = replies.size > 0;
  for (let k = 0; k < rowCount; k++) {
    const i = rows === null ? lo + k : rows[k];
    if (ticket !== null && ticket[i] === 0) continue;
    const t = time[i];
    while (b + 1 < n && t >= starts[b + 1]) bEnd[++b] = count;
    tickets++;
    bTickets[b]++;
    let m = replyMinutes[i];
    if (inbox && Number.isNaN(m)) {
      const at = replies.get(id[i]);
      if (at !== undefined) m = (at - t) / MINUTE_MS;
    }
    if (!Number.isNaN(m)) {
      values[count++] = m;
      // The same additions in the same (time) order as a sum over the rows.
      sum += m;
    }
  }
  for (let c = b + 1; c < n; c++) bEnd[c] = count;
  // bEnd[c] so far holds where bucket c starts; made into where it ends.
  const bStart = Int32Array.from(bEnd);
  for (let c = 0; c < n; c++) bEnd[c] = c + 1 < n ? bStart[c + 1] : count;
  bStart[0] = 0;
  const bMedian = Array.from({ length: n }, (_, c) => medianOf(values, bStart[c], bEnd[c]));
  const r = (x: number | null) => (x === null ? null : round(x, 1));
  const median = medianOf(values, 0, count);
  // After the median's selection the elements from its lower middle on are the largest ones:
  // the 90th percentile (at or past that middle) is selected among them alone.
  const p90At = Math.min(count - 1, Math.ceil(count * 0.9) - 1);
  const mid = count % 2 ? (count - 1) / 2 : count / 2 - 1;
  return {
    tickets,
    answered: count,
    unanswered: tickets - count,
    median_minutes: r(median),
    average_minutes: count ? round(sum / count, 1) : null,
    p90_minutes: count
      ? round(p90At >= mid ? kth(values, mid, count, p90At - mid) : kth(values, 0, count, p90At), 1)
      : null,
    interval: series.interval,
    series: series.plan.keys.map((date, c) => ({
      date,
      tickets: bTickets[c],
      answered: bEnd[c] - bStart[c],
      median_minutes: r(bMedian[c]),
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
