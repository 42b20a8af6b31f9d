import { describe, expect, it } from 'vitest';
import { filtersIn, windowOf } from './results-window.ts';

const FROM = '2026-11-05T10:00:00.000Z';
const TO = '2026-11-05T13:00:00.000Z';

describe("issue 13: an alert's drill-down link names the window of the spike", () => {
  it.each([
    ['a window', `item=1&from=${FROM}&to=${TO}`, { from: FROM, to: TO, sentiment: null }],
    [
      'a window kept to negative posts',
      `item=1&from=${FROM}&to=${TO}&sentiment=-1`,
      { from: FROM, to: TO, sentiment: -1 },
    ],
    [
      'a window kept to positive posts',
      `from=${FROM}&to=${TO}&sentiment=1`,
      { from: FROM, to: TO, sentiment: 1 },
    ],
    [
      'an unknown sentiment counts every post',
      `from=${FROM}&to=${TO}&sentiment=2`,
      { from: FROM, to: TO, sentiment: null },
    ],
    ['no window', 'item=1', null],
    ['half a window', `item=1&from=${FROM}`, null],
    ['a window ending before it starts', `from=${TO}&to=${FROM}`, null],
    ['dates that do not read', 'from=yesterday&to=today', null],
  ])('%s', (_case, search, expected) => {
    expect(windowOf(new URLSearchParams(search))).toEqual(expected);
  });

  it("keeps the search's filters and narrows them to the trigger's sentiment", () => {
    const filters = { socialTypes: ['twitter' as const] };
    expect(filtersIn(filters, null)).toBe(filters);
    expect(filtersIn(filters, { from: FROM, to: TO, sentiment: null })).toBe(filters);
    expect(filtersIn(filters, { from: FROM, to: TO, sentiment: -1 })).toEqual({
      socialTypes: ['twitter'],
      sentiments: [-1],
    });
  });
});
