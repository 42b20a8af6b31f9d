import { describe, expect, it } from 'vitest';
import { formatBucketLabel } from '#/utils/format-bucket-label.ts';
import { timeAxis } from './time-axis.ts';

describe('formatBucketLabel (spec 01 §9 date display)', () => {
  it.each([
    ['2026-11-01', 'days', '01 Nov'],
    ['2026-12-31T23:00:00-05:00', 'days', '31 Dec'],
    ['2026-01-05T14:00', 'hours', '05 Jan 14:00'],
    ['2026-01-05', 'hours', '05 Jan'],
    ['2026-11-16', 'weeks', '16 Nov'],
    ['2026-11', 'months', 'Nov 2026'],
    ['not a date', 'days', 'not a date'],
  ] as const)('%s (%s) -> %s', (date, interval, expected) => {
    expect(formatBucketLabel(date, interval)).toBe(expected);
  });
});

describe('timeAxis: partial first and last buckets are marked', () => {
  const dates = ['2026-11-01', '2026-11-02', '2026-11-03'];

  it('shades the first and the last bucket when both are partial', () => {
    const axis = timeAxis(dates, 'days', { first: true, last: true }) as {
      plotBands: { from: number; to: number }[];
    };
    expect(axis.plotBands.map((b) => [b.from, b.to])).toEqual([
      [-0.5, 0.5],
      [1.5, 2.5],
    ]);
  });

  it('shades nothing for whole buckets, and never twice for a single bucket', () => {
    expect(
      (timeAxis(dates, 'days', { first: false, last: false }) as { plotBands: unknown[] }).plotBands,
    ).toEqual([]);
    expect(
      (timeAxis(['2026-11-01'], 'days', { first: true, last: true }) as { plotBands: unknown[] }).plotBands,
    ).toHaveLength(1);
  });
});
