/**
 * The time range of an export: a preset counted back from now, or --from/--to, in a time zone.
 * A date without a time (2026-11-01) is midnight in that time zone; the API gets UTC instants.
 */
import { CliError, EXIT } from './errors.ts';

export const PRESETS = [
  'today',
  'yesterday',
  'last-24-hours',
  'last-7-days',
  'last-30-days',
  'last-90-days',
] as const;
export type Preset = (typeof PRESETS)[number];
export const DEFAULT_PRESET: Preset = 'last-30-days';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface RangeInput {
  preset?: string;
  from?: string;
  to?: string;
  timeZone: string;
  now: number;
}

export function assertTimeZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new CliError(
      `Unknown time zone '${timeZone}': use an IANA name such as Europe/London or UTC.`,
      EXIT.usage,
    );
  }
}

/** The zone's offset from UTC at `instant`, in ms (positive east of Greenwich). */
function offsetOf(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    +parts.year,
    +parts.month - 1,
    +parts.day,
    +parts.hour,
    +parts.minute,
    +parts.second,
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock time (given as if UTC) happens in `timeZone`. */
function zonedToInstant(wallAsUtc: number, timeZone: string): number {
  let instant = wallAsUtc - offsetOf(wallAsUtc, timeZone);
  // Around a DST change the offset at the guess may differ from the offset at the answer.
  instant = wallAsUtc - offsetOf(instant, timeZone);
  return instant;
}

function startOfDay(instant: number, timeZone: string): number {
  const wall = instant + offsetOf(instant, timeZone);
  return zonedToInstant(Math.floor(wall / DAY) * DAY, timeZone);
}

function parseInstant(text: string, flag: string, timeZone: string): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const wall = Date.parse(`${text}T00:00:00Z`);
    if (Number.isFinite(wall)) return zonedToInstant(wall, timeZone);
  } else if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(text);
    const parsed = Date.parse(hasZone ? text : `${text}Z`);
    if (Number.isFinite(parsed)) return hasZone ? parsed : zonedToInstant(parsed, timeZone);
  }
  throw new CliError(
    `${flag} '${text}' is not a date: use YYYY-MM-DD (midnight in --time-zone) or an ISO date-time.`,
    EXIT.usage,
  );
}

export function resolveRange(input: RangeInput): { from: string; to: string } {
  const { timeZone, now } = input;
  assertTimeZone(timeZone);
  if (input.preset !== undefined && (input.from !== undefined || input.to !== undefined)) {
    throw new CliError('Pass either --preset or --from/--to, not both.', EXIT.usage);
  }
  let from: number;
  let to: number;
  if (input.from !== undefined || input.to !== undefined) {
    if (input.from === undefined) throw new CliError('--to needs --from.', EXIT.usage);
    from = parseInstant(input.from, '--from', timeZone);
    to = input.to === undefined ? now : parseInstant(input.to, '--to', timeZone);
  } else {
    const preset = (input.preset ?? DEFAULT_PRESET) as Preset;
    if (!(PRESETS as readonly string[]).includes(preset)) {
      throw new CliError(`Unknown preset '${preset}'. Known: ${PRESETS.join(', ')}.`, EXIT.usage);
    }
    const today = startOfDay(now, timeZone);
    const back: Record<Preset, () => [number, number]> = {
      today: () => [today, now],
      yesterday: () => [startOfDay(today - HOUR, timeZone), today],
      'last-24-hours': () => [now - DAY, now],
      'last-7-days': () => [now - 7 * DAY, now],
      'last-30-days': () => [now - 30 * DAY, now],
      'last-90-days': () => [now - 90 * DAY, now],
    };
    [from, to] = back[preset]();
  }
  if (from >= to) throw new CliError('The range is empty: --from must be before --to.', EXIT.usage);
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}
