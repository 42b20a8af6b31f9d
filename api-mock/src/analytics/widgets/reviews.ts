/** The reviews widget (spec 02 §7): ratings, per review network and per bucket. */
import { dashboard as d } from '@sl/api-contract/endpoints';
import { NETWORK_KEYS, NETWORKS } from '@sl/api-contract/schemas/common';
import type * as w from '@sl/api-contract/schemas/dashboard';
import { BASE_SLOTS, baseAt, M } from '../../store/status-aggregates.ts';
import { baseCube, CUBE_FOR, type Cube } from '../aggregate-query.ts';
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
  return reviewsOf(series, { ratings, netCount, netSum, bCount, bSum, total, sum });
}

interface RatingSums {
  /** Reviews per rating (index 1–5). */
  ratings: ArrayLike<number>;
  netCount: ArrayLike<number>;
  netSum: ArrayLike<number>;
  bCount: ArrayLike<number>;
  bSum: ArrayLike<number>;
  total: number;
  sum: number;
}

function reviewsOf(series: Series, r: RatingSums): Out<typeof w.reviewsResponseSchema> {
  const avg = (s: number, c: number) => (c ? round(s / c) : null);
  return {
    total: r.total,
    average_rating: avg(r.sum, r.total),
    ratings: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: r.ratings[rating] })),
    networks: NETWORKS.filter((net) => net.review).map((net) => {
      const i = NETWORK_KEYS.indexOf(net.key);
      return { social_type: net.key, total: r.netCount[i], average_rating: avg(r.netSum[i], r.netCount[i]) };
    }),
    interval: series.interval,
    series: series.plan.keys.map((date, b) => ({
      date,
      count: r.bCount[b],
      average_rating: avg(r.bSum[b], r.bCount[b]),
    })),
  };
}

/** The same from the aggregates (decision 012): ratings are counted per network, sentiment, hour. */
export function reviewsFromCube(cube: Cube): Out<typeof w.reviewsResponseSchema> {
  const nb = cube.plan.keys.length;
  const ratings = new Float64Array(6);
  const netCount = new Float64Array(NETWORK_KEYS.length);
  const netSum = new Float64Array(NETWORK_KEYS.length);
  const bCount = new Float64Array(nb);
  const bSum = new Float64Array(nb);
  let total = 0;
  let sum = 0;
  for (let b = 0; b < nb; b++)
    for (let n = 0; n < NETWORK_KEYS.length; n++)
      for (let s = -1; s <= 1; s++) {
        const at = b * BASE_SLOTS + baseAt(n, s) + M.rating;
        for (let r = 1; r <= 5; r++) {
          const c = cube.data[at + r - 1];
          if (c === 0) continue;
          ratings[r] += c;
          netCount[n] += c;
          netSum[n] += c * r;
          bCount[b] += c;
          bSum[b] += c * r;
          total += c;
          sum += c * r;
        }
      }
  return reviewsOf(
    { plan: cube.plan, interval: cube.interval },
    { ratings, netCount, netSum, bCount, bSum, total, sum },
  );
}

export default [
  handles(d.dashboardReviews, ({ store, query }) => {
    const cube = baseCube(store.index, query, CUBE_FOR.reviews);
    if (cube) return reviewsFromCube(cube);
    const { sel, series } = run({ store }, query);
    return reviews(sel, series);
  }),
];
