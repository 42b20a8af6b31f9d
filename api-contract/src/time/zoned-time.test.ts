/**
 * spec 02 §7: the dashboard reads a wall clock in the viewer's time zone. `isTimeZone` validates a
 * zone by building the formatter its readings use (decision record 013, thirteenth step), in a
 * cache that stops growing whatever a caller sends (Intl accepts a zone in any letter case).
 */
import { describe, expect, it } from 'vitest';
import { isTimeZone, zonedParts } from './zoned-time.ts';

describe('isTimeZone', () => {
  it('accepts the zones Intl knows and refuses the others', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    // A refused zone stays refused (nothing of it was kept).
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });

  it('keeps answering, and reading, past the cache’s bound', () => {
    // 1 200 spellings of one zone: more than the cache keeps.
    const zone = 'America/Los_Angeles';
    const swapCase = (c: string) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase());
    const spellings = Array.from({ length: 1_200 }, (_, n) => {
      let bit = 0;
      return [...zone].map((c) => (/[a-z]/i.test(c) && (n >> bit++) & 1 ? swapCase(c) : c)).join('');
    });
    expect(new Set(spellings).size).toBe(1_200);
    for (const s of spellings) expect(isTimeZone(s)).toBe(true);
    const last = spellings.at(-1) ?? zone;
    // 2026-11-20T02:00Z is 18:00 on 19 Nov in Los Angeles (winter time, UTC−8).
    expect(zonedParts(new Date('2026-11-20T02:00:00.000Z'), last)).toMatchObject({
      year: 2026,
      month: 11,
      day: 19,
      hour: 18,
      minute: 0,
      weekday: 4,
    });
  });
});
