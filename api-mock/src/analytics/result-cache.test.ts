/**
 * Issue 17: identical dashboard reads are computed once per status-index version; every write
 * that changes what the analytics read (a new post, a delete, an exclude term's re-score) moves
 * the version, so the next read computes afresh.
 */
import { buildStatus, createRandom } from '@sl/fixtures';
import { describe, expect, it } from 'vitest';
import { createStore } from '../store/store.ts';
import { cachedResult, RESULT_CACHE_ENTRIES, resultCacheOf } from './result-cache.ts';

const post = (id: number, text: string) =>
  buildStatus(createRandom(id), {
    id,
    business_profile_id: 1,
    language: 'en',
    title: null,
    full_text: text,
    created_at: '2026-11-01T10:00:00.000Z',
  });

describe('issue 17: the result cache', () => {
  it('answers a repeated key from the cache until the index changes', async () => {
    const store = createStore();
    await store.statuses.create(post(1, 'I love it'));
    let computed = 0;
    const count = () => cachedResult(store.index, 'k', () => ++computed && store.index.count(1));
    expect(count()).toBe(1);
    expect(count()).toBe(1);
    expect(computed).toBe(1);

    await store.statuses.create(post(2, 'great'));
    expect(count()).toBe(2);
    expect(computed).toBe(2);

    await store.statuses.delete((q) => q.where({ id: 2 }));
    expect(count()).toBe(1);
    expect(computed).toBe(3);

    // spec 02 §3: an exclude term re-scores the profile's posts, so the sentiment figures move.
    await store.rescoreSentiment(1);
    expect(count()).toBe(1);
    expect(computed).toBe(4);
  });

  it('keeps at most RESULT_CACHE_ENTRIES, dropping the least recently used', () => {
    const store = createStore();
    const cache = resultCacheOf(store.index);
    let computed = 0;
    const read = (key: string) => cachedResult(store.index, key, () => ++computed);
    read('first');
    for (let i = 0; i < RESULT_CACHE_ENTRIES - 1; i++) read(`k${i}`);
    read('first'); // used again: now the most recent
    read('one more'); // evicts k0, the least recently used
    expect(cache.size).toBe(RESULT_CACHE_ENTRIES);
    const before = computed;
    read('first');
    expect(computed).toBe(before);
    read('k0');
    expect(computed).toBe(before + 1);
  });
});
