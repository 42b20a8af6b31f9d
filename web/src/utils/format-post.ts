/** How a post reads in a list (dashboard posts, drill-down, inbox, search results): spec 01 §9 date display. */
import type { Sentiment } from '@sl/api-contract/schemas/common';
import { zonedParts } from '@sl/api-contract/time/zoned-time';
import { MONTHS } from '#/utils/format-bucket-label.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'DD MMM YYYY HH:mm:ss' in the viewer's zone; '-' when empty (spec 01 §9). */
export function formatDateTime(iso: string | null, timeZone: string): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '-';
  const p = zonedParts(new Date(iso), timeZone);
  return `${pad(p.day)} ${MONTHS[p.month - 1]} ${p.year} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** spec 01 §9 sentiment codes: 1 Positive, 0 Neutral, -1 Negative. */
export const SENTIMENT_NAMES: Record<Sentiment, string> = { 1: 'Positive', 0: 'Neutral', [-1]: 'Negative' };
