/**
 * The URL is the dashboard's state (spec 02 §2 query names, separator '-'). Decision record 010:
 * - `from` holds a preset value of spec 01 §9 (`from=last-7-days`), or with `to` the first and
 *   last calendar day of a custom range (`from=2026-10-01&to=2026-10-15`, viewer's time zone);
 * - `timeUnit` the granularity; `contextIds` up to 3 context ids joined by '-';
 * - `config` the dashboard template the view started from;
 * - `widgetId` with `feed_hash` the drill-down panel that is open;
 * - `shared_link_code` is left as it is (read by the route).
 * Defaults are left out, so the plain dashboard stays at '/'.
 */
import {
  GRANULARITIES,
  type Granularity,
  MAX_SELECTED_CONTEXTS,
  TIME_RANGE_VALUES,
  type TimeRangeValue,
  WIDGET_IDS,
  type WidgetId,
} from '@sl/api-contract/schemas/common-values';
import { daysBetween, parseIsoDay } from '@sl/api-contract/time/zoned-time';
import { DRILL_DOWN_QUERY } from './drill-down-query.ts';
import { allowedGranularities, fitGranularity } from './granularity.ts';
import { type CustomDays, DEFAULT_TIME_RANGE } from './resolve-time-range.ts';

export const QUERY = {
  from: 'from',
  to: 'to',
  timeUnit: 'timeUnit',
  contextIds: 'contextIds',
  config: 'config',
  ...DRILL_DOWN_QUERY,
} as const;
/** spec 02 §2 / §9: the query-string separator. */
export const SEPARATOR = '-';

export interface DrillDown {
  widgetId: WidgetId;
  feedHash: string;
}

export interface DashboardView {
  time: TimeRangeValue;
  /** Set exactly when `time` is 'CUSTOM'. */
  custom: CustomDays | null;
  timeUnit: Granularity;
  /** Selected contexts in order (colours follow it); empty: the selector's default. */
  contextIds: number[];
  templateId: number | null;
  drillDown: DrillDown | null;
}

export const DEFAULT_VIEW: DashboardView = {
  time: DEFAULT_TIME_RANGE,
  custom: null,
  timeUnit: 'days',
  contextIds: [],
  templateId: null,
  drillDown: null,
};

const isPreset = (v: string | null): v is TimeRangeValue =>
  v !== null && v !== 'CUSTOM' && (TIME_RANGE_VALUES as readonly string[]).includes(v);
const isGranularity = (v: string | null): v is Granularity =>
  v !== null && (GRANULARITIES as readonly string[]).includes(v);
const isWidgetId = (v: string | null): v is WidgetId =>
  v !== null && (WIDGET_IDS as readonly string[]).includes(v);
const positiveInt = (v: string) => (/^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** Reads a view from the query string; anything unreadable falls back to the default. */
export function parseDashboardView(search: URLSearchParams): DashboardView {
  const from = search.get(QUERY.from);
  const to = search.get(QUERY.to);
  let time: TimeRangeValue = DEFAULT_VIEW.time;
  let custom: CustomDays | null = null;
  if (from && to && parseIsoDay(from) && parseIsoDay(to) && daysBetween(from, to) >= 0) {
    time = 'CUSTOM';
    custom = { start: from, end: to };
  } else if (isPreset(from)) {
    time = from;
  }
  const unit = search.get(QUERY.timeUnit);
  // A list check rather than granularitySchema.safeParse: the dashboard's first screen loads no
  // zod for it (decision record 013).
  const timeUnit = fitGranularity(
    isGranularity(unit) ? unit : DEFAULT_VIEW.timeUnit,
    allowedGranularities(time, custom),
  );

  const contextIds: number[] = [];
  for (const part of (search.get(QUERY.contextIds) ?? '').split(SEPARATOR)) {
    const id = positiveInt(part);
    if (id !== null && !contextIds.includes(id) && contextIds.length < MAX_SELECTED_CONTEXTS)
      contextIds.push(id);
  }
  const widgetId = search.get(QUERY.widgetId);
  const feedHash = search.get(QUERY.feedHash);
  return {
    time,
    custom,
    timeUnit,
    contextIds,
    templateId: positiveInt(search.get(QUERY.config) ?? ''),
    drillDown: isWidgetId(widgetId) && feedHash ? { widgetId, feedHash } : null,
  };
}

/**
 * Writes a view into a copy of the query string, keeping names that are not the dashboard's
 * (shared_link_code); defaults are left out.
 */
export function writeDashboardView(view: DashboardView, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of Object.values(QUERY)) next.delete(name);
  if (view.time === 'CUSTOM' && view.custom) {
    next.set(QUERY.from, view.custom.start);
    next.set(QUERY.to, view.custom.end);
  } else if (view.time !== DEFAULT_VIEW.time) {
    next.set(QUERY.from, view.time);
  }
  if (view.timeUnit !== DEFAULT_VIEW.timeUnit) next.set(QUERY.timeUnit, view.timeUnit);
  if (view.contextIds.length > 0) next.set(QUERY.contextIds, view.contextIds.join(SEPARATOR));
  if (view.templateId !== null) next.set(QUERY.config, String(view.templateId));
  if (view.drillDown) {
    next.set(QUERY.widgetId, view.drillDown.widgetId);
    next.set(QUERY.feedHash, view.drillDown.feedHash);
  }
  return next;
}
