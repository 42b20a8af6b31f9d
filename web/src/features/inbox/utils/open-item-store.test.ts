import { describe, expect, it } from 'vitest';
import { createOpenItemStore } from './open-item-store.ts';

describe('the open-item store (issue 12: a J step renders only the rows that change)', () => {
  it('tells its listeners when the open item changes, and only then', () => {
    const store = createOpenItemStore(null);
    const seen: (number | null)[] = [];
    const stop = store.subscribe(() => seen.push(store.get()));
    store.set(4);
    store.set(4);
    store.set(null);
    stop();
    store.set(9);
    expect(seen).toEqual([4, null]);
    expect(store.get()).toBe(9);
  });
});
