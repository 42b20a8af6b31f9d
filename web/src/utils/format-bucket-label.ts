/**
 * Labels of dashboard time buckets and counts, for every widget (issue 10 item 9: this sat in the
 * sentiment widget's folder, where the next widget would have copied it).
 */
import type { Granularity } from '@sl/api-contract/schemas/common';

/** Month abbreviations of spec 01 §9's date display ('DD MMM YYYY'). */
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'DD MMM' (spec 01 §9 date display, without the year on an axis); hours add 'HH:mm', months read
 * 'MMM YYYY'. Bucket keys are read from their calendar part, so a bucket of the viewer's time
 * zone is not shifted by the browser's.
 */
export function formatBucketLabel(date: string, interval: Granularity): string {
  const month = /^(\d{4})-(\d{2})$/.exec(date);
  if (month) return `${MONTHS[Number(month[2]) - 1]} ${month[1]}`;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(date);
  if (!match) return date;
  const [, year, mm, day, hour, minute] = match;
  const label = `${day} ${MONTHS[Number(mm) - 1]}`;
  if (interval === 'months') return `${MONTHS[Number(mm) - 1]} ${year}`;
  return interval === 'hours' && hour ? `${label} ${hour}:${minute}` : label;
}

/** A count with thousands separators ('1,234'). */
export const formatCount = (value: number): string => value.toLocaleString('en-US');

/** A count and its noun, singular for one ('1 comment', '1,234 comments'). */
export const formatCountOf = (value: number, one: string, many: string): string =>
  `${formatCount(value)} ${value === 1 ? one : many}`;
