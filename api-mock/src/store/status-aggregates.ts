/**
 * Pre-aggregated counts and sums of a profile's posts per UTC hour (issue 17 "answer from
 * aggregates, not rows"; decision 012). The count widgets (sentiment, trend, reputation, network
 * breakdown, reviews, engagement, reach, shares, demographics) read at most one small array per
 * hour of the range instead of every post. Kept by the status index on load, insert, remove and
 * re-score, so they always say what the rows say.
 *
 * Per hour:
 * - `base`: network × sentiment × measure (count, likes, replies, shares, engagements, reach,
 *   the count of each review rating 1–5, and the sums of the posts' reach scores and impacts as
 *   exact parts): every count widget and both score widgets, filtered by networks and sentiments;
 * - `language`, `country`: dictionary id × sentiment counts, for the demographics.
 * Sums are of integer fields (the scores as whole numbers of 2^-32), so adding them in another
 * order gives the very same figures.
 *
 * Running sums over the hours (`HourSums`, issue 17): a bucket's whole hours are one subtraction
 * of two running sums instead of a walk over each hour's aggregate (a 30-day read walked 720).
 */
import { NETWORK_KEYS } from '@sl/api-contract/schemas/common';
import { addScore, impactAt, reachScoreAt } from '../analytics/post-scores.ts';
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
  /** The posts' reach scores, as two exact parts (analytics/post-scores.ts `addScore`): 11, 12. */
  reachScore: 11,
  /** The posts' impacts, likewise: 13, 14. */
  impact: 13,
} as const;
export const MEASURES = 15;
/** Slots of one hour's `base`: network × sentiment (−1, 0, 1) × measure. */
export const BASE_SLOTS = NETWORK_COUNT * 3 * MEASURES;

/** Offset of (network, sentiment) in a `base` array. */
export const baseAt = (network: number, sentiment: number) => (network * 3 + sentiment + 1) * MEASURES;

export interface HourAggregate {
  base: Float64Array;
  /** language id × 3 + sentiment + 1 → posts; grown as the dictionary grows. */
  language: Int32Array;
  country: Int32Array;
  /**
   * Per network (network × TOP_OF.length + k), at least the highest shares, replies, followers,
   * engagements and reach score of the hour's posts (TOP_OF order): the most impactful posts skip
   * an hour that cannot beat their page (issue 17). Raised on insert, never lowered on removal,
   * so it stays an upper bound.
   */
  top: Float64Array;
}

/** The columns `HourAggregate.top` bounds, in its order (reach score: `reachScoreAt(reach)`). */
export const TOP_OF = ['shares', 'replies', 'followers', 'engagements', 'reachScore'] as const;

const grownTo = (a: Int32Array, size: number): Int32Array => {
  if (size <= a.length) return a;
  const next = new Int32Array(Math.max(size, a.length * 2, 16));
  next.set(a);
  return next;
};

/**
 * What a bulk load knows before it adds its rows (StatusIndex.loadSteps): the distinct UTC days
 * of the profile's rows, and the sizes of the index's dictionaries.
 */
export interface AggregateSizes {
  days: number;
  languages: number;
  countries: number;
  texts: number;
  authors: number;
}

const TOP_SLOTS = NETWORK_COUNT * TOP_OF.length;

/**
 * The arrays of a load's hours, cut from a few buffers (issue 17). Each hour used to get four
 * ArrayBuffers of its own, and its language and country counts grew by re-allocation as ids
 * appeared: ~20 000 small allocations at 1M posts, each a forced GC marking step while the
 * generate's full collection ran. `base` and `top` need only the count of hours, known before
 * the rows are written; the id counts need the dictionaries, known after (`sizeIds`).
 */
class HourPool {
  private readonly base: Float64Array;
  private readonly top: Float64Array;
  private language = new Int32Array(0);
  private country = new Int32Array(0);
  private languageSlots = 0;
  private countrySlots = 0;
  private next = 0;

  constructor(private readonly hours: number) {
    this.base = new Float64Array(hours * BASE_SLOTS);
    this.top = new Float64Array(hours * TOP_SLOTS).fill(Number.NEGATIVE_INFINITY);
  }

  sizeIds(languageSlots: number, countrySlots: number): void {
    this.languageSlots = languageSlots;
    this.countrySlots = countrySlots;
    this.language = new Int32Array(this.hours * languageSlots);
    this.country = new Int32Array(this.hours * countrySlots);
  }

  /** The next hour's arrays (views), or undefined once the load's hours are used up. */
  take(): HourAggregate | undefined {
    if (this.next >= this.hours) return undefined;
    const k = this.next++;
    const cut = <A extends Float64Array | Int32Array>(a: A, width: number) =>
      a.subarray(k * width, (k + 1) * width) as A;
    return {
      base: cut(this.base, BASE_SLOTS),
      language: cut(this.language, this.languageSlots),
      country: cut(this.country, this.countrySlots),
      top: cut(this.top, TOP_SLOTS),
    };
  }
}

/** Rows of `width` slots cut from one buffer of `count` rows (issue 17, see HourPool). */
class RowPool<A extends Float64Array | Int32Array> {
  private next = 0;
  private readonly data: A;

  constructor(
    make: (length: number) => A,
    readonly width: number,
    private readonly count: number,
  ) {
    this.data = make(width * count);
  }

  /** A zeroed row, or undefined once the pool is used up. */
  take(): A | undefined {
    if (this.next >= this.count) return undefined;
    const k = this.next++;
    return this.data.subarray(k * this.width, (k + 1) * this.width) as A;
  }
}

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
  addScore(target, at + M.reachScore, reachScoreAt(p.reach[i]), sign);
  addScore(target, at + M.impact, impactAt(p.reach[i], p.engagements[i]), sign);
}

/** Row `i`'s measures, laid out as one `base` cell, written into `out` (a re-score moves them whole). */
function measuresOf(p: ProfileColumns, i: number, out: Float64Array): Float64Array {
  out.fill(0);
  addMeasures(out, 0, p, i, 1);
  return out;
}

/** Moves a cell's measures `m` from `at` to `to` in `target`. */
function moveMeasures(target: Float64Array, at: number, to: number, m: Float64Array): void {
  for (let k = 0; k < MEASURES; k++) {
    if (m[k] === 0) continue;
    target[at + k] -= m[k];
    target[to + k] += m[k];
  }
}

export const DAY_MS = 86_400_000;

/**
 * Posts per text × sentiment per UTC day, and their running sums (issue 17: a new post must not
 * throw away work it does not change). The text widgets and the query check need posts per
 * distinct text over a range (analytics/range-tally.ts): whole days in the range are one
 * subtraction of two running sums (~15 000 texts × 3 at 1M posts) instead of a pass over the
 * ~330 000 rows of 30 days. A change to day d makes the sums after d stale; they are made again
 * on the next read that needs them, from d on (a new post is nearly always in the last day).
 * Slot of a post: text id × 3 + sentiment + 1.
 */
export class DayTextCounts {
  /** Day numbers (ms / DAY_MS, floored) that hold a count array, ascending. */
  readonly days: number[] = [];
  /** Posts per slot of each day in `days`; grown as the text dictionary grows. */
  readonly counts: Int32Array[] = [];
  /** `sums[k]`: the counts of days[0..k) added up; valid for k <= `validTo`. */
  private readonly sums: Int32Array[] = [new Int32Array(0)];
  private validTo = 0;
  /** A load's days, sized once for its dictionary (issue 17, see HourPool). */
  private pool: RowPool<Int32Array> | null = null;

  /** Makes room for `days` days of `slots` slots each, taken as new days appear. */
  reserve(days: number, slots: number): void {
    this.pool = new RowPool((n) => new Int32Array(n), slots, days);
  }

  /** Position of `day` in `days`, or where it would go. */
  position(day: number): number {
    const { days } = this;
    // Posts nearly always land in the last day (loads in time order, new posts): checked first.
    const last = days.length - 1;
    if (last >= 0 && days[last] === day) return last;
    if (last < 0 || days[last] < day) return days.length;
    let lo = 0;
    let hi = days.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (days[mid] < day) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  add(day: number, slot: number, sign: 1 | -1): void {
    const k = this.position(day);
    if (this.days[k] !== day) {
      this.days.splice(k, 0, day);
      const pooled = this.pool && slot < this.pool.width ? this.pool.take() : undefined;
      this.counts.splice(k, 0, pooled ?? new Int32Array(Math.max(16, slot + 1)));
      this.sums.splice(k + 1, 0, new Int32Array(0));
    }
    const c = grownTo(this.counts[k], slot + 1);
    this.counts[k] = c;
    c[slot] += sign;
    // The sums up to day k do not hold it; every later one does.
    if (this.validTo > k) this.validTo = k;
  }

  /** Moves a post of `day` from slot `from` to slot `to` (its sentiment moved). */
  move(day: number, from: number, to: number): void {
    this.add(day, from, -1);
    this.add(day, to, 1);
  }

  /** The counts of days[0..k) added up (a shared array: read it, never write it). */
  sumBefore(k: number): Int32Array {
    const { sums, counts } = this;
    for (let j = this.validTo + 1; j <= k; j++) {
      const prev = sums[j - 1];
      const day = counts[j - 1];
      const size = Math.max(prev.length, day.length);
      let next = sums[j];
      if (next.length !== size) next = new Int32Array(size);
      next.set(prev);
      next.fill(0, prev.length);
      for (let s = 0; s < day.length; s++) next[s] += day[s];
      sums[j] = next;
      this.validTo = j;
    }
    return sums[k];
  }

  clear(): void {
    this.days.length = 0;
    this.counts.length = 0;
    this.sums.length = 1;
    this.validTo = 0;
    this.pool = null;
  }
}

/**
 * Posts, engagements and reach per author, as running sums over the UTC days (issue 17: the
 * entities widget summed every row of its range after each new post). Row k holds the sums over
 * the days at positions [0, k) of `days`, one slot per author id, so whole days of a range are
 * one subtraction per author. The rows are kept current on every change: a post on day d adds to
 * the rows after d (a new post is nearly always on the last day: one row). Integer fields, so the
 * sums are exact in any order. ~20 bytes per author a day: 33 MB for 90 days of 18 000 authors.
 */
export class DayAuthorSums {
  /** Day numbers (ms / DAY_MS, floored) that hold a post, ascending. */
  readonly days: number[] = [];
  readonly counts: Int32Array[] = [new Int32Array(0)];
  readonly engagements: Float64Array[] = [new Float64Array(0)];
  readonly reach: Float64Array[] = [new Float64Array(0)];
  /** Author slots per row. */
  width = 0;
  /** A load's day rows, of `width` slots, cut from one buffer per field (issue 17, see HourPool). */
  private pool: {
    counts: RowPool<Int32Array>;
    engagements: RowPool<Float64Array>;
    reach: RowPool<Float64Array>;
  } | null = null;

  /** Makes room for `authors` author ids in every row (a load passes its dictionary's size once). */
  reserve(authors: number): void {
    if (authors <= this.width) return;
    // The pooled rows are of the old width.
    this.pool = null;
    const grow = <A extends Int32Array | Float64Array>(rows: A[]) => {
      for (let k = 0; k < rows.length; k++) {
        const next = new (rows[k].constructor as new (n: number) => A)(authors);
        next.set(rows[k]);
        rows[k] = next;
      }
    };
    grow(this.counts);
    grow(this.engagements);
    grow(this.reach);
    this.width = authors;
  }

  /** Makes room for `days` new days' rows of the current width, taken as the days appear. */
  reserveDays(days: number): void {
    const { width } = this;
    this.pool = {
      counts: new RowPool((n) => new Int32Array(n), width, days),
      engagements: new RowPool((n) => new Float64Array(n), width, days),
      reach: new RowPool((n) => new Float64Array(n), width, days),
    };
  }

  /** Position of the first day >= `day`: the row before it. */
  position(day: number): number {
    return lowerBound(this.days, day);
  }

  add(day: number, author: number, engagements: number, reach: number, sign: 1 | -1): void {
    if (author >= this.width) this.reserve(Math.max(author + 1, Math.ceil(this.width * 1.25)));
    const { days } = this;
    let k = days.length > 0 && days[days.length - 1] === day ? days.length - 1 : this.position(day);
    if (days[k] !== day) {
      // A new day: its end row starts as the row before it (nothing on that day yet).
      days.splice(k, 0, day);
      const { pool } = this;
      this.counts.splice(k + 1, 0, copyOf(this.counts[k], pool?.counts));
      this.engagements.splice(k + 1, 0, copyOf(this.engagements[k], pool?.engagements));
      this.reach.splice(k + 1, 0, copyOf(this.reach[k], pool?.reach));
    }
    for (k++; k < this.counts.length; k++) {
      this.counts[k][author] += sign;
      this.engagements[k][author] += sign * engagements;
      this.reach[k][author] += sign * reach;
    }
  }

  clear(): void {
    this.days.length = 0;
    this.counts.length = 1;
    this.engagements.length = 1;
    this.reach.length = 1;
    this.counts[0] = new Int32Array(0);
    this.engagements[0] = new Float64Array(0);
    this.reach[0] = new Float64Array(0);
    this.width = 0;
    this.pool = null;
  }
}

/** A copy of `row`, in a row of `pool` when one is left. */
function copyOf<A extends Float64Array | Int32Array>(row: A, pool: RowPool<A> | undefined): A {
  const pooled = pool?.take();
  if (!pooled) return row.slice() as A;
  pooled.set(row);
  return pooled;
}

/** Inserts `value` into the ascending `list` (nearly always at its end). */
function insertSorted(list: number[], value: number): void {
  if (list.length === 0 || list[list.length - 1] < value) {
    list.push(value);
    return;
  }
  list.splice(lowerBound(list, value), 0, value);
}

/** First position of the ascending `list` whose value is >= `value`. */
function lowerBound(list: readonly number[], value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Running sums of one field of the hourly aggregates over the hours that hold posts, in time
 * order: row k (`width` slots from k × width) is the field summed over the hours at positions
 * [0, k) of `HourAggregates.hourKeys`, so the hours at [a, b) add up to row b − row a. Exact, as
 * the fields are integers (see above). Rows up to `validTo` are current; a change to an hour
 * makes the rows after it stale, and the next read makes them again from there (a new post is
 * nearly always in the last hour: one row).
 */
export class HourSums<A extends Float64Array | Int32Array> {
  data: A;
  width = 0;
  private validTo = 0;

  constructor(
    private readonly make: (length: number) => A,
    private readonly field: (h: HourAggregate) => A,
  ) {
    this.data = make(0);
  }

  /** Rows after position `k` no longer hold what the hours say. */
  staleAfter(k: number): void {
    if (k < this.validTo) this.validTo = k;
  }

  /** Makes rows [0, keys.length] current for hours of at most `width` slots; answers `data`. */
  current(keys: readonly number[], hours: ReadonlyMap<number, HourAggregate>, width: number): A {
    const rows = keys.length + 1;
    if (width !== this.width) {
      this.width = width;
      this.validTo = 0;
    }
    if (this.data.length < rows * width) {
      // Room for the hours to come (a live profile gains one an hour): the valid rows kept.
      const next = this.make(Math.ceil(rows * 1.25 + 24) * width);
      next.set(this.data.subarray(0, (this.validTo + 1) * width));
      this.data = next;
    }
    const { data } = this;
    if (this.validTo === 0) data.fill(0, 0, width);
    for (let k = this.validTo + 1; k < rows; k++) {
      const at = k * width;
      const prev = at - width;
      const hour = this.field(hours.get(keys[k - 1]) as HourAggregate);
      const n = hour.length;
      for (let s = 0; s < n; s++) data[at + s] = data[prev + s] + hour[s];
      for (let s = n; s < width; s++) data[at + s] = data[prev + s];
    }
    this.validTo = rows - 1;
    return data;
  }

  clear(): void {
    this.validTo = 0;
    this.width = 0;
    this.data = this.make(0);
  }
}

export class HourAggregates {
  readonly hours = new Map<number, HourAggregate>();
  /** The hours that hold an aggregate (ms / HOUR_MS, floored), ascending. */
  readonly hourKeys: number[] = [];
  /** Posts per text × sentiment per UTC day (see DayTextCounts). */
  readonly dayTexts = new DayTextCounts();
  /** Posts, engagements and reach per author, running over the UTC days (see DayAuthorSums). */
  readonly dayAuthors = new DayAuthorSums();
  /** The earliest hour changed since the running sums were last made current. */
  private staleFrom = Number.POSITIVE_INFINITY;
  /** A load's hours, sized once (see HourPool); later hours get arrays of their own. */
  private pool: HourPool | null = null;
  private readonly baseSums = new HourSums(
    (n) => new Float64Array(n),
    (h) => h.base,
  );
  private readonly languageSums = new HourSums(
    (n) => new Int32Array(n),
    (h) => h.language,
  );
  private readonly countrySums = new HourSums(
    (n) => new Int32Array(n),
    (h) => h.country,
  );

  /** The aggregate of hour `hour` (ms / HOUR_MS, floored), or undefined when it holds no post. */
  at(hour: number): HourAggregate | undefined {
    return this.hours.get(hour);
  }

  /** Position in `hourKeys` of the first hour >= `hour`: the running sums' row before it. */
  position(hour: number): number {
    return lowerBound(this.hourKeys, hour);
  }

  private fresh(): void {
    if (this.staleFrom === Number.POSITIVE_INFINITY) return;
    const k = this.position(this.staleFrom);
    this.baseSums.staleAfter(k);
    this.languageSums.staleAfter(k);
    this.countrySums.staleAfter(k);
    this.staleFrom = Number.POSITIVE_INFINITY;
  }

  /**
   * Running sums of `base` (BASE_SLOTS a row, see HourSums): the hours at positions [a, b) of
   * `hourKeys` add up to rows b − a. A shared array: read it, never write it.
   */
  baseRunningSums(): Float64Array {
    this.fresh();
    return this.baseSums.current(this.hourKeys, this.hours, BASE_SLOTS);
  }

  /** Running sums of the language or country counts; the row width is `.width` of the answer. */
  fieldRunningSums(field: 'language' | 'country'): { data: Int32Array; width: number } {
    this.fresh();
    const sums = field === 'language' ? this.languageSums : this.countrySums;
    let width = 0;
    for (const h of this.hours.values()) if (h[field].length > width) width = h[field].length;
    return { data: sums.current(this.hourKeys, this.hours, width), width };
  }

  /**
   * Sizes the hours' measures once for a bulk load of `hours` distinct hours, with the columns,
   * before the rows are written (issue 17; see HourPool, and `reserve` for the rest).
   */
  reserveHours(hours: number): void {
    this.pool = new HourPool(hours);
  }

  /**
   * Sizes the rest once the load's dictionaries are known, before its rows are added (issue 17:
   * a load of 1M posts allocated ~20 000 small arrays as hours, days and ids appeared; see
   * HourPool). Together these stay under the 64 MiB of ArrayBuffers V8 lets a program allocate
   * after a full collection before it starts another (StatusIndex.loadSteps).
   */
  reserve(sizes: AggregateSizes): void {
    this.pool?.sizeIds(sizes.languages * 3, sizes.countries * 3);
    this.dayTexts.reserve(sizes.days, sizes.texts * 3);
    this.dayAuthors.reserve(sizes.authors);
    this.dayAuthors.reserveDays(sizes.days);
  }

  /** Adds (sign 1) or takes away (sign −1) row `i` of `p` with sentiment `sentiment`. */
  add(p: ProfileColumns, i: number, sign: 1 | -1, sentiment = p.sentiment[i]): void {
    const hour = Math.floor(p.time[i] / HOUR_MS);
    let h = this.hours.get(hour);
    if (!h) {
      h = this.pool?.take() ?? {
        base: new Float64Array(BASE_SLOTS),
        language: new Int32Array(0),
        country: new Int32Array(0),
        top: new Float64Array(TOP_SLOTS).fill(Number.NEGATIVE_INFINITY),
      };
      this.hours.set(hour, h);
      insertSorted(this.hourKeys, hour);
    }
    if (hour < this.staleFrom) this.staleFrom = hour;
    addMeasures(h.base, baseAt(p.network[i], sentiment), p, i, sign);
    if (sign === 1) {
      const { top } = h;
      const at = p.network[i] * TOP_OF.length;
      top[at] = Math.max(top[at], p.shares[i]);
      top[at + 1] = Math.max(top[at + 1], p.replies[i]);
      top[at + 2] = Math.max(top[at + 2], p.followers[i]);
      top[at + 3] = Math.max(top[at + 3], p.engagements[i]);
      top[at + 4] = Math.max(top[at + 4], reachScoreAt(p.reach[i]));
    }
    const l = p.language[i] * 3 + sentiment + 1;
    h.language = grownTo(h.language, l + 1);
    h.language[l] += sign;
    const c = p.country[i] * 3 + sentiment + 1;
    h.country = grownTo(h.country, c + 1);
    h.country[c] += sign;
    const day = Math.floor(p.time[i] / DAY_MS);
    this.dayTexts.add(day, p.text[i] * 3 + sentiment + 1, sign);
    this.dayAuthors.add(day, p.author[i], p.engagements[i], p.reach[i], sign);
  }

  private readonly moving = new Float64Array(MEASURES);

  /**
   * Moves row `i` from sentiment `from` to `to` (a re-score, decision 019): the same as taking it
   * away with `from` and adding it with `to`, with its measures worked out once (the re-score's
   * apply step is synchronous: issue 17, no block over 50 ms).
   */
  move(p: ProfileColumns, i: number, from: number, to: number): void {
    if (from === to) return;
    const hour = Math.floor(p.time[i] / HOUR_MS);
    const h = this.hours.get(hour);
    if (!h) throw new Error('a re-scored row is in no hour of the aggregates');
    if (hour < this.staleFrom) this.staleFrom = hour;
    const m = measuresOf(p, i, this.moving);
    const n = p.network[i];
    moveMeasures(h.base, baseAt(n, from), baseAt(n, to), m);
    // A slot past the array's end (a sentiment this language or country had no post with) grows it.
    const l = p.language[i] * 3 + 1;
    h.language = grownTo(h.language, l + 2);
    h.language[l + from]--;
    h.language[l + to]++;
    const c = p.country[i] * 3 + 1;
    h.country = grownTo(h.country, c + 2);
    h.country[c + from]--;
    h.country[c + to]++;
    const t = p.text[i] * 3 + 1;
    this.dayTexts.move(Math.floor(p.time[i] / DAY_MS), t + from, t + to);
  }

  clear(): void {
    this.hours.clear();
    this.hourKeys.length = 0;
    this.pool = null;
    this.dayTexts.clear();
    this.dayAuthors.clear();
    this.staleFrom = Number.POSITIVE_INFINITY;
    this.baseSums.clear();
    this.languageSums.clear();
    this.countrySums.clear();
  }
}
