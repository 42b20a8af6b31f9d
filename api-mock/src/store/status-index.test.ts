/**
 * Issue 10 defect 1, spec 02 §3: a post has one sentiment, the scored one. The raw stored row
 * does not expose the fixtures' label to the type checker, so no route can read it by mistake.
 */
import { buildStatus, createRandom } from '@sl/fixtures';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RawStatus, ScoredStatus } from './status-index.ts';
import { createStore } from './store.ts';

describe('issue 10 defect 1: routes read the scored sentiment only', () => {
  it('a stored row has no readable sentiment; scored(row) gives the lexicon score, not the label', async () => {
    const store = createStore();
    const label = buildStatus(createRandom(1), {
      id: 1,
      business_profile_id: 1,
      language: 'en',
      title: null,
      full_text: 'I love it, wonderful and great',
      sentiment: -1,
    });
    const row = await store.statuses.create(label);
    expectTypeOf(row).toExtend<RawStatus>();
    // @ts-expect-error the fixtures' label is not part of a raw row: read store.index.scored(row)
    expect(row.sentiment).toBe(-1);
    const scored = store.index.scored(row);
    expectTypeOf(scored).toEqualTypeOf<ScoredStatus>();
    expect(scored.sentiment).toBe(1);
    expect(Object.keys(scored)).toEqual(Object.keys(label));
  });
});
