/**
 * The window of an alert's drill-down (issue 13: the alert's why links to the posts behind the
 * spike): `/search?item=ID&from=ISO&to=ISO[&sentiment=-1|1]`, written by the mock's spike
 * detector (api-mock/src/alerts/check-spikes.ts). Live results then read that window, kept to
 * the trigger's sentiment, instead of the last 30 days.
 */
import type { Draft } from './working-copy.ts';

export const WINDOW_PARAMS = ['from', 'to', 'sentiment'] as const;

export interface ResultsWindow {
  from: string;
  to: string;
  /** The trigger's scored sentiment (negative -1, positive 1); null: every post. */
  sentiment: -1 | 1 | null;
}

/** The window in the URL, or null when there is none or it does not read as one. */
export function windowOf(params: URLSearchParams): ResultsWindow | null {
  const from = params.get('from');
  const to = params.get('to');
  if (!from || !to) return null;
  const [f, t] = [Date.parse(from), Date.parse(to)];
  if (!Number.isFinite(f) || !Number.isFinite(t) || f >= t) return null;
  const s = params.get('sentiment');
  const sentiment = s === '-1' ? -1 : s === '1' ? 1 : null;
  return { from: new Date(f).toISOString(), to: new Date(t).toISOString(), sentiment };
}

/** The filters live results send: the search's own, with the window's sentiment when it has one. */
export function filtersIn(filters: Draft['filters'], window: ResultsWindow | null): Draft['filters'] {
  if (!window || window.sentiment === null) return filters;
  return { ...filters, sentiments: [window.sentiment] };
}
