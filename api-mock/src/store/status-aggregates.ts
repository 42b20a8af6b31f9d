/**
 * Pre-aggregated counts and sums of a profile's posts per UTC hour (issue 17 "answer from
 * aggregates, not rows"; decision 012). The count widgets (sentiment, trend, reputation, network
 * breakdown, reviews, engagement, reach, shares, demographics) read at most one small array per
 * hour of the range instead of every post. Kept by the status index on load, insert, remove and
 * re-score, so they always say what the rows say.
 *
 * Per hour:
 * - `base`: network × sentiment × measure (count, likes, replies, shares, engagements, reach,
 *   and the count of each review rating 1–5): every count widget, filtered by networks and
 *   sentiments;
 * - `language`, `country`: dictionary id × sentiment counts, for the demographics.
 * Sums are of integer fields, so adding them in another order gives the very same figures.
 */
import { NETWORK_KEYS } from '@sl/api-contract/schemas/common';
import type { ProfileColumns } from './status-index.ts';

export const HOUR_MS = 3_600_000;
export const NETWORK_COUNT = NETWORK_KEYS.length;

/** Measures of the `base` aggregate, per network and sentiment. */
export const M = {
  count: 0,
  likes: 1,
  replies: 2,
  shares: 3,
  engagements: 4,
  reach: 5,
  /** Count of rating r (1–5) at RATING + r − 1. */
  rating: 6,
} as const;
export const MEASURES = 11;
/** Slots of one hour's `base`: network × sentiment (−1, 0, 1) × measure. */
export const BASE_SLOTS = NETWORK_COUNT * 3 * MEASURES;

/** Offset of (network, sentiment) in a `base` array. */
export const baseAt = (network: number, sentiment: number) => (network * 3 + sentiment + 1) * MEASURES;

export interface HourAggregate {
  base: Float64Array;
  /** `base` summed over the networks: sentiment × measure, for reads that do not split networks. */
  all: Float64Array;
  /** language id × 3 + sentiment + 1 → posts; grown as the dictionary grows. */
  language: Int32Array;
  country: Int32Array;
}

const grownTo = (a: Int32Array, size: number): Int32Array => {
  if (size <= a.length) return a;
  const next = new Int32Array(Math.max(size, a.length * 2, 16));
  next.set(a);
  return next;
};

/** Adds row `i`'s measures (times `sign`) at `at` of `target`. */
function addMeasures(target: Float64Array, at: number, p: ProfileColumns, i: number, sign: 1 | -1): void {
  target[at + M.count] += sign;
  target[at + M.likes] += sign * p.likes[i];
  target[at + M.replies] += sign * p.replies[i];
  target[at + M.shares] += sign * p.shares[i];
  target[at + M.engagements] += sign * p.engagements[i];
  target[at + M.reach] += sign * p.reach[i];
  const rating = p.rating[i];
  if (rating > 0) target[at + M.rating + rating - 1] += sign;
}

export class HourAggregates {
  readonly hours = new Map<number, HourAggregate>();

  /** The aggregate of hour `hour` (ms / HOUR_MS, floored), or undefined when it holds no post. */
  at(hour: number): HourAggregate | undefined {
    return this.hours.get(hour);
  }

  /** Adds (sign 1) or takes away (sign −1) row `i` of `p` with sentiment `sentiment`. */
  add(p: ProfileColumns, i: number, sign: 1 | -1, sentiment = p.sentiment[i]): void {
    const hour = Math.floor(p.time[i] / HOUR_MS);
    let h = this.hours.get(hour);
    if (!h) {
      h = {
        base: new Float64Array(BASE_SLOTS),
        all: new Float64Array(3 * MEASURES),
        language: new Int32Array(0),
        country: new Int32Array(0),
      };
      this.hours.set(hour, h);
    }
    addMeasures(h.base, baseAt(p.network[i], sentiment), p, i, sign);
    addMeasures(h.all, (sentiment + 1) * MEASURES, p, i, sign);
    const l = p.language[i] * 3 + sentiment + 1;
    h.language = grownTo(h.language, l + 1);
    h.language[l] += sign;
    const c = p.country[i] * 3 + sentiment + 1;
    h.country = grownTo(h.country, c + 1);
    h.country[c] += sign;
  }

  clear(): void {
    this.hours.clear();
  }
}
