import { describe, expect, it } from 'vitest';
import { allowedGranularities, fitGranularity, granularitiesForSpan } from './granularity.ts';

describe('allowedGranularities (spec 01 §9)', () => {
  it.each([
    ['last-1-hours', ['hours']],
    ['last-24-hours', ['hours']],
    ['YESTERDAY', ['hours']],
    ['last-3-days', ['hours', 'days']],
    ['last-7-days', ['days']],
    ['last-30-days', ['days', 'weeks']],
    ['last-90-days', ['days', 'weeks', 'months']],
  ] as const)('%s allows %j', (time, expected) => {
    expect(allowedGranularities(time, null)).toEqual(expected);
  });

  it('a custom range offers granularities by its span, both days counted', () => {
    expect(allowedGranularities('CUSTOM', { start: '2026-11-01', end: '2026-11-02' })).toEqual(['hours']);
    expect(allowedGranularities('CUSTOM', { start: '2026-11-01', end: '2026-11-05' })).toEqual([
      'hours',
      'days',
    ]);
    expect(allowedGranularities('CUSTOM', { start: '2026-01-01', end: '2026-12-31' })).toEqual([
      'weeks',
      'months',
    ]);
  });
});

describe('granularitiesForSpan (spec 01 §9 "offered by span")', () => {
  it.each([
    [1, ['hours']],
    [2, ['hours']],
    [3, ['hours', 'days']],
    [6, ['hours', 'days']],
    [7, ['days', 'weeks']],
    [30, ['days', 'weeks']],
    [31, ['days', 'weeks', 'months']],
    [183, ['days', 'weeks', 'months']],
    [184, ['weeks', 'months']],
  ] as const)('%i days -> %j', (days, expected) => {
    expect(granularitiesForSpan(days)).toEqual(expected);
  });
});

describe('fitGranularity', () => {
  it.each([
    ['weeks', ['days', 'weeks'], 'weeks'],
    ['hours', ['days', 'weeks'], 'days'],
    ['days', ['hours'], 'hours'],
    ['months', ['weeks', 'months'], 'months'],
    ['hours', ['weeks', 'months'], 'weeks'],
  ] as const)('%s within %j -> %s', (wanted, allowed, expected) => {
    expect(fitGranularity(wanted, allowed)).toBe(expected);
  });
});
