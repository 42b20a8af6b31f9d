import { describe, expect, it } from 'vitest';
import { formatDateTime, SENTIMENT_NAMES } from './format-post.ts';

describe('formatDateTime (spec 01 §9)', () => {
  it.each([
    ['2026-11-24T06:05:09.818Z', 'UTC', '24 Nov 2026 06:05:09'],
    ['2026-11-24T06:05:09.818Z', 'America/New_York', '24 Nov 2026 01:05:09'],
    [null, 'UTC', '-'],
    ['garbage', 'UTC', '-'],
  ])('%s in %s -> %s', (iso, zone, expected) => {
    expect(formatDateTime(iso, zone)).toBe(expected);
  });

  it('names the three sentiments', () => {
    expect([SENTIMENT_NAMES[1], SENTIMENT_NAMES[0], SENTIMENT_NAMES[-1]]).toEqual([
      'Positive',
      'Neutral',
      'Negative',
    ]);
  });
});
