/**
 * Turns a time-range value of spec 01 §9 into the ISO range the dashboard calls take.
 * `now` is floored to the minute so that widgets opened within the same minute ask for the same
 * range and can share the client's 30-minute cache (spec 01 §9).
 */
import { TIME_RANGES, type TimeRangeValue } from '@sl/api-contract/schemas/common';

export type RelativeTimeRange = Exclude<TimeRangeValue, 'CUSTOM'>;

export interface IsoRange {
  from: string;
  to: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** spec 02 §9: the dashboard opens on the last 30 days, by day. */
export const DEFAULT_TIME_RANGE: RelativeTimeRange = 'last-30-days';

export function resolveTimeRange(value: RelativeTimeRange, now: Date): IsoRange {
  if (value === 'YESTERDAY') {
    const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
    return { from: yesterday.toISOString(), to: today.toISOString() };
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
