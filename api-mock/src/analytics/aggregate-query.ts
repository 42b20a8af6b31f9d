/**
 * The count widgets and the reach and impact scores answered from the hourly aggregates
 * (decision 012) instead of the rows.
 * Buckets are in the caller's time zone (spec 01 §9, spec 02 §7): a whole UTC hour that lies in
 * one bucket is added from its aggregate; an hour a bucket boundary cuts (zones at a half or
 * quarter hour such as Asia/Kolkata, or a range that does not start or end on the hour) is read
 * from its rows. So every zone gets exact figures; whole-hour zones read no row at all.
 * Contexts with text terms (or filters the aggregate has no dimension for) keep the row path.
 */
import type { Granularity } from '@sl/api-contract/schemas/common';
import type * as w from '@sl/api-contract/schemas/dashboard';
import type { ContextProperties } from '@sl/api-contract/schemas/dashboard';
import { BASE_SLOTS, HOUR_MS, M, MEASURES, NETWORK_COUNT } from '../store/status-aggregates.ts';
import type { ProfileColumns, StatusIndex } from '../store/status-index.ts';
import { type BucketPlan, bucketPlan } from './buckets.ts';
import { type CompiledContext, compileContext } from './context-filter.ts';
import type { DashboardQuery } from './dashboard-query.ts';
import { impactScoreFrom, type Out, points, reachScoreFrom, sentimentOf } from './figures.ts';
import { addScore, impactAt, reachScoreAt } from './post-scores.ts';

/**
 * Walks [from, to) of a profile's posts bucket by bucket (`starts`: each bucket's first instant,
 * the first at `from`): the whole UTC hours of a bucket as one span of the running sums
 * (`onSpan(a, z, b)`: the hours at positions [a, z) of `hourKeys`), everything else (an hour a
 * bucket boundary cuts, the partial hours at the range's ends) row by row (`onRow(i, b)`).
 */
function walk(
  cols: ProfileColumns,
  from: number,
  to: number,
  starts: Float64Array,
  onSpan: (a: number, z: number, b: number) => void,
  onRow: (i: number, b: number) => void,
): void {
  const nb = starts.length;
  const { hourly } = cols;
  const rows = (a: number, z: number, b: number) => {
    for (let i = cols.lowerBound(a), end = cols.lowerBound(z); i < end; i++) onRow(i, b);
  };
  for (let b = 0; b < nb; b++) {
    const lo = Math.max(from, starts[b]);
    const hi = b + 1 < nb ? Math.min(to, starts[b + 1]) : to;
    if (lo >= hi) continue;
    const firstWhole = Math.ceil(lo / HOUR_MS) * HOUR_MS;
    const lastWhole = Math.floor(hi / HOUR_MS) * HOUR_MS;
    if (firstWhole >= lastWhole) {
      rows(lo, hi, b);
      continue;
    }
    rows(lo, firstWhole, b);
    const a = hourly.position(firstWhole / HOUR_MS);
    const z = hourly.position(lastWhole / HOUR_MS);
    if (a < z) onSpan(a, z, b);
    rows(lastWhole, hi, b);
  }
}

/**
 * Per bucket, per network (or all on network 0, see CubeOptions) and sentiment, the measures of
 * `status-aggregates.ts` (M).
 */
export interface Cube {
  plan: BucketPlan;
  interval: Granularity;
  /** bucket × BASE_SLOTS, laid out as one hour's `base`. */
  data: Float64Array;
}

const noTextNorFields = (c: CompiledContext) => c.textMatches === null;

export interface CubeOptions {
  /** Keep networks apart (network breakdown, reviews); otherwise all land on network 0. */
  byNetwork?: boolean;
  /** The measures (M) the caller reads (the shared cube holds the others' sums too). */
  measures?: readonly number[];
}

const ALL_MEASURES = Array.from({ length: MEASURES }, (_, m) => m);

/** What each count widget reads of the cube (the widget modules and the property test use these). */
export const CUBE_FOR = {
  sentiment: { measures: [M.count] },
  engagement: { measures: [M.likes, M.replies, M.shares, M.engagements] },
  reach: { measures: [M.count, M.reach] },
  shares: { measures: [M.count, M.shares] },
  networks: { byNetwork: true, measures: [M.count] },
  reviews: { byNetwork: true, measures: [1, 2, 3, 4, 5].map((r) => M.rating + r - 1) },
  reachScore: { measures: [M.count, M.reachScore, M.reachScore + 1] },
  impactScore: { measures: [M.count, M.impact, M.impact + 1] },
} as const satisfies Record<string, CubeOptions>;

/** Cubes kept per index version: the count widgets of a dashboard share their query's. */
const CUBES_KEPT = 8;
const cubes = new WeakMap<StatusIndex, { version: number; entries: Map<string, Cube | null> }>();

/**
 * The base aggregate serves a context filtered by networks and sentiments only. The cube is made
 * once per query, network split and index version, with every measure, and shared (read-only) by
 * the count widgets that ask for it: issue 17, the ~11 count calls of one dashboard each walked
 * the same running sums for their own measures after every new post. Each measure's sums are the
 * same additions in the same order whichever others are made beside it: the same figures.
 */
export function baseCube(index: StatusIndex, q: DashboardQuery, options: CubeOptions = {}): Cube | null {
  let memo = cubes.get(index);
  if (!memo || memo.version !== index.version) {
    memo = { version: index.version, entries: new Map() };
    cubes.set(index, memo);
  }
  const key = JSON.stringify([
    q.profileId,
    q.from,
    q.to,
    q.interval,
    q.timeZone,
    q.properties ?? null,
    !!options.byNetwork,
  ]);
  const known = memo.entries.get(key);
  if (known !== undefined) return known;
  const cube = makeCube(index, q, !!options.byNetwork);
  if (memo.entries.size >= CUBES_KEPT) memo.entries.delete(memo.entries.keys().next().value as string);
  memo.entries.set(key, cube);
  return cube;
}

function makeCube(index: StatusIndex, q: DashboardQuery, byNetwork: boolean): Cube | null {
  const options = { byNetwork };
  const compiled = compileContext(index, q.properties);
  if (!noTextNorFields(compiled) || compiled.languages || compiled.countries) return null;
  const plan = bucketPlan(q.from, q.to, q.interval, q.timeZone);
  const nb = plan.keys.length;
  const data = new Float64Array(nb * BASE_SLOTS);
  const cols = index.profile(q.profileId);
  if (!cols) return { plan, interval: q.interval, data };
  const { networks, sentiments } = compiled;
  const measures = Int32Array.from(ALL_MEASURES);
  const keep = new Uint8Array(NETWORK_COUNT * 3);
  for (let n = 0; n < NETWORK_COUNT; n++)
    for (let s = -1; s <= 1; s++)
      keep[n * 3 + s + 1] = (!networks || networks[n] === 1) && (!sentiments || sentiments.has(s)) ? 1 : 0;
  const cellOf = (n: number, s: number) => (options.byNetwork ? n * 3 + s + 1 : s + 1);
  // The cells kept, and where each lands in a bucket of the cube.
  const cells: number[] = [];
  const targets: number[] = [];
  for (let n = 0; n < NETWORK_COUNT; n++)
    for (let s = -1; s <= 1; s++)
      if (keep[n * 3 + s + 1] === 1) {
        cells.push((n * 3 + s + 1) * MEASURES);
        targets.push(cellOf(n, s) * MEASURES);
      }
  const sums = cols.hourly.baseRunningSums();
  walk(
    cols,
    q.from,
    q.to,
    plan.starts,
    (a, z, b) => {
      const out = b * BASE_SLOTS;
      const before = a * BASE_SLOTS;
      const after = z * BASE_SLOTS;
      for (let c = 0; c < cells.length; c++) {
        const at = cells[c];
        if (sums[after + at + M.count] === sums[before + at + M.count]) continue; // no post
        const to = out + targets[c];
        for (let k = 0; k < measures.length; k++) {
          const m = measures[k];
          data[to + m] += sums[after + at + m] - sums[before + at + m];
        }
      }
    },
    (i, b) => {
      const s = cols.sentiment[i];
      const n = cols.network[i];
      if (keep[n * 3 + s + 1] === 0) return;
      const at = b * BASE_SLOTS + cellOf(n, s) * MEASURES;
      // Every measure: the ones not asked for are never read.
      data[at + M.count] += 1;
      data[at + M.likes] += cols.likes[i];
      data[at + M.replies] += cols.replies[i];
      data[at + M.shares] += cols.shares[i];
      data[at + M.engagements] += cols.engagements[i];
      data[at + M.reach] += cols.reach[i];
      const r = cols.rating[i];
      if (r > 0) data[at + M.rating + r - 1] += 1;
      addScore(data, at + M.reachScore, reachScoreAt(cols.reach[i]));
      addScore(data, at + M.impact, impactAt(cols.reach[i], cols.engagements[i]));
    },
  );
  return { plan, interval: q.interval, data };
}

/**
 * Posts per dictionary id × sentiment (id × 3 + sentiment + 1) of a field, over the range; the
 * aggregate serves a context filtered by sentiments and by that same field only.
 */
export function fieldCounts(
  index: StatusIndex,
  q: DashboardQuery,
  field: 'language' | 'country',
  compiled = compileContext(index, q.properties),
): Int32Array | null {
  const other = field === 'language' ? compiled.countries : compiled.languages;
  if (!noTextNorFields(compiled) || compiled.networks || other) return null;
  const own = field === 'language' ? compiled.languages : compiled.countries;
  const { sentiments } = compiled;
  const dict = field === 'language' ? index.languages : index.countries;
  const counts = new Int32Array(dict.size * 3);
  const cols = index.profile(q.profileId);
  if (!cols) return counts;
  const keep = new Uint8Array(dict.size * 3);
  for (let id = 0; id < dict.size; id++)
    for (let s = -1; s <= 1; s++)
      keep[id * 3 + s + 1] = (!own || own.has(id)) && (!sentiments || sentiments.has(s)) ? 1 : 0;
  const column = cols[field];
  const { data: sums, width } = cols.hourly.fieldRunningSums(field);
  walk(
    cols,
    q.from,
    q.to,
    new Float64Array([q.from]),
    (a, z) => {
      const n = Math.min(width, counts.length);
      for (let k = 0; k < n; k++) if (keep[k] === 1) counts[k] += sums[z * width + k] - sums[a * width + k];
    },
    (i) => {
      const k = column[i] * 3 + cols.sentiment[i] + 1;
      if (keep[k] === 1) counts[k]++;
    },
  );
  return counts;
}

/** The aggregates answer this query's context at all (no text terms): for the callers' tests. */
export const aggregatableContext = (index: StatusIndex, properties: ContextProperties | undefined) =>
  noTextNorFields(compileContext(index, properties));

/** Posts per bucket and sentiment, over every network. */
export function sentimentFromCube(cube: Cube): w.SentimentWire {
  const nb = cube.plan.keys.length;
  const bySentiment = [new Float64Array(nb), new Float64Array(nb), new Float64Array(nb)];
  for (let b = 0; b < nb; b++)
    for (let n = 0; n < NETWORK_COUNT; n++)
      for (let s = 0; s < 3; s++)
        bySentiment[s][b] += cube.data[b * BASE_SLOTS + (n * 3 + s) * MEASURES + M.count];
  const [neg, neu, pos] = bySentiment;
  return sentimentOf({ plan: cube.plan, interval: cube.interval }, pos, neu, neg);
}

/** A measure summed per bucket and over the range. */
export function sumsFromCube(cube: Cube, measure: number): { total: number; values: Float64Array } {
  const nb = cube.plan.keys.length;
  const values = new Float64Array(nb);
  let total = 0;
  for (let b = 0; b < nb; b++)
    for (let cell = 0; cell < NETWORK_COUNT * 3; cell++) {
      const v = cube.data[b * BASE_SLOTS + cell * MEASURES + measure];
      values[b] += v;
      total += v;
    }
  return { total, values };
}

export function engagementFromCube(cube: Cube): Out<typeof w.engagementResponseSchema> {
  const { total, values } = sumsFromCube(cube, M.engagements);
  const series = { plan: cube.plan, interval: cube.interval };
  return {
    total,
    likes: sumsFromCube(cube, M.likes).total,
    replies: sumsFromCube(cube, M.replies).total,
    shares: sumsFromCube(cube, M.shares).total,
    interval: cube.interval,
    series: points(series, values),
  };
}

export function metricFromCube(cube: Cube, column: 'reach' | 'shares'): Out<typeof w.metricResponseSchema> {
  const { total, values } = sumsFromCube(cube, M[column]);
  return {
    total,
    posts: sumsFromCube(cube, M.count).total,
    interval: cube.interval,
    series: points({ plan: cube.plan, interval: cube.interval }, values),
  };
}

/** The reach score from the aggregates: posts and score sums per bucket (same sums as the rows'). */
export function reachScoreFromCube(cube: Cube): Out<typeof w.scoreResponseSchema> {
  const nb = cube.plan.keys.length;
  const counts = new Float64Array(nb);
  const sums = new Float64Array(2 * nb);
  for (let b = 0; b < nb; b++)
    for (let cell = 0; cell < NETWORK_COUNT * 3; cell++) {
      const at = b * BASE_SLOTS + cell * MEASURES;
      counts[b] += cube.data[at + M.count];
      sums[2 * b] += cube.data[at + M.reachScore];
      sums[2 * b + 1] += cube.data[at + M.reachScore + 1];
    }
  return reachScoreFrom({ plan: cube.plan, interval: cube.interval }, counts, sums);
}

/** The impact score from the aggregates: impact sums per bucket and sentiment. */
export function impactScoreFromCube(cube: Cube): Out<typeof w.impactScoreResponseSchema> {
  const nb = cube.plan.keys.length;
  const sums = new Float64Array(nb * 6);
  let posts = 0;
  for (let b = 0; b < nb; b++)
    for (let n = 0; n < NETWORK_COUNT; n++)
      for (let s = 0; s < 3; s++) {
        const at = b * BASE_SLOTS + (n * 3 + s) * MEASURES;
        posts += cube.data[at + M.count];
        sums[(b * 3 + s) * 2] += cube.data[at + M.impact];
        sums[(b * 3 + s) * 2 + 1] += cube.data[at + M.impact + 1];
      }
  return impactScoreFrom({ plan: cube.plan, interval: cube.interval }, sums, posts);
}
