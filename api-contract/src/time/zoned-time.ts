/**
 * Calendar arithmetic in a time zone (spec 01 §9; spec 02 §7: time zone falls back to UTC): the
 * dashboard's days, weeks and months are those of the viewer, not of the browser or of UTC. One
 * module for the web app and the mock's buckets, so both read a wall clock the same way. Built on
 * Intl only, so no date library enters the bundle; one cached formatter per zone.
 */

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Intl accepts a zone in any letter case: the cache stops growing here, whatever a caller sends. */
const MAX_FORMATTERS = 1_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    if (formatters.size < MAX_FORMATTERS) formatters.set(timeZone, f);
  }
  return f;
}

/**
 * Whether Intl knows the time zone (the mock answers 400 when not). Remembered once known, so a
 * request does not build a new Intl.DateTimeFormat each time (issue 17: 25 % of a dashboard call).
 */
export function isTimeZone(timeZone: string): boolean {
  if (formatters.has(timeZone)) return true;
  try {
    // The zone's own formatter, kept for its readings: a throwaway one cost a first visit a second
    // ICU formatter (~10 ms of the page's main thread, decision record 013, thirteenth step).
    formatter(timeZone);
  } catch {
    return false;
  }
  return true;
}

/** The wall-clock reading of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? 'Sun'),
  };
}

/** The instant at which the zone's clock reads midnight of the given calendar day. */
export function zonedMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  // Two passes settle the offset even when midnight falls next to a daylight-saving change.
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const p = zonedParts(new Date(guess), timeZone);
    const seen = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess += wall - seen;
  }
  return new Date(guess);
}

/** 'YYYY-MM-DD' of a calendar day. */
export const toIsoDay = (year: number, month: number, day: number): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads 'YYYY-MM-DD' as a real calendar day, or null. */
export function parseIsoDay(text: string): { year: number; month: number; day: number } | null {
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/** The calendar day `days` after the given one. */
export function addDays(isoDay: string, days: number): string {
  const d = parseIsoDay(isoDay);
  if (!d) throw new RangeError(`Not a day: ${isoDay}`);
  const next = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return toIsoDay(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/** Whole days from one calendar day to another (end − start). */
export function daysBetween(start: string, end: string): number {
  const a = parseIsoDay(start);
  const b = parseIsoDay(end);
  if (!a || !b) throw new RangeError(`Not a day: ${start} / ${end}`);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}
