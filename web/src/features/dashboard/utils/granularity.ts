/**
 * spec 01 §9 granularity rules: a preset allows the granularities whose list names it; a custom
 * range offers granularities by its span.
 */
import {
  GRANULARITIES,
  GRANULARITY_TIME_RANGES,
  type Granularity,
  type TimeRangeValue,
} from '@sl/api-contract/schemas/common-values';
import { daysBetween } from '@sl/api-contract/time/zoned-time';
import type { CustomDays } from './resolve-time-range.ts';

/**
 * spec 01 §9 "Granularity offered by span": under 3 days hours; under 7 days days and hours;
 * under 1 month days and weeks; up to 6 months days, weeks and months; above weeks and months.
 */
export function granularitiesForSpan(days: number): Granularity[] {
  if (days < 3) return ['hours'];
  if (days < 7) return ['hours', 'days'];
  if (days < 31) return ['days', 'weeks'];
  if (days <= 183) return ['days', 'weeks', 'months'];
  return ['weeks', 'months'];
}

export function allowedGranularities(time: TimeRangeValue, custom: CustomDays | null): Granularity[] {
  if (time === 'CUSTOM' && custom) return granularitiesForSpan(daysBetween(custom.start, custom.end) + 1);
  return GRANULARITIES.filter((g) => GRANULARITY_TIME_RANGES[g].includes(time));
}

/** Keeps the chosen granularity when the range allows it; otherwise days, or the finest allowed. */
export function fitGranularity(wanted: Granularity, allowed: readonly Granularity[]): Granularity {
  if (allowed.includes(wanted)) return wanted;
  if (allowed.includes('days')) return 'days';
  return allowed[0] ?? 'days';
}
