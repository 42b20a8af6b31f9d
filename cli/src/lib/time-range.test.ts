import { describe, expect, it } from 'vitest';
import { CliError } from './errors.ts';
import { resolveRange } from './time-range.ts';

const now = Date.parse('2026-07-15T10:30:00Z');

describe('resolveRange', () => {
  it('counts presets back from now', () => {
    expect(resolveRange({ preset: 'last-7-days', timeZone: 'UTC', now })).toEqual({
      from: '2026-07-08T10:30:00.000Z',
      to: '2026-07-15T10:30:00.000Z',
    });
  });

  it('starts today and yesterday at midnight in the time zone (London is UTC+1 in July)', () => {
    expect(resolveRange({ preset: 'today', timeZone: 'Europe/London', now })).toEqual({
      from: '2026-07-14T23:00:00.000Z',
      to: '2026-07-15T10:30:00.000Z',
    });
    expect(resolveRange({ preset: 'yesterday', timeZone: 'America/New_York', now })).toEqual({
      from: '2026-07-14T04:00:00.000Z',
      to: '2026-07-15T04:00:00.000Z',
    });
  });

  it('reads --from/--to dates as midnight in the time zone, and date-times with an offset as given', () => {
    expect(resolveRange({ from: '2026-01-01', to: '2026-02-01', timeZone: 'Asia/Tokyo', now })).toEqual({
      from: '2025-12-31T15:00:00.000Z',
      to: '2026-01-31T15:00:00.000Z',
    });
    expect(resolveRange({ from: '2026-01-01T06:00:00+02:00', timeZone: 'UTC', now }).from).toBe(
      '2026-01-01T04:00:00.000Z',
    );
  });

  it.each([
    [{ preset: 'last-7-days', from: '2026-01-01' }, 'either --preset or --from/--to'],
    [{ from: 'yesterday-ish' }, "--from 'yesterday-ish' is not a date"],
    [{ from: '2026-02-01', to: '2026-01-01' }, 'The range is empty'],
    [{ preset: 'fortnight' }, "Unknown preset 'fortnight'"],
    [{ timeZone: 'Mars/Olympus' }, "Unknown time zone 'Mars/Olympus'"],
  ])('refuses %j', (input, message) => {
    expect(() => resolveRange({ timeZone: 'UTC', now, ...input })).toThrow(CliError);
    expect(() => resolveRange({ timeZone: 'UTC', now, ...input })).toThrow(message);
  });
});
