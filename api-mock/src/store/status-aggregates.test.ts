/**
 * Issue 17, decision 012: the running sums over the hours (`HourSums`) say what the rows say.
 * For random spans of hours, the difference of two running-sum rows equals the same field
 * counted from scratch over the rows of those hours, read between random inserts (old hours,
 * new hours before, between and after the others, new languages and countries), removals and
 * re-scores, so a stale row after any kind of change would show.
 */
import { NETWORK_KEYS } from '@sl/api-contract/schemas/common';
import { buildStatus, createRandom, type Random } from '@sl/fixtures';
import { describe, expect, it } from 'vitest';
import { BASE_SLOTS, baseAt, HOUR_MS, M, MEASURES } from './status-aggregates.ts';
import { type ProfileColumns, type RawStatus, StatusIndex } from './status-index.ts';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const HOURS = 24 * 10;

/** The `base` measures and the language and country counts of the rows in hours [ha, hb), from scratch. */
function fromRows(p: ProfileColumns, ha: number, hb: number) {
  const base = new Float64Array(BASE_SLOTS);
  const language = new Map<number, number>();
  const country = new Map<number, number>();
  for (let i = 0; i < p.n; i++) {
    const hour = Math.floor(p.time[i] / HOUR_MS);
    if (hour < ha || hour >= hb) continue;
    const at = baseAt(p.network[i], p.sentiment[i]);
    base[at + M.count]++;
    base[at + M.likes] += p.likes[i];
    base[at + M.engagements] += p.engagements[i];
    base[at + M.reach] += p.reach[i];
    if (p.rating[i] > 0) base[at + M.rating + p.rating[i] - 1]++;
    const l = p.language[i] * 3 + p.sentiment[i] + 1;
    language.set(l, (language.get(l) ?? 0) + 1);
    const c = p.country[i] * 3 + p.sentiment[i] + 1;
    country.set(c, (country.get(c) ?? 0) + 1);
  }
  return { base, language, country };
}

/** The same from the running sums: row b − row a over the hours' positions. */
function fromRunningSums(p: ProfileColumns, ha: number, hb: number) {
  const a = p.hourly.position(ha);
  const b = p.hourly.position(hb);
  const sums = p.hourly.baseRunningSums();
  const base = new Float64Array(BASE_SLOTS);
  for (let s = 0; s < BASE_SLOTS; s++) base[s] = sums[b * BASE_SLOTS + s] - sums[a * BASE_SLOTS + s];
  const field = (name: 'language' | 'country') => {
    const { data, width } = p.hourly.fieldRunningSums(name);
    const out = new Map<number, number>();
    for (let k = 0; k < width; k++) {
      const v = data[b * width + k] - data[a * width + k];
      if (v !== 0) out.set(k, v);
    }
    return out;
  };
  return { base, language: field('language'), country: field('country') };
}

function expectSame(p: ProfileColumns, rng: Random): void {
  const start = Math.floor(NOW / HOUR_MS) - HOURS - 48;
  for (let k = 0; k < 6; k++) {
    const ha = start + rng.int(0, HOURS + 96);
    const hb = ha + rng.pick([1, 2, 24, rng.int(0, HOURS + 96)]);
    const want = fromRows(p, ha, hb);
    const got = fromRunningSums(p, ha, hb);
    // The measures the rows counted above; the others (replies, shares, scores) are the same sums.
    for (let cell = 0; cell < BASE_SLOTS / MEASURES; cell++)
      for (const m of [M.count, M.likes, M.engagements, M.reach, M.rating, M.rating + 4])
        expect(got.base[cell * MEASURES + m], `cell ${cell} measure ${m}, hours [${ha}, ${hb})`).toBe(
          want.base[cell * MEASURES + m],
        );
    expect(got.language).toEqual(want.language);
    expect(got.country).toEqual(want.country);
  }
}

describe('issue 17: running sums over the hours equal the rows', () => {
  it('read between random inserts, removals and re-scores', async () => {
    const rng = createRandom(71);
    const index = new StatusIndex();
    // A scorer whose verdict per text the test flips, so a re-score moves posts between cells.
    let flip = 0;
    index.setScorer((_profile, _row, textId) => (((textId + flip) % 3) - 1) as -1 | 0 | 1);
    const post = (id: number, at: number): RawStatus =>
      buildStatus(rng, {
        id,
        business_profile_id: 1,
        social_type: rng.pick(NETWORK_KEYS),
        language: rng.pick(['en', 'fr', 'de']),
        created_at: new Date(at).toISOString(),
      });
    const loaded = Array.from({ length: 3000 }, (_, k) => post(k + 1, NOW - HOURS * HOUR_MS + k * 1_200_000));
    index.load(loaded);
    const p = index.profile(1) as ProfileColumns;
    expectSame(p, rng);
    const live = [...loaded];
    let nextId = 10_000;
    for (let round = 0; round < 40; round++) {
      const kind = rng.pick(['insert', 'insert', 'remove', 'rescore', 'far']);
      if (kind === 'insert' || kind === 'far') {
        // Old hours, the newest hour, or hours outside every other (before or after them).
        const at =
          kind === 'far'
            ? NOW + rng.pick([-1, 1]) * rng.int(HOURS + 1, HOURS + 40) * HOUR_MS
            : NOW - rng.int(0, HOURS * HOUR_MS);
        for (let k = rng.int(1, 5); k > 0; k--) {
          const s = post(nextId++, at + k * 1000);
          // New languages and countries now and then: the count rows grow wider.
          if (rng.chance(0.2)) (s as { language: string }).language = `x${nextId}`;
          if (rng.chance(0.2)) (s as { country: string }).country = `Y${nextId}`;
          index.insert(s);
          live.push(s);
        }
      } else if (kind === 'remove') {
        for (let k = rng.int(1, 20); k > 0 && live.length; k--)
          index.remove(live.splice(rng.int(0, live.length - 1), 1)[0]);
      } else {
        flip++;
        await index.rescore(1);
      }
      expectSame(p, rng);
    }
  }, 60_000);
});
