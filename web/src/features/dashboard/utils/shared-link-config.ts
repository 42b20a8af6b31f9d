/**
 * A shared link's config and the dashboard view, both ways (spec 01 §3 config {widgets, contexts,
 * time, time_range, time_unit}; decision record 014: the shapes of a dashboard template, spec 02
 * §3 — widgets as `{id, config}`, `time` the preset name, `time_range` only for a custom range).
 * Sharing writes what is on screen; opening a link reads back exactly that.
 */
import type { Camelize } from '@sl/api-contract/client/case';
import { CONTEXT_COLORS, type WidgetId } from '@sl/api-contract/schemas/common-values';
import type { widgetConfigSchema } from '@sl/api-contract/schemas/dashboard-config';
import type { SharedLinkConfigWire } from '@sl/api-contract/schemas/shared-links';
import { toIsoDay, zonedParts } from '@sl/api-contract/time/zoned-time';
import type { z } from 'zod';
import { type DashboardView, DEFAULT_VIEW } from './dashboard-view.ts';
import { allowedGranularities, fitGranularity } from './granularity.ts';
import type { IsoRange } from './resolve-time-range.ts';
import type { ReadContext } from './widget-env.ts';

/** spec 02 §3 widget config, as the web app holds it (camelCase, like every /v1 answer). */
export type WidgetConfig = Camelize<z.infer<typeof widgetConfigSchema>>;
export type WidgetConfigs = Partial<Record<WidgetId, WidgetConfig>>;

/** The link config as the client hands it over (camelCased) and as a body takes it (camelCase too: the client snake-cases bodies). */
export type LinkConfig = Camelize<SharedLinkConfigWire>;

export interface LinkedWidget {
  id: WidgetId;
  config: WidgetConfig;
}

/** What a viewer of a link sees: the view (time), the contexts with their colours, the widgets in order. */
export interface LinkView {
  view: DashboardView;
  /** The link's exact range: a custom range is fixed, a preset is read from now. */
  range: IsoRange | null;
  contexts: ReadContext[];
  widgets: LinkedWidget[];
}

const dayIn = (iso: string, timeZone: string) => {
  const p = zonedParts(new Date(iso), timeZone);
  return toIsoDay(p.year, p.month, p.day);
};

/** The config a link stores for the view on screen. */
export function linkConfigFromView(
  view: DashboardView,
  range: IsoRange,
  contexts: readonly ReadContext[],
  widgets: readonly WidgetId[],
  configs: WidgetConfigs,
): LinkConfig {
  return {
    widgets: widgets.map((id) => ({ id, config: configs[id] ?? {} })),
    contexts: contexts.map((c) => ({
      id: c.id,
      title: c.title,
      // camelCase like the rest of the body: the client snake-cases every key on the way out.
      properties: c.properties,
    })),
    time: view.time,
    timeRange: view.time === 'CUSTOM' ? { from: range.from, to: range.to } : null,
    timeUnit: view.timeUnit,
  };
}

/**
 * The view a link opens on. A custom range keeps its exact instants; its days are those of the
 * viewer's zone (for the heading and the partial buckets).
 */
export function viewFromLinkConfig(config: LinkConfig, timeZone: string): LinkView {
  const range = config.time === 'CUSTOM' && config.timeRange ? config.timeRange : null;
  const custom = range
    ? {
        start: dayIn(range.from, timeZone),
        end: dayIn(new Date(Date.parse(range.to) - 1).toISOString(), timeZone),
      }
    : null;
  const time = range ? 'CUSTOM' : config.time === 'CUSTOM' ? DEFAULT_VIEW.time : config.time;
  const view: DashboardView = {
    ...DEFAULT_VIEW,
    time,
    custom,
    timeUnit: fitGranularity(config.timeUnit, allowedGranularities(time, custom)),
    contextIds: config.contexts.map((c) => c.id),
  };
  return {
    view,
    range,
    contexts: config.contexts.map((c, i) => ({
      id: c.id,
      title: c.title,
      properties: c.properties,
      color: CONTEXT_COLORS[i] ?? CONTEXT_COLORS[0],
    })),
    widgets: config.widgets.map((w) => ({ id: w.id, config: w.config ?? {} })),
  };
}
