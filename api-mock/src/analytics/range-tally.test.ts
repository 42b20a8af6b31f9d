/**
 * Issue 17, decisions 012 and 016: the range tally (posts per text × sentiment over a range,
 * whole UTC days from the per-day running sums kept by the hourly aggregates) equals a count of
 * the rows made from scratch, for random ranges and filters, on a loaded scenario and after
 * random inserts (old days, new days, new texts), deletes and exclude-term re-scores, with reads
 * between the writes so the running sums are stale from different days on. The text widgets'
 * tally of a dashboard query equals the one counted from the query's selected rows, and those
 * rows are the ones `select` keeps.
 */
import { NETWORK_KEYS } from '@sl/api-contract/schemas/common';
import type { ContextProperties } from '@sl/api-contract/schemas/dashboard';
import { buildScenario, buildStatus, createRandom, type Random } from '@sl/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStore, type Store } from '../store/store.ts';
import { compileContext, select } from './context-filter.ts';
import { type DashboardQuery, run, textTallyOf } from './dashboard-query.ts';
import { conversationThemes, keywordCounts, tallyOf, topicCounts } from './figures.ts';
import { type Filters, rangeTally } from './range-tally.ts';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const DAY = 86_400_000;

function randomRange(rng: Random): { from: number; to: number } {
  const to = NOW.getTime() - rng.int(0, 15) * DAY - rng.pick([0, rng.int(0, DAY), rng.int(0, 3_600_000)]);
  const from = to - rng.pick([3_600_000, DAY, 7 * DAY, 30 * DAY, 61 * DAY, rng.int(1, 40 * DAY)]);
  return { from, to };
}

function randomFilters(rng: Random, store: Store): Filters {
  const filters: Filters = {};
  if (rng.chance(0.2)) filters.social_types = NETWORK_KEYS.filter(() => rng.chance(0.4));
  if (rng.chance(0.3)) filters.sentiments = ([-1, 0, 1] as const).filter(() => rng.chance(0.6));
  if (rng.chance(0.1)) filters.languages = store.index.languages.values.filter(() => rng.chance(0.5));
  if (rng.chance(0.1)) filters.countries = store.index.countries.values.filter(() => rng.chance(0.5));
  return filters;
}

/** Posts per text × sentiment counted from every row of the profile, read through the dictionaries. */
function fromScratch(store: Store, profileId: number, from: number, to: number, f: Filters): Int32Array {
  const { index } = store;
  const out = new Int32Array(index.texts.size * 3);
  const p = index.profile(profileId);
  if (!p) return out;
  for (let i = 0; i < p.n; i++) {
    if (p.time[i] < from || p.time[i] >= to) continue;
    const s = p.sentiment[i];
    if (f.social_types?.length && !f.social_types.includes(NETWORK_KEYS[p.network[i]])) continue;
    if (f.sentiments?.length && !f.sentiments.includes(s as -1 | 0 | 1)) continue;
    if (f.languages?.length && !f.languages.includes(index.languages.values[p.language[i]])) continue;
    if (f.countries?.length && !f.countries.includes(index.countries.values[p.country[i]])) continue;
    out[p.text[i] * 3 + s + 1]++;
  }
  return out;
}

/** The first index where two arrays differ, or -1 (a deep equal of large typed arrays is slow). */
function firstDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) return Math.min(a.length, b.length);
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return k;
  return -1;
}

/** JSON of a value, compared as a string (quick for thousands of rows). */
const json = (value: unknown) => JSON.stringify(value);

function compareRanges(store: Store, rng: Random, times: number): void {
  for (let k = 0; k < times; k++) {
    const { from, to } = randomRange(rng);
    const filters = randomFilters(rng, store);
    const profileId = rng.pick([1, 1, 1, 2]);
    const expected = fromScratch(store, profileId, from, to, filters);
    const tally = rangeTally(store.index, profileId, from, to, filters);
    expect(firstDifference(tally.perText, expected)).toBe(-1);
    expect(tally.total).toBe(expected.reduce((a, b) => a + b, 0));
  }
}

/** A dashboard query's text tally against the one counted from its selected rows. */
function compareQueries(store: Store, rng: Random, times: number): void {
  const words = ['love', 'app', 'price', 'delivery', 'the', 'zzq'];
  for (let k = 0; k < times; k++) {
    const { from, to } = randomRange(rng);
    const properties: ContextProperties = { filters: randomFilters(rng, store) };
    if (rng.chance(0.4))
      properties.query = [{ type: rng.chance(0.7) ? 'must' : 'must-not', terms: [rng.pick(words)] }];
    compareQuery(store, {
      profileId: rng.pick([1, 1, 2]),
      from,
      to,
      timeZone: 'UTC',
      interval: 'days',
      properties,
    });
  }
}

/** The text widgets of one query by its tally (carried counts included) and by its selected rows. */
function compareQuery(store: Store, q: DashboardQuery): void {
  {
    const { from, to, properties } = q;
    const { sel } = run({ store }, q);
    // The dashboard's selection (terms decided by the query check's verdicts) is `select`'s.
    const reference = select(store.index, q.profileId, from, to, compileContext(store.index, properties));
    expect(firstDifference(sel.rows, reference?.rows ?? [])).toBe(-1);
    const byRows = tallyOf(sel, store.index);
    const byRange = textTallyOf(store.index, q);
    expect(firstDifference(byRange.texts, byRows.texts)).toBe(-1);
    expect(firstDifference(byRange.counts, byRows.counts)).toBe(-1);
    expect(byRange.total).toBe(sel.rows.length);
    expect(byRange.analysed()).toBe(byRows.analysed());
    expect(json(keywordCounts(byRange, store.index))).toBe(json(keywordCounts(sel, store.index)));
    expect(json(topicCounts(byRange, store.index, []))).toBe(json(topicCounts(sel, store.index, [])));
    expect(json(conversationThemes(byRange, store.index))).toBe(json(conversationThemes(sel, store.index)));
  }
}

describe('issue 17: the range tally from per-day sums equals a count of the rows', () => {
  const store = createStore();
  beforeAll(async () => {
    const scenario = buildScenario('volume', { now: NOW, statuses: 20_000, days: 60 });
    const second = buildScenario('volume', { now: NOW, statuses: 1_500, days: 60 }).statuses.map((s, k) => ({
      ...s,
      id: 10_000_000 + k,
      business_profile_id: 2,
    }));
    await store.load({ ...scenario, statuses: [...scenario.statuses, ...second] });
  }, 60_000);

  it('for random ranges and filters on the loaded scenario, and text widgets by query equal them by rows', () => {
    const rng = createRandom(31);
    compareRanges(store, rng, 120);
    compareQueries(store, rng, 40);
  }, 60_000);

  it('after random inserts (new texts, old and new days), deletes and re-scores, read between the writes', async () => {
    const rng = createRandom(32);
    let id = 30_000_000;
    for (let round = 0; round < 6; round++) {
      for (let k = 0; k < 40; k++) {
        // Past days, today, and days after the last post (a day the sums have not seen).
        const at = NOW.getTime() - rng.int(-2 * DAY, 65 * DAY);
        const post = buildStatus(rng, {
          id: id++,
          business_profile_id: rng.pick([1, 2]),
          created_at: new Date(at).toISOString(),
        });
        if (rng.chance(0.3)) post.full_text = `a new text ${id} about the app`;
        await store.statuses.create(post);
      }
      const some = store.statuses.findMany((q) => q.where({ business_profile_id: rng.pick([1, 2]) }));
      for (let k = 0; k < 25; k++) {
        const s = rng.pick(some);
        await store.statuses.delete((q) => q.where({ id: s.id }));
      }
      if (round % 2 === 1) {
        await store.sentimentExcludeWords.create({
          id: round,
          text_to_exclude: rng.pick(['love', 'great', 'bad', 'slow']),
          replace_with: '',
          languages: [],
          social_types: [],
          business_profile_id: 1,
        });
        await store.rescoreSentiment(1);
      }
      compareRanges(store, rng, 25);
      compareQueries(store, rng, 8);
    }
  }, 120_000);

  it('the same queries read again after each write carry their keyword, topic and theme counts over', async () => {
    const rng = createRandom(33);
    const to = NOW.getTime();
    const ranges: Pick<DashboardQuery, 'from' | 'to' | 'properties'>[] = [
      { from: to - 30 * DAY, to, properties: undefined },
      { from: to - 60 * DAY, to: to - 30 * DAY, properties: undefined },
      {
        from: to - 7 * DAY - 5_000_000,
        to: to - 3_000_000,
        properties: { filters: { sentiments: [1, -1] } },
      },
      { from: to - 30 * DAY, to, properties: { query: [{ type: 'must', terms: ['app'] }] } },
      { from: to - 30 * DAY, to, properties: { filters: { social_types: ['twitter', 'reddit'] } } },
    ];
    const queries: DashboardQuery[] = ranges.map((r) => ({
      profileId: 1,
      timeZone: 'UTC',
      interval: 'days',
      ...r,
    }));
    let id = 40_000_000;
    for (let round = 0; round < 12; round++) {
      for (const q of queries) compareQuery(store, q);
      // One write, or a few, between the reads: in the ranges, before them, new texts; deletes; a re-score.
      const kind = rng.pick(['insert', 'insert', 'delete', 'rescore']);
      if (kind === 'insert')
        for (let k = rng.int(1, 4); k > 0; k--) {
          const post = buildStatus(rng, {
            id: id++,
            business_profile_id: 1,
            created_at: new Date(to - rng.int(0, 62 * DAY)).toISOString(),
          });
          if (rng.chance(0.5)) post.full_text = `a new text ${id} about the app and the price`;
          await store.statuses.create(post);
        }
      else if (kind === 'delete') {
        const some = store.statuses.findMany((q) => q.where({ business_profile_id: 1 }));
        for (let k = rng.int(1, 5); k > 0; k--)
          await store.statuses.delete((q) => q.where({ id: rng.pick(some).id }));
      } else {
        await store.sentimentExcludeWords.create({
          id: 100 + round,
          text_to_exclude: rng.pick(['love', 'great', 'bad', 'slow']),
          replace_with: '',
          languages: [],
          social_types: [],
          business_profile_id: 1,
        });
        await store.rescoreSentiment(1);
      }
    }
  }, 120_000);
});
