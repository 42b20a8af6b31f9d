import { runWhole } from '@sl/fixtures';
import { describe, expect, it } from 'vitest';
import { sortInSteps } from './sort-in-steps.ts';

describe('sortInSteps (issue 16: indexing a million posts pauses)', () => {
  it('sorts like the native sort, stably, across many merge passes', () => {
    // Keys with many ties, so stability shows: ties must keep their index order.
    const keys = Array.from({ length: 50_000 }, (_, i) => (i * 7919) % 997);
    const compare = (a: number, b: number) => keys[a] - keys[b];
    const order = Int32Array.from(keys.keys());
    const expected = Int32Array.from(keys.keys()).sort((a, b) => compare(a, b) || a - b);
    expect(Array.from(runWhole(sortInSteps(order, compare)))).toEqual(Array.from(expected));
  });

  it('pauses while it works, every few thousand elements', () => {
    const order = Int32Array.from({ length: 40_000 }, (_, i) => 40_000 - i);
    const steps = sortInSteps(order, (a, b) => a - b);
    let pauses = 0;
    let step = steps.next();
    while (!step.done) {
      pauses++;
      step = steps.next();
    }
    expect(pauses).toBeGreaterThan(40_000 / 4096);
    expect(step.value[0]).toBe(1);
    expect(step.value[39_999]).toBe(40_000);
  });

  it('handles the empty and the one-element array', () => {
    expect(Array.from(runWhole(sortInSteps(new Int32Array(0), (a, b) => a - b)))).toEqual([]);
    expect(Array.from(runWhole(sortInSteps(Int32Array.of(5), (a, b) => a - b)))).toEqual([5]);
  });
});
