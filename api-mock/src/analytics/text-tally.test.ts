/**
 * Issue 17 "the analytics engine": the text widgets count a selection's rows once and rank only
 * what they show. These compare the short paths with the long ones they replace: the first
 * `take` keywords against every post's keywords counted and sorted in full, and the first
 * `limit` authors against the whole ranking; a text's keywords are read once and kept when a
 * new post moves the index's version.
 */
import { NETWORK_KEYS } from '@sl/api-contract/schemas/common';
import { IMPACTFUL_SORTS } from '@sl/api-contract/schemas/dashboard';
import { buildStatus, createRandom, runWhole } from '@sl/fixtures';
import { describe, expect, it } from 'vitest';
import { type HourAggregate, TOP_OF } from '../store/status-aggregates.ts';
import type { RawStatus } from '../store/status-index.ts';
import { StatusIndex } from '../store/status-index.ts';
import { select } from './context-filter.ts';
import {
  entities,
  impactAt,
  impactfulSortValue,
  impactOf,
  keywordRanking,
  reachScoreAt,
  reachScoreOf,
  type TermCount,
  topRowsInRange,
} from './figures.ts';
import { addScore, scoreValue } from './post-scores.ts';
import { keywordsOf, textFacts, textFactsSteps } from './text-analysis.ts';

const START = Date.parse('2026-10-01T00:00:00.000Z');

function indexOf(n: number): { index: StatusIndex; posts: RawStatus[] } {
  const rng = createRandom(17);
  const posts = Array.from({ length: n }, (_, k) =>
    buildStatus(rng, {
      id: k + 1,
      business_profile_id: 1,
      created_at: new Date(START + k * 60_000).toISOString(),
    }),
  );
  const index = new StatusIndex();
  index.load(posts);
  return { index, posts };
}

const everything = (index: StatusIndex) => {
  const sel = select(index, 1, START, START + 365 * 86_400_000, {
    networks: null,
    languages: null,
    countries: null,
    sentiments: null,
    textMatches: null,
  });
  if (!sel) throw new Error('no profile');
  return sel;
};

/** Posts per keyword, counted post by post from the text, sorted by count then term. */
function reference(index: StatusIndex, posts: readonly RawStatus[], muted: readonly string[]): TermCount[] {
  const byTerm = new Map<string, TermCount>();
  const words = new Map<string, string[]>();
  for (const p of posts) {
    const s = index.scored(p).sentiment;
    const text = StatusIndex.textOf(p);
    if (!words.has(text)) words.set(text, keywordsOf(text));
    for (const term of words.get(text) ?? []) {
      if (muted.includes(term)) continue;
      let t = byTerm.get(term);
      if (!t) {
        t = { term, count: 0, positive: 0, neutral: 0, negative: 0 };
        byTerm.set(term, t);
      }
      t.count++;
      if (s === 1) t.positive++;
      else if (s === -1) t.negative++;
      else t.neutral++;
    }
  }
  return [...byTerm.values()].sort(
    (a, b) => b.count - a.count || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0),
  );
}

describe('issue 17: keywords ranked from per-text tallies', () => {
  it('the first take keywords, and each keyword’s count, equal the full post-by-post count (muted left out)', () => {
    const { index, posts } = indexOf(1500);
    const full = reference(index, posts, []);
    const muted = [full[0].term, full[5].term];
    const expected = reference(index, posts, muted);
    const ranking = keywordRanking(everything(index), index, muted);
    expect(ranking.total).toBe(expected.length);
    for (const take of [1, 7, 10, 50, expected.length, expected.length + 5])
      expect(ranking.top(take)).toEqual(expected.slice(0, take));
    expect(ranking.count(full[0].term)).toBe(0);
    expect(ranking.count(expected[3].term)).toBe(expected[3].count);
    expect(ranking.count('no-such-keyword')).toBe(0);
  }, 30_000);

  it('a new post moves the version but keeps every text’s keywords; its own words count at once', () => {
    const { index, posts } = indexOf(500);
    keywordRanking(everything(index), index).top(10);
    const facts = textFacts(index.texts, () => {
      throw new Error('the facts were made by the first ranking');
    });
    const kept = facts.keywords[0];
    expect(kept).toBeDefined();
    const version = index.version;
    const added = buildStatus(createRandom(99), {
      id: 10_000,
      business_profile_id: 1,
      title: null,
      full_text: 'Zyxwvut quorplex zyxwvut',
      created_at: new Date(START + 3_000).toISOString(),
    });
    index.insert(added);
    expect(index.version).not.toBe(version);
    const ranking = keywordRanking(everything(index), index);
    expect(facts.keywords[0]).toBe(kept);
    expect(ranking.count('zyxwvut')).toBe(1);
    expect(ranking.top(ranking.total)).toEqual(reference(index, [...posts, added], []));
  });

  it('the warm-up reads every text once, one text per step', () => {
    const { index } = indexOf(400);
    const steps = textFactsSteps(index.texts);
    let yields = 0;
    while (!steps.next().done) yields++;
    expect(yields).toBe(index.texts.size);
    const facts = textFacts(index.texts, () => {
      throw new Error('made by the warm-up');
    });
    for (let t = 0; t < index.texts.size; t++) expect(facts.keywords[t]).toBeDefined();
    // Run again: nothing is read twice (the same arrays stay).
    const first = facts.keywords[1];
    runWhole(textFactsSteps(index.texts));
    expect(facts.keywords[1]).toBe(first);
  });
});

describe('issue 17: the first limit authors without ranking them all', () => {
  it('equals the head of the whole ranking, for every sort and order, with and without a keyword', () => {
    const { index } = indexOf(3000);
    const sel = everything(index);
    for (const sort of ['status_count', 'followers_count', 'total_engagements', 'reach'] as const)
      for (const order of ['asc', 'desc'] as const)
        for (const keyword of [undefined, 'a']) {
          const whole = entities(sel, index, { sort, order, keyword, limit: 1_000_000 });
          expect(whole.rows.length).toBe(whole.total);
          for (const limit of [1, 3, 10]) {
            const head = entities(sel, index, { sort, order, keyword, limit });
            expect(head.total).toBe(whole.total);
            expect(head.rows).toEqual(whole.rows.slice(0, limit));
          }
        }
  }, 30_000);
});

describe('issue 17: the most impactful posts by a bounded top, no row list', () => {
  it('equal the head of the whole selection sorted (score, then newest), for every sort, filter and page', () => {
    const { index } = indexOf(3000);
    const cols = index.profile(1);
    if (!cols) throw new Error('no profile');
    const rng = createRandom(5);
    const sorts = IMPACTFUL_SORTS;
    for (const sort of sorts)
      for (let k = 0; k < 6; k++) {
        const lo = rng.int(0, 1000);
        const hi = rng.int(lo, cols.n);
        const network = rng.int(0, 5);
        const keep = k % 2 ? (i: number) => cols.network[i] % 6 !== network : null;
        const score = impactfulSortValue(sort, cols);
        const all: number[] = [];
        for (let i = lo; i < hi; i++) if (!keep || keep(i)) all.push(i);
        all.sort((a, b) => score(b) - score(a) || b - a);
        for (const take of [0, 1, 6, 12, 60, 300, 5000]) {
          const top = topRowsInRange(lo, hi, keep, score, take);
          expect(top.accepted).toBe(all.length);
          expect([...top.rows]).toEqual(all.slice(0, take));
          // Skipping the hours whose highest value cannot reach the page finds the same rows.
          // `sorts` lists the sorts in the order of the aggregates' bounds (TOP_OF).
          const slot = sorts.indexOf(sort);
          const bound = (h: HourAggregate) =>
            Math.max(...NETWORK_KEYS.map((_, n) => h.top[n * TOP_OF.length + slot]));
          const byHour = topRowsInRange(lo, hi, keep, score, take, { cols, bound });
          expect([...byHour.rows]).toEqual(all.slice(0, take));
        }
      }
  }, 30_000);
});

describe('issue 17: score sums in exact parts', () => {
  it('are the same in any order and within 1e-9 of the plain sum', () => {
    const rng = createRandom(6);
    const values = Array.from({ length: 5000 }, () => reachScoreOf(rng.int(0, 2_000_000)));
    const forward = new Float64Array(2);
    const backward = new Float64Array(2);
    for (const v of values) addScore(forward, 0, v);
    for (const v of [...values].reverse()) addScore(backward, 0, v);
    // Taking a post away leaves the sum as it was without it.
    addScore(backward, 0, values[0], -1);
    addScore(backward, 0, values[0]);
    expect(scoreValue(forward, 0)).toBe(scoreValue(backward, 0));
    const plain = values.reduce((a, b) => a + b, 0);
    expect(Math.abs(scoreValue(forward, 0) - plain)).toBeLessThan(1e-9 * values.length);
  });
});

describe('issue 17: the reach and impact scores looked up, not recomputed', () => {
  it('give the very numbers of reachScoreOf and impactOf, inside and past the table, whole or not', () => {
    const rng = createRandom(3);
    const inputs = [0, 1, 9, 1_048_575, 1_048_576, 5_000_000, 2.5, 0.2];
    for (let k = 0; k < 2000; k++) inputs.push(Math.floor(rng.next() * 2_000_000));
    for (const reach of inputs) {
      expect(reachScoreAt(reach)).toBe(reachScoreOf(reach));
      expect(reachScoreAt(reach)).toBe(reachScoreOf(reach));
      for (const engagements of [0, 3, 0.2, reach % 997]) {
        expect(impactAt(reach, engagements)).toBe(impactOf(reach, engagements));
        expect(impactAt(reach, engagements)).toBe(impactOf(reach, engagements));
      }
    }
  });
});
