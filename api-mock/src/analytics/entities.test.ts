/**
 * Issue 17, decision 012: the entities widget from the per-day author sums (`entitiesOfRange`)
 * equals the same widget from every row of the range (`entities`), for random ranges (whole days,
 * partial days, less than a day), sorts, orders and limits, read between random inserts (old
 * days, new days, new authors) and removals.
 */
import { buildScenario, buildStatus, createRandom } from '@sl/fixtures';
import { describe, expect, it } from 'vitest';
import type { ProfileColumns } from '../store/status-index.ts';
import { createStore } from '../store/store.ts';
import { run } from './dashboard-query.ts';
import { entities, entitiesOfRange } from './figures.ts';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const DAY = 86_400_000;

describe('issue 17: entities from the per-day author sums equal entities from the rows', () => {
  it('for random ranges, sorts and limits, between random inserts and removals', async () => {
    const store = createStore();
    await store.load(buildScenario('volume', { now: NOW, statuses: 8_000, days: 40 }));
    const rng = createRandom(23);
    const { index } = store;
    let nextId = 30_000_000;
    let compared = 0;
    for (let round = 0; round < 30; round++) {
      for (let k = 0; k < 8; k++) {
        const q = {
          profileId: 1,
          from: 0,
          to: NOW.getTime() - rng.pick([0, rng.int(0, DAY), rng.int(0, 20) * DAY]),
          timeZone: 'UTC',
          interval: 'days' as const,
          properties: undefined,
        };
        q.from = q.to - rng.pick([rng.int(1, DAY), DAY, 7 * DAY, 30 * DAY + rng.int(0, DAY), 45 * DAY]);
        const options = {
          sort: rng.pick(['status_count', 'total_engagements', 'reach'] as const),
          order: rng.pick(['asc', 'desc'] as const),
          limit: rng.pick([1, 10, 50, 100_000]),
        };
        const cols = index.profile(1) as ProfileColumns;
        const got = entitiesOfRange(index, cols, q.from, q.to, options);
        if (!got) continue;
        expect(got).toEqual(entities(run({ store }, q).sel, index, options));
        compared++;
      }
      // Writes between the reads: posts on old and new days, by new and known authors; removals.
      for (let k = rng.int(1, 6); k > 0; k--) {
        const at = NOW.getTime() - rng.int(-2 * DAY, 42 * DAY);
        const post = buildStatus(rng, {
          id: nextId++,
          business_profile_id: 1,
          created_at: new Date(at).toISOString(),
        });
        if (rng.chance(0.3)) Object.assign(post, { author_id: `new-${nextId}`, username: `new${nextId}` });
        await store.statuses.create(post);
      }
      const some = store.statuses.findMany((s) => s.where({ business_profile_id: 1 }));
      for (let k = rng.int(0, 4); k > 0; k--) {
        const victim = some[rng.int(0, some.length - 1)];
        await store.statuses.delete((s) => s.where({ id: victim.id }));
      }
    }
    expect(compared).toBeGreaterThan(100);
  }, 60_000);
});
