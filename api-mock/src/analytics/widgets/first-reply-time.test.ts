/**
 * Issue 17: the first-reply time (spec 02 §7) finds its medians and 90th percentile by selection,
 * not by sorting every ticket. Compared with the figures computed by sorting, for random ranges,
 * intervals, time zones and inbox replies (issue 12: a ticket without its own first reply counts
 * the inbox's). A range with no filter reads the profile's tickets kept apart (`TicketColumns`):
 * the same figures, also after tickets are added and removed (old and new times, equal times).
 */
import { GRANULARITIES } from '@sl/api-contract/schemas/common';
import { buildScenario, buildStatus, createRandom } from '@sl/fixtures';
import { describe, expect, it } from 'vitest';
import { createStore } from '../../store/store.ts';
import { bucketPlan } from '../buckets.ts';
import { run } from '../dashboard-query.ts';
import { round, type Series } from '../figures.ts';
import { sla } from './first-reply-time.ts';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const DAY = 86_400_000;

/** The figures by sorting: every ticket's minutes, the medians and percentile read from the order. */
function bySorting(
  cols: ReturnType<typeof run>['sel']['cols'],
  rows: Int32Array,
  series: Series,
  replies: Map<number, number>,
) {
  const median = (xs: number[]) => {
    const s = Float64Array.from(xs).sort();
    return s.length === 0
      ? null
      : s.length % 2
        ? s[(s.length - 1) / 2]
        : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  };
  const { starts } = series.plan;
  const per: number[][] = starts.length ? Array.from(starts, () => []) : [];
  const tickets = new Array<number>(starts.length).fill(0);
  const all: number[] = [];
  for (const i of rows) {
    if (cols.ticket[i] === 0) continue;
    let b = 0;
    while (b + 1 < starts.length && cols.time[i] >= starts[b + 1]) b++;
    tickets[b]++;
    let m = cols.replyMinutes[i];
    if (Number.isNaN(m) && replies.has(cols.id[i]))
      m = ((replies.get(cols.id[i]) as number) - cols.time[i]) / 60_000;
    if (!Number.isNaN(m)) {
      all.push(m);
      per[b].push(m);
    }
  }
  const sorted = Float64Array.from(all).sort();
  const r = (x: number | null) => (x === null ? null : round(x, 1));
  return {
    tickets: tickets.reduce((a, b) => a + b, 0),
    answered: all.length,
    median: r(median(all)),
    p90: sorted.length
      ? round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.9) - 1)], 1)
      : null,
    series: per.map((xs, b) => ({ tickets: tickets[b], answered: xs.length, median: r(median(xs)) })),
  };
}

describe('issue 17: first-reply medians by selection', () => {
  it('equal the figures read from the sorted minutes, for random ranges, zones and inbox replies', async () => {
    const store = createStore();
    await store.load(buildScenario('volume', { now: NOW, statuses: 8_000, days: 40 }));
    const rng = createRandom(12);
    const cols = store.index.profile(1);
    if (!cols) throw new Error('no profile');
    let nextId = 40_000_000;
    for (let k = 0; k < 60; k++) {
      if (k % 4 === 3) {
        // Writes between the reads: tickets (and other posts) added at old, new and equal times; removals.
        const at = NOW.getTime() - rng.int(0, 6) * DAY - rng.int(0, DAY);
        for (let j = rng.int(1, 8); j > 0; j--)
          await store.statuses.create(
            buildStatus(rng, {
              id: nextId++,
              business_profile_id: 1,
              social_type: rng.pick(['zendesk', 'intercom', 'helpshift', 'twitter']),
              created_at: new Date(at - rng.pick([0, 0, rng.int(0, 3_600_000)])).toISOString(),
            }),
          );
        const some = store.statuses.findMany((s) => s.where({ business_profile_id: 1 }));
        for (let j = rng.int(0, 5); j > 0; j--)
          await store.statuses.delete((s) => s.where({ id: some[rng.int(0, some.length - 1)].id }));
        const { tickets, ticket, time, id, replyMinutes } = cols;
        const want = [...Array(cols.n).keys()].filter((i) => ticket[i] === 1);
        expect(Array.from(tickets.time.subarray(0, tickets.n))).toEqual(want.map((i) => time[i]));
        expect(Array.from(tickets.id.subarray(0, tickets.n))).toEqual(want.map((i) => id[i]));
        expect(Array.from(tickets.replyMinutes.subarray(0, tickets.n))).toEqual(
          want.map((i) => replyMinutes[i]),
        );
      }
      const to = NOW.getTime() - rng.int(0, 5) * DAY - rng.int(0, DAY);
      const from = to - rng.pick([3_600_000, DAY, 7 * DAY, 30 * DAY]);
      const interval = rng.pick(GRANULARITIES.filter((g) => g !== 'hours' || to - from <= 7 * DAY));
      const timeZone = rng.pick(['UTC', 'Europe/London', 'Asia/Kolkata']);
      const q = { profileId: 1, from, to, timeZone, interval, properties: undefined };
      const { sel } = run({ store }, q);
      const replies = new Map<number, number>();
      for (const i of sel.rows)
        if (cols.ticket[i] === 1 && Number.isNaN(cols.replyMinutes[i]) && rng.chance(0.5))
          replies.set(cols.id[i], cols.time[i] + rng.int(1, 5000) * 60_000);
      const series: Series = { plan: bucketPlan(from, to, interval, timeZone), interval };
      const got = sla(sel, series, replies);
      const want = bySorting(cols, sel.rows, series, replies);
      expect(got.tickets).toBe(want.tickets);
      expect(got.answered).toBe(want.answered);
      expect(got.median_minutes).toBe(want.median);
      expect(got.p90_minutes).toBe(want.p90);
      expect(
        got.series.map((p) => ({ tickets: p.tickets, answered: p.answered, median: p.median_minutes })),
      ).toEqual(want.series);
    }
  }, 60_000);
});
