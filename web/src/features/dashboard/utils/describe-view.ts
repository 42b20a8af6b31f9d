/** The line under the dashboard's heading: the range in words, its days and the granularity. */
import { TIME_RANGES } from '@sl/api-contract/schemas/common-values';
import { zonedParts } from '@sl/api-contract/time/zoned-time';
import { MONTHS } from '#/utils/format-bucket-label.ts';
import type { DashboardView } from './dashboard-view.ts';
import type { IsoRange } from './resolve-time-range.ts';

const UNIT = { hours: 'by hour', days: 'by day', weeks: 'by week', months: 'by month' } as const;

/** 'DD MMM YYYY' (spec 01 §9) of an instant in the zone. */
export function formatDay(iso: string, timeZone: string): string {
  const p = zonedParts(new Date(iso), timeZone);
  return `${String(p.day).padStart(2, '0')} ${MONTHS[p.month - 1]} ${p.year}`;
}

export function describeView(view: DashboardView, range: IsoRange, timeZone: string): string {
  const label = TIME_RANGES.find((r) => r.value === view.time)?.label ?? view.time;
  // The range ends at an exclusive instant: a custom range's last day is the day before it.
  const last = new Date(Date.parse(range.to) - 1).toISOString();
  const days = `${formatDay(range.from, timeZone)} – ${formatDay(last, timeZone)}`;
  return view.time === 'CUSTOM'
    ? `${days}, ${UNIT[view.timeUnit]}`
    : `${label} (${days}), ${UNIT[view.timeUnit]}`;
}
