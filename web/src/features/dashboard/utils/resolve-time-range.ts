/**
 * Turns a time-range value of spec 01 §9 into the ISO range the dashboard calls take, in the
 * viewer's time zone. `now` is floored to the minute so that widgets opened within the same minute
 * ask for the same range and can share the client's 30-minute cache (spec 01 §9).
 */
import { TIME_RANGES, type TimeRangeValue } from '@sl/api-contract/schemas/common-values';
import { addDays, parseIsoDay, toIsoDay, zonedMidnight, zonedParts } from '@sl/api-contract/time/zoned-time';

export type RelativeTimeRange = Exclude<TimeRangeValue, 'CUSTOM'>;

export interface IsoRange {
  from: string;
  to: string;
}

/** A custom range: calendar days of the viewer's time zone, both included. */
export interface CustomDays {
  start: string;
  end: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** spec 02 §9: the dashboard opens on the last 30 days, by day. */
export const DEFAULT_TIME_RANGE: RelativeTimeRange = 'last-30-days';

/** `timeZone`: the viewer's (lib/time-zone.ts), never the browser's. */
export function resolveTimeRange(value: RelativeTimeRange, now: Date, timeZone: string): IsoRange {
  if (value === 'YESTERDAY') {
    // The previous calendar day of the viewer's zone.
    const today = zonedParts(now, timeZone);
    const todayIso = toIsoDay(today.year, today.month, today.day);
    return resolveCustomRange({ start: addDays(todayIso, -1), end: addDays(todayIso, -1) }, timeZone);
  }
  if (value === 'last-1-hours') {
    // 'Last full hour': the last complete clock hour.
    const to = Math.floor(now.getTime() / HOUR) * HOUR;
    return { from: new Date(to - HOUR).toISOString(), to: new Date(to).toISOString() };
  }
  const entry = TIME_RANGES.find((r) => r.value === value);
  if (!entry?.hours) throw new RangeError(`Unknown time range: ${value}`);
  const to = Math.floor(now.getTime() / MINUTE) * MINUTE;
  return { from: new Date(to - entry.hours * HOUR).toISOString(), to: new Date(to).toISOString() };
}

/** From the start of the first day to the start of the day after the last, in the viewer's zone. */
export function resolveCustomRange({ start, end }: CustomDays, timeZone: string): IsoRange {
  const first = parseIsoDay(start);
  const after = parseIsoDay(addDays(end, 1));
  if (!first || !after) throw new RangeError(`Not a range: ${start} – ${end}`);
  return {
    from: zonedMidnight(first.year, first.month, first.day, timeZone).toISOString(),
    to: zonedMidnight(after.year, after.month, after.day, timeZone).toISOString(),
  };
}
