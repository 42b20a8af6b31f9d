import { describe, expect, it } from 'vitest';
import { isBucketStart, partialBuckets } from './partial-buckets.ts';

describe('isBucketStart', () => {
  it.each([
    ['2026-11-20T14:00:00.000Z', 'hours', 'UTC', true],
    ['2026-11-20T14:37:00.000Z', 'hours', 'UTC', false],
    ['2026-11-20T00:00:00.000Z', 'days', 'UTC', true],
    ['2026-11-20T00:00:00.000Z', 'days', 'Europe/Berlin', false],
    ['2026-11-19T23:00:00.000Z', 'days', 'Europe/Berlin', true],
    // 16 Nov 2026 is a Monday: weeks start on Monday as the API buckets them.
    ['2026-11-16T00:00:00.000Z', 'weeks', 'UTC', true],
    ['2026-11-17T00:00:00.000Z', 'weeks', 'UTC', false],
    ['2026-11-01T00:00:00.000Z', 'months', 'UTC', true],
    ['2026-11-02T00:00:00.000Z', 'months', 'UTC', false],
  ] as const)('%s is a %s start in %s: %s', (iso, interval, zone, expected) => {
    expect(isBucketStart(new Date(iso), interval, zone)).toBe(expected);
  });
});

describe('partialBuckets', () => {
  it('a preset ending now has partial first and last days', () => {
    expect(
      partialBuckets({ from: '2026-10-21T14:37:00.000Z', to: '2026-11-20T14:37:00.000Z' }, 'days', 'UTC'),
    ).toEqual({ first: true, last: true });
  });

  it('a custom range of whole days has none, by day; by week its ends are partial', () => {
    const range = { from: '2026-11-01T00:00:00.000Z', to: '2026-11-16T00:00:00.000Z' };
    expect(partialBuckets(range, 'days', 'UTC')).toEqual({ first: false, last: false });
    expect(partialBuckets(range, 'weeks', 'UTC')).toEqual({ first: true, last: false });
  });
});
