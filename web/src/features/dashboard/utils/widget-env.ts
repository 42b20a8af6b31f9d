/**
 * What every widget reads: the body of the dashboard calls (spec 01 §7: range, timeZone,
 * interval, properties), the compared range, the partial buckets to mark, and the words a CSV
 * file name and an empty state use. Computed once per view, so every widget asks for the same
 * range and the client's 30-minute cache can serve them (spec 01 §9).
 */

import { type Camelize, snakifyKeys } from '@sl/api-contract/client/case';
import type { Granularity } from '@sl/api-contract/schemas/common';
import type { ContextProperties } from '@sl/api-contract/schemas/dashboard';
import type { AnnotationsEnv } from './annotations-view.ts';
import type { DashboardView } from './dashboard-view.ts';
import type { DrillRequest } from './drill-down.ts';
import { type PartialBuckets, partialBuckets } from './partial-buckets.ts';
import { type IsoRange, resolveCustomRange, resolveTimeRange } from './resolve-time-range.ts';
import type { WidgetConfig } from './shared-link-config.ts';

export interface ReadBody {
  range: IsoRange;
  timeZone: string;
  interval: Granularity;
  /** spec 01 §7: the context travels as a JSON string; absent for the whole business profile. */
  properties?: string;
}

/** A context the widgets read: the selector's entry (spec 02 §3) reduced to what a call needs. */
export interface ReadContext {
  id: number;
  title: string;
  color: string;
  /** As the client hands it over: camelCased (the selector's response is converted). */
  properties: Camelize<ContextProperties>;
}

export interface WidgetEnv {
  body: ReadBody;
  /** The range just before, as long: for the compared calls (spec 02 §7). */
  comparedRange: IsoRange;
  partial: PartialBuckets;
  context: ReadContext | null;
  /** Every context on screen: more than one is compare mode (spec 02 §2), which some widgets draw side by side. */
  contexts: readonly ReadContext[];
  sharedLinkCode: string | null;
  /** The range as the file names put it: '2026-10-25_2026-11-24'. */
  rangeSlug: string;
  /** Opens the posts behind a point (spec 02 §7 Feeds); null where drill-down is not offered. */
  drill: ((request: DrillRequest) => void) | null;
  /** The time charts' annotations (decision record 020); absent where they are not offered. */
  annotations?: AnnotationsEnv;
  /** spec 02 §3: the widget's config (read through utils/widget-config.ts) and how it changes. */
  config: WidgetConfig;
  setConfig: (patch: Partial<WidgetConfig>) => void;
}

export function resolveViewRange(view: DashboardView, now: Date, timeZone: string): IsoRange {
  return view.time === 'CUSTOM' && view.custom
    ? resolveCustomRange(view.custom, timeZone)
    : resolveTimeRange(view.time === 'CUSTOM' ? 'last-30-days' : view.time, now, timeZone);
}

export function previousRange(range: IsoRange): IsoRange {
  const from = Date.parse(range.from);
  const span = Date.parse(range.to) - from;
  return { from: new Date(from - span).toISOString(), to: range.from };
}

const hasFilters = (p: Camelize<ContextProperties>) =>
  (p.query ?? []).some((q) => q.terms.length > 0) ||
  Object.values(p.filters ?? {}).some((list) => (list ?? []).length > 0);

/** The read body of one context: its filters travel as `properties` (spec 01 §7). */
export function bodyOf(base: Omit<ReadBody, 'properties'>, context: ReadContext | null): ReadBody {
  const body: ReadBody = { range: base.range, timeZone: base.timeZone, interval: base.interval };
  // A context without query or filters reads every post: the call goes without properties.
  // The string is not converted by the client: it must carry the wire's snake_case keys.
  if (context && hasFilters(context.properties))
    body.properties = JSON.stringify(snakifyKeys(context.properties));
  return body;
}

export function buildWidgetEnv(
  view: DashboardView,
  range: IsoRange,
  timeZone: string,
  context: ReadContext | null,
  sharedLinkCode: string | null,
  drill: WidgetEnv['drill'] = null,
  config: WidgetConfig = {},
  setConfig: WidgetEnv['setConfig'] = () => undefined,
): WidgetEnv {
  const body = bodyOf({ range, timeZone, interval: view.timeUnit }, context);
  return {
    body,
    comparedRange: previousRange(range),
    partial: partialBuckets(range, view.timeUnit, timeZone),
    context,
    contexts: context ? [context] : [],
    sharedLinkCode,
    rangeSlug: `${range.from.slice(0, 10)}_${range.to.slice(0, 10)}`,
    drill,
    config,
    setConfig,
  };
}

/** spec 02 §1 empty states say why: nothing in the range, or the context's filters leave nothing. */
export function noPostsReason(env: Pick<WidgetEnv, 'context' | 'body'>): string {
  return env.body.properties && env.context
    ? `No posts match “${env.context.title}” in this time range.`
    : 'No posts in this time range.';
}
