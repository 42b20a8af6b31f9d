/**
 * Interval buckets in the caller's time zone (spec 01 §9 granularity; spec 02 §7: time zone
 * falls back to UTC). A bucket key is the local start of the hour, day, week (Monday) or month.
 * The boundaries of a range are computed once (Intl is called per hour of the range, never per
 * post) and cached; posts, sorted by time, are then assigned by walking the boundaries.
 */
import type { Granularity } from '@sl/api-contract/schemas/common';
import { zonedParts } from '@sl/api-contract/time/zoned-time';

export { isTimeZone } from '@sl/api-contract/time/zoned-time';

function localParts(ms: number, timeZone: string) {
  const p = zonedParts(new Date(ms), timeZone);
  return { y: p.year, m: p.month, d: p.day, h: p.hour };
}

const pad = (n: number) => String(n).padStart(2, '0');

export function bucketKey(ms: number, interval: Granularity, timeZone: string): string {
  const { y, m, d, h } = localParts(ms, timeZone);
  switch (interval) {
    case 'hours':
      return `${y}-${pad(m)}-${pad(d)}T${pad(h)}:00`;
    case 'days':
      return `${y}-${pad(m)}-${pad(d)}`;
    case 'weeks': {
      const day = new Date(Date.UTC(y, m - 1, d));
      const back = (day.getUTCDay() + 6) % 7; // Monday starts the week
      day.setUTCDate(day.getUTCDate() - back);
      return day.toISOString().slice(0, 10);
    }
    case 'months':
      return `${y}-${pad(m)}`;
  }
}

/** The buckets of a range: keys in order and the UTC instant each one starts at (the first at `from`). */
export interface BucketPlan {
  keys: string[];
  starts: Float64Array;
}

const HOUR = 3_600_000;
const QUARTER = 900_000;
const plans = new Map<string, BucketPlan>();
const MAX_PLANS = 256;

/** Every bucket touched by [from, to), in order, so empty buckets show as zeros. */
export function bucketPlan(from: number, to: number, interval: Granularity, timeZone: string): BucketPlan {
  const cacheKey = `${from}|${to}|${interval}|${timeZone}`;
  const cached = plans.get(cacheKey);
  if (cached) return cached;
  const keys: string[] = [];
  const starts: number[] = [];
  let last = bucketKey(from, interval, timeZone);
  keys.push(last);
  starts.push(from);
  // Every real zone changes offset on a quarter hour, so a key can only change on one: walk the
  // hours, and where the key changed, find the quarter it changed at.
  let prev = from;
  for (let t = Math.floor(from / HOUR) * HOUR + HOUR; t < to; t += HOUR) {
    const k = bucketKey(t, interval, timeZone);
    if (k !== last) {
      let at = t;
      for (let q = t - 3 * QUARTER; q < t; q += QUARTER) {
        if (q > prev && bucketKey(q, interval, timeZone) === k) {
          at = q;
          break;
        }
      }
      keys.push(k);
      starts.push(at);
      last = k;
    }
    prev = t;
  }
  const plan = { keys, starts: Float64Array.from(starts) };
  if (plans.size >= MAX_PLANS) plans.delete(plans.keys().next().value as string);
  plans.set(cacheKey, plan);
  return plan;
}

/** The bucket of each selected row (rows in time order, all within the plan's range). */
export function assignBuckets(times: Float64Array, rows: Int32Array, plan: BucketPlan): Int32Array {
  const out = new Int32Array(rows.length);
  const { starts } = plan;
  let b = 0;
  for (let k = 0; k < rows.length; k++) {
    const t = times[rows[k]];
    while (b + 1 < starts.length && t >= starts[b + 1]) b++;
    out[k] = b;
  }
  return out;
}
