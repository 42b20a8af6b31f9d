/** The first-reply time widget (spec 02 §7): SLA of support tickets, and the compared range. */
import { dashboard as d } from '@sl/api-contract/endpoints';
import type * as w from '@sl/api-contract/schemas/dashboard';
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

/** First-reply time of tickets (zendesk, intercom, helpshift): minutes from ticket to first reply. */
export function sla(sel: Selection, series: Series): Out<typeof w.slaResponseSchema> {
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
    const m = cols.replyMinutes[i];
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
    return sla(sel, series);
  }),
  handles(d.dashboardComparedSla, ({ store, query, compared }) => {
    const current = run({ store }, query);
    // The contract requires compared_range on this call, so there is a compared query.
    const before = run({ store }, compared() as DashboardQuery);
    return { current: sla(current.sel, current.series), compared: sla(before.sel, before.series) };
  }),
];
