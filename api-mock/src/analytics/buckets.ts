/**
 * Interval buckets in the caller's time zone (spec 01 §9 granularity; spec 02 §7: time zone
 * falls back to UTC). A bucket key is the local start of the hour, day, week (Monday) or month.
 */
import type { Granularity } from '@sl/api-contract/schemas/common';
import { HttpError } from '../plugins/errors.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

export function assertTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    throw new HttpError(400, 'Time zone Wrong value!', { time_zone: ['Wrong value!'] });
  }
}

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function localParts(ms: number, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(ms)) parts[p.type] = p.value;
  return { y: Number(parts.year), m: Number(parts.month), d: Number(parts.day), h: Number(parts.hour) };
}

const pad = (n: number) => String(n).padStart(2, '0');

export function bucketKey(ms: number, interval: Granularity, timeZone: string): string {
  const { y, m, d, h } = localParts(ms, timeZone);
  switch (interval) {
    case 'hours':
      return `${y}-${pad(m)}-${pad(d)}T${pad(h)}:00`;
    case 'days':
      return `${y}-${pad(m)}-${pad(d)}`;
    case 'weeks': {
      const day = new Date(Date.UTC(y, m - 1, d));
      const back = (day.getUTCDay() + 6) % 7; // Monday starts the week
      day.setUTCDate(day.getUTCDate() - back);
      return day.toISOString().slice(0, 10);
    }
    case 'months':
      return `${y}-${pad(m)}`;
  }
}

/** Every bucket key touched by [from, to), in order, so empty buckets show as zeros. */
export function bucketKeys(from: number, to: number, interval: Granularity, timeZone: string): string[] {
  const keys: string[] = [];
  const HOUR = 3_600_000;
  let last = '';
  for (let t = from; t < to; t += HOUR) {
    const k = bucketKey(t, interval, timeZone);
    if (k !== last) {
      keys.push(k);
      last = k;
    }
  }
  const end = bucketKey(to - 1, interval, timeZone);
  if (to > from && end !== last) keys.push(end);
  return keys;
}
