/**
 * The first and last buckets of a range are usually partial periods (the last 30 days start at
 * this minute 30 days ago; today is not over): the charts mark them so a half day does not read
 * as a drop. Buckets start at the local hour, day, week (Monday) or month of the viewer's zone,
 * as the API buckets them (spec 01 §9, spec 02 §7 time zone).
 */
import type { Granularity } from '@sl/api-contract/schemas/common';
import { zonedParts } from '@sl/api-contract/time/zoned-time';
import type { IsoRange } from './resolve-time-range.ts';

/** Whether an instant is the start of a bucket of the given granularity in the zone. */
export function isBucketStart(instant: Date, interval: Granularity, timeZone: string): boolean {
  const p = zonedParts(instant, timeZone);
  if (p.minute !== 0 || p.second !== 0 || instant.getUTCMilliseconds() !== 0) return false;
  if (interval === 'hours') return true;
  if (p.hour !== 0) return false;
  if (interval === 'days') return true;
  if (interval === 'weeks') return p.weekday === 1;
  return p.day === 1;
}

export interface PartialBuckets {
  first: boolean;
  last: boolean;
}

export function partialBuckets(range: IsoRange, interval: Granularity, timeZone: string): PartialBuckets {
  return {
    first: !isBucketStart(new Date(range.from), interval, timeZone),
    last: !isBucketStart(new Date(range.to), interval, timeZone),
  };
}
