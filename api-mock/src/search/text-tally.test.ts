/**
 * Issue 13, decision 016: the query check's figures from per-term text verdicts and per-text
 * tallies equal the analytics' own `run` with the whole query as properties (the rows a dashboard
 * counts), for random queries, filters and ranges; and still after posts with new texts arrive
 * (verdicts kept for a term are extended to the new text ids), posts are deleted, and the store is
 * reloaded with other texts under the same ids (a new dictionary generation voids the verdicts).
 */
import { NETWORK_KEYS } from '@sl/api-contract/schemas/common';
import { buildScenario, buildStatus, createRandom, type Random } from '@sl/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { run } from '../analytics/dashboard-query.ts';
import { createStore, type Store } from '../store/store.ts';
import { countIn, type Filters, type Groups, newestRows, queryVerdict, textTally } from './text-tally.ts';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const DAY = 86_400_000;

/** Words and two-word phrases of the stored texts, so most random terms match something. */
function vocabulary(store: Store): string[] {
  const words = new Set<string>();
  for (const text of store.index.texts.values.slice(0, 400)) {
    const ws = text.split(/\s+/).filter((w) => /^[\p{L}']{2,}$/u.test(w));
    for (let k = 0; k < ws.length; k++) {
      words.add(ws[k]);
      if (k > 0) words.add(`${ws[k - 1]} ${ws[k]}`);
    }
  }
  return [...words];
}

function randomTerm(rng: Random, vocab: string[]): string {
  const term = rng.chance(0.1) ? `zq${rng.int(0, 999)}` : rng.pick(vocab);
  // Case and blanks around a term do not change what it matches (README "Query semantics").
  const cased = rng.chance(0.3) ? term.toUpperCase() : term;
  return rng.chance(0.2) ? `  ${cased} ` : cased;
}

function randomCase(rng: Random, store: Store, vocab: string[]) {
  const groups: Groups = [];
  for (let g = rng.int(0, 3); g > 0; g--) {
    const terms = Array.from({ length: rng.int(0, 3) }, () => randomTerm(rng, vocab));
    if (rng.chance(0.1)) terms.push('   ');
    groups.push({ type: rng.chance(0.65) ? 'must' : 'must-not', terms });
  }
  const filters: Filters = {};
  if (rng.chance(0.3)) filters.social_types = NETWORK_KEYS.filter(() => rng.chance(0.4));
  if (rng.chance(0.3)) filters.sentiments = ([-1, 0, 1] as const).filter(() => rng.chance(0.6));
  if (rng.chance(0.15)) filters.languages = store.index.languages.values.filter(() => rng.chance(0.5));
  if (rng.chance(0.15)) filters.countries = store.index.countries.values.filter(() => rng.chance(0.5));
  const to = NOW.getTime() - rng.int(0, 10) * DAY - rng.pick([0, rng.int(0, DAY)]);
  const from = to - rng.pick([1, 7, 30, 90]) * DAY;
  return { groups, filters, from, to, profileId: rng.pick([1, 1, 1, 2]) };
}

/** Compares one random case both ways; true when the query keeps some post. */
function compare(store: Store, c: ReturnType<typeof randomCase>): boolean {
  const scope = { store, profileId: c.profileId, nowMs: c.to };
  const { sel } = run(scope, {
    profileId: c.profileId,
    from: c.from,
    to: c.to,
    timeZone: 'UTC',
    interval: 'days',
    properties: { query: c.groups, filters: c.filters },
  });
  const tally = textTally(scope, c.filters, c.from, c.to);
  const verdict = queryVerdict(store.index, c.groups);
  expect(countIn(tally, verdict)).toBe(sel.rows.length);
  const newest = [...sel.rows].reverse();
  expect(newestRows(tally, verdict, 0, 5)).toEqual(newest.slice(0, 5));
  expect(newestRows(tally, verdict, 7, 3)).toEqual(newest.slice(7, 10));
  return sel.rows.length > 0;
}

describe('issue 13, decision 016: text verdicts and tallies count what the analytics count', () => {
  const store = createStore();
  let vocab: string[] = [];
  beforeAll(async () => {
    const scenario = buildScenario('volume', { now: NOW, statuses: 10_000, days: 100 });
    const second = buildScenario('volume', { now: NOW, statuses: 2_000, days: 100 }).statuses.map((s, k) => ({
      ...s,
      id: 10_000_000 + k,
      business_profile_id: 2,
    }));
    await store.load({ ...scenario, statuses: [...scenario.statuses, ...second] });
    vocab = vocabulary(store);
  }, 60_000);

  it('for 150 random queries, filters and ranges', () => {
    const rng = createRandom(13);
    let nonEmpty = 0;
    for (let k = 0; k < 150; k++) if (compare(store, randomCase(rng, store, vocab))) nonEmpty++;
    // Most cases keep posts: the comparison is not vacuous.
    expect(nonEmpty).toBeGreaterThan(45);
  }, 60_000);

  it('after posts with new texts arrive and others are deleted', async () => {
    const rng = createRandom(14);
    const cases = Array.from({ length: 60 }, () => randomCase(rng, store, vocab));
    for (const c of cases) compare(store, c);
    const sizeBefore = store.index.texts.size;
    // New texts holding terms whose verdicts are already kept: their new ids must be decided.
    for (let k = 0; k < 150; k++) {
      await store.statuses.create(
        buildStatus(rng, {
          id: 20_000_000 + k,
          business_profile_id: 1,
          social_type: rng.pick(NETWORK_KEYS),
          created_at: new Date(NOW.getTime() - rng.int(0, 20 * DAY)).toISOString(),
          title: null,
          full_text: `${rng.pick(vocab)} and ${rng.pick(vocab)} (${k})`,
        }),
      );
    }
    expect(store.index.texts.size).toBeGreaterThan(sizeBefore);
    const some = store.statuses.findMany((q) => q.where({ business_profile_id: 1 })).slice(0, 200);
    for (const s of some) await store.statuses.delete((q) => q.where({ id: s.id }));
    for (const c of cases) compare(store, c);
  }, 60_000);

  it('after a reload gives the same ids to other texts', async () => {
    const rng = createRandom(15);
    const cases = Array.from({ length: 60 }, () => randomCase(rng, store, vocab));
    for (const c of cases) compare(store, c);
    const scenario = buildScenario('volume', { now: NOW, statuses: 5_000, days: 100 });
    const texts = scenario.statuses.map((s) => [s.title, s.full_text] as const);
    // Each post takes the next one's text, so the first text id now names another text.
    const shifted = scenario.statuses.map((s, k) => {
      const [title, fullText] = texts[(k + 1) % texts.length];
      return { ...s, title, full_text: fullText };
    });
    await store.load({ ...scenario, statuses: shifted });
    for (const c of cases) compare(store, c);
  }, 60_000);
});
