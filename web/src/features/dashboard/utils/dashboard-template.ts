/**
 * A dashboard template and the view on screen, both ways (spec 02 §3: name, time default
 * last-30-days, timeUnit default days, config {contextIds, widgets: [{id, config}]}; §9 defaults).
 * Decision record 014: the same widget shapes as a shared link.
 */
import type { Camelize } from '@sl/api-contract/client/case';
import {
  TIME_RANGE_VALUES,
  type TimeRangeValue,
  type WidgetId,
} from '@sl/api-contract/schemas/common-values';
import type { DashboardTemplateWire } from '@sl/api-contract/schemas/dashboard-config';
import type { DashboardView } from './dashboard-view.ts';
import { allowedGranularities, fitGranularity } from './granularity.ts';
import { DEFAULT_TIME_RANGE } from './resolve-time-range.ts';
import type { WidgetConfigs } from './shared-link-config.ts';

export type DashboardTemplate = Camelize<DashboardTemplateWire>;

const isPreset = (v: string): v is Exclude<TimeRangeValue, 'CUSTOM'> =>
  v !== 'CUSTOM' && (TIME_RANGE_VALUES as readonly string[]).includes(v);

/** The view a template opens: its time (a preset), unit, contexts, and itself as `config`. */
export function viewOfTemplate(template: DashboardTemplate, current: DashboardView): DashboardView {
  const time = isPreset(template.time) ? template.time : DEFAULT_TIME_RANGE;
  return {
    ...current,
    time,
    custom: null,
    timeUnit: fitGranularity(template.timeUnit, allowedGranularities(time, null)),
    contextIds: template.config.contextIds.slice(0, 3),
    templateId: template.id,
    drillDown: null,
  };
}

/** Each widget's config as the template keeps it. */
export const widgetConfigsOfTemplate = (template: DashboardTemplate): WidgetConfigs =>
  Object.fromEntries(template.config.widgets.map((w) => [w.id, w.config ?? {}]));

/** The widgets a template shows, in its order. */
export const widgetsOfTemplate = (template: DashboardTemplate): WidgetId[] =>
  template.config.widgets.map((w) => w.id);

/**
 * The body that saves the view on screen as a template. A template keeps a preset time
 * (spec 02 §3 `time`): null when the view has a custom range.
 */
export function templateFromView(
  name: string,
  view: DashboardView,
  contextIds: readonly number[],
  widgets: readonly WidgetId[],
  configs: WidgetConfigs,
) {
  if (view.time === 'CUSTOM') return null;
  return {
    name,
    time: view.time,
    timeUnit: view.timeUnit,
    config: {
      contextIds: [...contextIds],
      widgets: widgets.map((id) => ({ id, config: configs[id] ?? {} })),
    },
  };
}
