import { describe, expect, it } from 'vitest';
import { type RelativeTimeRange, resolveTimeRange } from './resolve-time-range.ts';

const now = new Date('2026-11-20T14:37:45.123Z');

describe('resolveTimeRange (spec 01 §9)', () => {
  it.each<[RelativeTimeRange, string, string]>([
    ['last-30-days', '2026-10-21T14:37:00.000Z', '2026-11-20T14:37:00.000Z'],
    ['last-7-days', '2026-11-13T14:37:00.000Z', '2026-11-20T14:37:00.000Z'],
    ['last-24-hours', '2026-11-19T14:37:00.000Z', '2026-11-20T14:37:00.000Z'],
    ['last-3-hours', '2026-11-20T11:37:00.000Z', '2026-11-20T14:37:00.000Z'],
    ['last-1-hours', '2026-11-20T13:00:00.000Z', '2026-11-20T14:00:00.000Z'],
  ])('%s', (value, from, to) => {
    expect(resolveTimeRange(value, now)).toEqual({ from, to });
  });

  it('YESTERDAY spans the previous local calendar day', () => {
    const { from, to } = resolveTimeRange('YESTERDAY', now);
    const start = new Date(from);
    const end = new Date(to);
    expect([start.getHours(), start.getMinutes(), end.getHours(), end.getMinutes()]).toEqual([0, 0, 0, 0]);
    expect(end.getDate()).toBe(now.getDate());
    expect(end.getTime() - start.getTime()).toBeGreaterThanOrEqual(23 * 3_600_000);
  });
});
