/** The reviews widget (spec 02 §7): ratings, per review network and per bucket. */
import { dashboard as d } from '@sl/api-contract/endpoints';
import { NETWORK_KEYS, NETWORKS } from '@sl/api-contract/schemas/common';
import type * as w from '@sl/api-contract/schemas/dashboard';
import { assignBuckets } from '../buckets.ts';
import type { Selection } from '../context-filter.ts';
import { run } from '../dashboard-query.ts';
import { type Out, round, type Series } from '../figures.ts';
import { handles } from './widget.ts';

export function reviews(sel: Selection, series: Series): Out<typeof w.reviewsResponseSchema> {
  const { rows, cols } = sel;
  const ratings = new Int32Array(6);
  const netCount = new Int32Array(NETWORK_KEYS.length);
  const netSum = new Float64Array(NETWORK_KEYS.length);
  const n = series.plan.keys.length;
  const bCount = new Int32Array(n);
  const bSum = new Float64Array(n);
  const buckets = assignBuckets(cols.time, rows, series.plan);
  let total = 0;
  let sum = 0;
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k];
    const r = cols.rating[i];
    if (r === 0) continue;
    ratings[r]++;
    netCount[cols.network[i]]++;
    netSum[cols.network[i]] += r;
    bCount[buckets[k]]++;
    bSum[buckets[k]] += r;
    total++;
    sum += r;
  }
  const avg = (s: number, c: number) => (c ? round(s / c) : null);
  return {
    total,
    average_rating: avg(sum, total),
    ratings: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: ratings[rating] })),
    networks: NETWORKS.filter((net) => net.review).map((net) => {
      const i = NETWORK_KEYS.indexOf(net.key);
      return { social_type: net.key, total: netCount[i], average_rating: avg(netSum[i], netCount[i]) };
    }),
    interval: series.interval,
    series: series.plan.keys.map((date, b) => ({
      date,
      count: bCount[b],
      average_rating: avg(bSum[b], bCount[b]),
    })),
  };
}

export default [
  handles(d.dashboardReviews, ({ store, query }) => {
    const { sel, series } = run({ store }, query);
    return reviews(sel, series);
  }),
];
