/**
 * Drill-down (spec 02 §7 Feeds): the posts behind a chart point are a feed definition — the
 * point's period and the context's filters narrowed to the point's sentiment or network.
 */
import type { Sentiment, WidgetId } from '@sl/api-contract/schemas/common';
import type { ContextProperties } from '@sl/api-contract/schemas/dashboard';
import { parseIsoDay, zonedMidnight } from '@sl/api-contract/time/zoned-time';
import type { IsoRange } from './resolve-time-range.ts';

/** The instant a bucket key ('YYYY-MM-DD', 'YYYY-MM-DDTHH:00', 'YYYY-MM') starts in the zone. */
export function bucketStart(key: string, timeZone: string): Date | null {
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  if (month) return zonedMidnight(Number(month[1]), Number(month[2]), 1, timeZone);
  const day = parseIsoDay(key.slice(0, 10));
  if (!day) return null;
  const midnight = zonedMidnight(day.year, day.month, day.day, timeZone);
  const hour = /T(\d{2}):/.exec(key);
  return hour ? new Date(midnight.getTime() + Number(hour[1]) * 3_600_000) : midnight;
}

/** The period of the bucket at `index`, clipped to the range (the first and last are partial). */
export function bucketBounds(
  keys: readonly string[],
  index: number,
  range: IsoRange,
  timeZone: string,
): IsoRange {
  const start = index === 0 ? null : bucketStart(keys[index] ?? '', timeZone);
  const next = index >= keys.length - 1 ? null : bucketStart(keys[index + 1] ?? '', timeZone);
  return { from: start ? start.toISOString() : range.from, to: next ? next.toISOString() : range.to };
}

export interface DrillFilters {
  sentiments?: Sentiment[];
  socialTypes?: string[];
  languages?: string[];
  countries?: string[];
}

/**
 * The text point of a drill-down (decision 021): sent as the feed's own field, not as a context
 * query term, because the mock counts it by the widget's rule — a keyword as a whole word (the
 * cloud's), a topic or theme by the topic vocabulary the web app does not hold.
 */
export interface DrillTerm {
  /** A word of the keyword cloud or trending keywords. */
  keyword?: string;
  /** A row of the topics widget, by its id. */
  topic?: string;
  /** A conversation theme, by its name. */
  theme?: string;
}

/**
 * The context's properties (wire keys) narrowed to the point: its filters intersect. A point's
 * sentiments are intersected with the context's own, as the widget's read was (widget-config.ts
 * `narrowBody`), so a keyword read with the settings' sentiments drills into the same posts.
 */
export function drillProperties(context: ContextProperties | null, narrow: DrillFilters): ContextProperties {
  const base = context ?? {};
  const filters = { ...(base.filters ?? {}) };
  if (narrow.sentiments) {
    const own = base.filters?.sentiments;
    filters.sentiments = own?.length ? narrow.sentiments.filter((s) => own.includes(s)) : narrow.sentiments;
  }
  if (narrow.socialTypes)
    filters.social_types = narrow.socialTypes as NonNullable<typeof filters.social_types>;
  if (narrow.languages) filters.languages = narrow.languages;
  if (narrow.countries) filters.countries = narrow.countries;
  return { ...base, filters };
}

export interface DrillRequest {
  /** The widget the point belongs to (the feed's view type). */
  widgetId: WidgetId;
  /** What the panel is headed with, e.g. 'Negative posts, 04 Nov'. */
  title: string;
  range: IsoRange;
  narrow: DrillFilters;
  /** The keyword, topic or theme the point stands for (text widgets). */
  term?: DrillTerm;
  /** In compare mode, the context the point belongs to (else the widget's own). */
  contextId?: number;
}

/** The feed definition a drill-down stores (spec 02 §7 POST /v1/dashboard/feeds/hash), client keys. */
export function drillFeedBody(context: ContextProperties | null, request: DrillRequest) {
  return {
    title: request.title,
    viewType: request.widgetId,
    minCreatedAt: request.range.from,
    maxCreatedAt: request.range.to,
    // The string is not converted by the client: it carries the wire's snake_case keys.
    properties: JSON.stringify(drillProperties(context, request.narrow)),
    ...request.term,
  };
}
