/**
 * Issue 17, decision 012: the count widgets and the reach and impact scores answered from the
 * hourly aggregates equal the same widgets computed from the rows, for random reads (ranges on
 * and off the hour, every granularity, network and sentiment filters, time zones incl. half-
 * and quarter-hour ones such as Asia/Kolkata and Asia/Kathmandu, spec 01 §9), on a generated
 * scenario, and still after posts are added and deleted and an exclude term re-scores the
 * profile (spec 02 §3).
 */
import { GRANULARITIES, NETWORK_KEYS } from '@sl/api-contract/schemas/common';
import type { ContextProperties } from '@sl/api-contract/schemas/dashboard';
import { buildScenario, buildStatus, createRandom, type Random } from '@sl/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStore, type Store } from '../store/store.ts';
import {
  baseCube,
  CUBE_FOR,
  type Cube,
  engagementFromCube,
  fieldCounts,
  impactScoreFromCube,
  metricFromCube,
  reachScoreFromCube,
  sentimentFromCube,
} from './aggregate-query.ts';
import { type DashboardQuery, run } from './dashboard-query.ts';
import {
  demographics,
  demographicsOf,
  engagement,
  impactScore,
  metric,
  reachScore,
  reputation,
  reputationOf,
  sentiment,
  trendSentiment,
  trendSentimentOf,
} from './figures.ts';
import { networks, networksFromCube } from './widgets/network-breakdown.ts';
import { reviews, reviewsFromCube } from './widgets/reviews.ts';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const DAY = 86_400_000;
const ZONES = [
  'UTC',
  'Europe/London',
  'America/New_York',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Adelaide',
  'America/St_Johns',
];

function randomQuery(rng: Random, store: Store): DashboardQuery {
  // Whole days, whole hours or any millisecond: the edges of the range are read from rows.
  const span = rng.pick([DAY, 7 * DAY, 30 * DAY, 45 * DAY, rng.int(1, 500) * 3_600_000]);
  const end = NOW.getTime() - rng.int(0, 20) * DAY;
  const jitter = rng.pick([0, 0, rng.int(0, 3_600_000), rng.int(0, DAY)]);
  const to = end - jitter;
  const from = to - span - rng.pick([0, rng.int(0, 3_599_999)]);
  const interval = rng.pick(GRANULARITIES.filter((g) => g !== 'hours' || span <= 8 * DAY));
  const filters: NonNullable<ContextProperties['filters']> = {};
  if (rng.chance(0.3)) filters.social_types = NETWORK_KEYS.filter(() => rng.chance(0.4));
  if (rng.chance(0.3)) filters.sentiments = ([-1, 0, 1] as const).filter(() => rng.chance(0.6));
  if (rng.chance(0.15)) filters.languages = store.index.languages.values.filter(() => rng.chance(0.5));
  if (rng.chance(0.15)) filters.countries = store.index.countries.values.filter(() => rng.chance(0.5));
  return {
    profileId: rng.pick([1, 1, 1, 2]),
    from,
    to,
    timeZone: rng.pick(ZONES),
    interval,
    properties: Object.keys(filters).length ? { filters } : undefined,
  };
}

/** Every count widget both ways; the aggregate side is absent when the context needs rows. */
function compare(store: Store, q: DashboardQuery): number {
  const { index } = store;
  const { sel, series } = run({ store }, q);
  let checked = 0;
  const cube = (which: keyof typeof CUBE_FOR) => baseCube(index, q, CUBE_FOR[which]);
  const counts = cube('sentiment');
  if (counts) {
    expect(sentimentFromCube(counts)).toEqual(sentiment(sel, series));
    expect(trendSentimentOf(sentimentFromCube(counts), counts)).toEqual(trendSentiment(sel, series));
    expect(reputationOf(sentimentFromCube(counts), counts)).toEqual(reputation(sel, series));
    expect(engagementFromCube(cube('engagement') as Cube)).toEqual(engagement(sel, series));
    expect(metricFromCube(cube('reach') as Cube, 'reach')).toEqual(metric(sel, series, 'reach'));
    expect(metricFromCube(cube('shares') as Cube, 'shares')).toEqual(metric(sel, series, 'shares'));
    expect(networksFromCube(cube('networks') as Cube, false)).toEqual(networks(sel, false));
    expect(networksFromCube(cube('networks') as Cube, true)).toEqual(networks(sel, true));
    expect(reviewsFromCube(cube('reviews') as Cube)).toEqual(reviews(sel, series));
    expect(reachScoreFromCube(cube('reachScore') as Cube)).toEqual(reachScore(sel, series));
    expect(impactScoreFromCube(cube('impactScore') as Cube)).toEqual(impactScore(sel, series));
    checked++;
  }
  for (const field of ['language', 'country'] as const) {
    const counts = fieldCounts(index, q, field);
    if (!counts) continue;
    const dict = field === 'language' ? index.languages : index.countries;
    const total = counts.reduce((a, b) => a + b, 0);
    const exclude = field === 'language' ? ['und'] : [''];
    expect(demographicsOf(counts, dict, exclude, total)).toEqual(demographics(sel, index, field, exclude));
    checked++;
  }
  return checked;
}

describe('issue 17, decision 012: aggregates equal rows', () => {
  const store = createStore();
  beforeAll(async () => {
    const scenario = buildScenario('volume', { now: NOW, statuses: 30_000, days: 60 });
    // A second profile, so a profile's aggregates never count another's posts.
    const second = buildScenario('volume', { now: NOW, statuses: 2_000, days: 60 }).statuses.map((s, k) => ({
      ...s,
      id: 10_000_000 + k,
      business_profile_id: 2,
    }));
    await store.load({ ...scenario, statuses: [...scenario.statuses, ...second] });
  }, 60_000);

  it('for 150 random reads on the loaded scenario', () => {
    const rng = createRandom(17);
    let checked = 0;
    for (let k = 0; k < 150; k++) checked += compare(store, randomQuery(rng, store));
    // Most reads have a context the aggregates answer: the comparison is not vacuous.
    expect(checked).toBeGreaterThan(150);
  }, 60_000);

  it('after posts are added and deleted and an exclude term re-scores (spec 02 §3)', async () => {
    const rng = createRandom(18);
    for (let k = 0; k < 200; k++) {
      const at = NOW.getTime() - rng.int(0, 40 * DAY);
      await store.statuses.create(
        buildStatus(rng, {
          id: 20_000_000 + k,
          business_profile_id: 1,
          social_type: rng.pick(NETWORK_KEYS),
          created_at: new Date(at).toISOString(),
        }),
      );
    }
    const some = store.statuses.findMany((q) => q.where({ business_profile_id: 1 })).slice(0, 300);
    for (const s of some) await store.statuses.delete((q) => q.where({ id: s.id }));
    await store.sentimentExcludeWords.create({
      id: 1,
      text_to_exclude: 'love',
      replace_with: '',
      languages: [],
      social_types: [],
      business_profile_id: 1,
    });
    await store.rescoreSentiment(1);
    // The re-score reads only posts whose text holds an old or new term: it must agree with a
    // full one, also when a term's text is edited in place ("love" → "great").
    const incremental = () =>
      Int8Array.from(store.index.profile(1)?.sentiment.subarray(0, store.index.count(1)) ?? []);
    const afterAdd = incremental();
    await store.sentimentExcludeWords.update((q) => q.where({ id: 1 }), {
      data(w) {
        w.text_to_exclude = 'great';
      },
    });
    await store.rescoreSentiment(1);
    const afterEdit = incremental();
    expect(afterEdit).not.toEqual(afterAdd);
    await store.index.rescore(1);
    expect(incremental()).toEqual(afterEdit);
    let checked = 0;
    for (let k = 0; k < 80; k++) checked += compare(store, randomQuery(rng, store));
    expect(checked).toBeGreaterThan(80);
  }, 60_000);
});
