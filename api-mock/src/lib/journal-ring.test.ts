import { describe, expect, it } from 'vitest';
import { JournalRing } from './journal-ring.ts';

describe('JournalRing (issue 17: the journal is a bounded ring)', () => {
  it('keeps the newest entries up to its size, oldest first, dropping the oldest', () => {
    const ring = new JournalRing<number>(3);
    expect(ring.toArray()).toEqual([]);
    ring.push(1);
    ring.push(2);
    expect(ring.toArray()).toEqual([1, 2]);
    for (const n of [3, 4, 5]) ring.push(n);
    expect(ring.toArray()).toEqual([3, 4, 5]);
    expect(ring.size).toBe(3);
  });

  it('clears, then fills again from empty', () => {
    const ring = new JournalRing<string>(2);
    for (const s of ['a', 'b', 'c']) ring.push(s);
    ring.clear();
    expect(ring.toArray()).toEqual([]);
    ring.push('d');
    expect(ring.toArray()).toEqual(['d']);
  });

  it('refuses a size that is not a positive integer', () => {
    expect(() => new JournalRing(0)).toThrow(RangeError);
    expect(() => new JournalRing(1.5)).toThrow(RangeError);
  });
});
