import { describe, expect, it } from 'vitest';
import { formatBucketLabel, formatCount, formatCountOf } from './format-bucket-label.ts';

describe('formatBucketLabel (spec 01 §9 date display)', () => {
  it.each([
    ['2026-11-01', 'days', '01 Nov'],
    ['2026-12-31T23:00:00-05:00', 'days', '31 Dec'],
    ['2026-01-05T14:00:00Z', 'hours', '05 Jan 14:00'],
    ['2026-01-05', 'hours', '05 Jan'],
    ['not a date', 'days', 'not a date'],
  ] as const)('%s (%s) -> %s', (date, interval, expected) => {
    expect(formatBucketLabel(date, interval)).toBe(expected);
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1234, '1,234'],
    [1234567, '1,234,567'],
  ])('%d -> %s', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });
});

describe('formatCountOf', () => {
  it.each([
    [0, '0 comments'],
    [1, '1 comment'],
    [2, '2 comments'],
    [1234, '1,234 comments'],
  ])('%d -> %s', (value, expected) => {
    expect(formatCountOf(value, 'comment', 'comments')).toBe(expected);
  });
});
