import { describe, expect, it } from 'vitest';
import { nextContextIds, selectedContexts } from './select-contexts.ts';

const ctx = (id: number) => ({ id, title: `C${id}`, section: 'brands', properties: {} });
const all = [ctx(1), ctx(2), ctx(3), ctx(4)];

describe('selectedContexts (spec 02 §5)', () => {
  it('colours the chosen contexts #1890ff, #b222d7, #efac2d in the order chosen', () => {
    expect(selectedContexts(all, [4, 1, 2]).map((c) => [c.id, c.color])).toEqual([
      [4, '#1890ff'],
      [1, '#b222d7'],
      [2, '#efac2d'],
    ]);
  });

  it('drops unknown ids and keeps at most 3', () => {
    expect(selectedContexts(all, [9, 1, 2, 3, 4]).map((c) => c.id)).toEqual([1, 2, 3]);
  });
});

describe('nextContextIds (spec 02 §2: at most 3)', () => {
  it('keeps the order of those already chosen and appends new ones', () => {
    expect(nextContextIds([3, 1], [1, 2, 3])).toEqual({ ids: [3, 1, 2], refused: false });
  });

  it('refuses a fourth', () => {
    expect(nextContextIds([1, 2, 3], [1, 2, 3, 4])).toEqual({ ids: [1, 2, 3], refused: true });
  });

  it('removing one lets the others move up', () => {
    expect(nextContextIds([1, 2, 3], [1, 3])).toEqual({ ids: [1, 3], refused: false });
  });
});
