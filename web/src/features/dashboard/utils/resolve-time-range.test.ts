import { describe, expect, it } from 'vitest';
import { type RelativeTimeRange, resolveCustomRange, resolveTimeRange } from './resolve-time-range.ts';

const now = new Date('2026-11-20T14:37:45.123Z');

describe('resolveTimeRange (spec 01 §9)', () => {
  it.each<[RelativeTimeRange, string, string]>([
    ['last-30-days', '2026-10-21T14:37:00.000Z', '2026-11-20T14:37:00.000Z'],
    ['last-7-days', '2026-11-13T14:37:00.000Z', '2026-11-20T14:37:00.000Z'],
    ['last-24-hours', '2026-11-19T14:37:00.000Z', '2026-11-20T14:37:00.000Z'],
    ['last-3-hours', '2026-11-20T11:37:00.000Z', '2026-11-20T14:37:00.000Z'],
    ['last-1-hours', '2026-11-20T13:00:00.000Z', '2026-11-20T14:00:00.000Z'],
  ])('%s', (value, from, to) => {
    expect(resolveTimeRange(value, now, 'Europe/London')).toEqual({ from, to });
  });

  it.each([
    ['Europe/London', '2026-11-19T00:00:00.000Z', '2026-11-20T00:00:00.000Z'],
    ['America/New_York', '2026-11-19T05:00:00.000Z', '2026-11-20T05:00:00.000Z'],
    // 14:37 UTC is already 21 Nov 03:37 in Auckland (UTC+13): yesterday there is 20 Nov.
    ['Pacific/Auckland', '2026-11-19T11:00:00.000Z', '2026-11-20T11:00:00.000Z'],
  ])('YESTERDAY is the previous calendar day of the viewer (%s)', (zone, from, to) => {
    expect(resolveTimeRange('YESTERDAY', now, zone)).toEqual({ from, to });
  });
});

describe('resolveCustomRange (spec 01 §9 custom time range)', () => {
  it('runs from the first day’s midnight to the midnight after the last day, in the zone', () => {
    expect(resolveCustomRange({ start: '2026-10-01', end: '2026-10-15' }, 'Europe/Berlin')).toEqual({
      from: '2026-09-30T22:00:00.000Z',
      to: '2026-10-15T22:00:00.000Z',
    });
  });

  it('spans a daylight-saving change without losing the midnight', () => {
    expect(resolveCustomRange({ start: '2026-10-24', end: '2026-10-25' }, 'Europe/Berlin')).toEqual({
      from: '2026-10-23T22:00:00.000Z',
      to: '2026-10-25T23:00:00.000Z',
    });
  });

  it('rejects a day that does not exist', () => {
    expect(() => resolveCustomRange({ start: '2026-02-30', end: '2026-03-01' }, 'UTC')).toThrow(RangeError);
  });
});
