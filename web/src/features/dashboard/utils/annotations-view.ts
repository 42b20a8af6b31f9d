/**
 * The pure rules of annotations on the dashboard (spec 02 §1, §3, §7; decision record 020): which
 * layers a time chart shows from its widget config, the words of the layer palette, and how a
 * chosen day becomes an annotation's instant in the viewer's time zone.
 */
import type { Camelize } from '@sl/api-contract/client/case';
import type { AnnotationWire, LayerWire } from '@sl/api-contract/schemas/annotations';
import { parseIsoDay, toIsoDay, zonedMidnight, zonedParts } from '@sl/api-contract/time/zoned-time';
import type { WidgetConfig } from './shared-link-config.ts';

export type Layer = Camelize<LayerWire>;
export type Annotation = Camelize<AnnotationWire>;

/** Words for the API's palette (spec 02 §9: 12 colours); a colour it adds later reads as its code. */
const COLOR_NAMES: Record<string, string> = {
  '#1890ff': 'Blue',
  '#b222d7': 'Purple',
  '#efac2d': 'Amber',
  '#13c2c2': 'Cyan',
  '#52c41a': 'Green',
  '#f5222d': 'Red',
  '#fa8c16': 'Orange',
  '#2f54eb': 'Indigo',
  '#eb2f96': 'Pink',
  '#722ed1': 'Violet',
  '#a0d911': 'Lime',
  '#8c8c8c': 'Grey',
};

export const colorName = (color: string) => COLOR_NAMES[color.toLowerCase()] ?? color;

/**
 * spec 02 §3 widget config: `annotations.enabled` (on unless switched off) and `layerIds` (every
 * layer unless chosen). Ids of deleted layers are dropped, so a template saved before a delete
 * still reads.
 */
export function shownLayerIds(config: WidgetConfig, layers: readonly Layer[]): number[] {
  if (config.annotations?.enabled === false) return [];
  const ids = layers.map((l) => l.id);
  if (!config.layerIds) return ids;
  const chosen = new Set(config.layerIds);
  return ids.filter((id) => chosen.has(id));
}

/** The calendar day ('YYYY-MM-DD') of an instant in the zone. */
export function dayOf(iso: string, timeZone: string): string {
  const p = zonedParts(new Date(iso), timeZone);
  return toIsoDay(p.year, p.month, p.day);
}

/**
 * The instant for a day picked in the form: the same time of day as `previous` (a point of an
 * hourly chart keeps its hour), else the day's midnight in the zone.
 */
export function instantOnDay(day: string, timeZone: string, previous: string | null): string {
  const d = parseIsoDay(day);
  if (!d) throw new RangeError(`Not a day: ${day}`);
  const midnight = zonedMidnight(d.year, d.month, d.day, timeZone).getTime();
  if (!previous) return new Date(midnight).toISOString();
  const prevDay = parseIsoDay(dayOf(previous, timeZone));
  const prevMidnight = prevDay
    ? zonedMidnight(prevDay.year, prevDay.month, prevDay.day, timeZone).getTime()
    : 0;
  const timeOfDay = Date.parse(previous) - prevMidnight;
  return new Date(midnight + timeOfDay).toISOString();
}

/** The annotations a chart shows: those of its layers, oldest first (the API's order). */
export function annotationsOfLayers(
  annotations: readonly Annotation[],
  layerIds: readonly number[],
): Annotation[] {
  const wanted = new Set(layerIds);
  return annotations.filter((a) => wanted.has(a.layerId));
}

/**
 * What a time chart needs to show and write annotations: its widget config (spec 02 §3
 * `annotations`, `layerIds`) and the way to change it. Absent where annotations are not offered
 * (a shared link's anonymous viewer cannot read them).
 */
export interface AnnotationsEnv {
  widgetTitle: string;
  config: WidgetConfig;
  onConfigChange: (config: WidgetConfig) => void;
}

/**
 * What the annotation form edits. Here rather than beside the form, so the chart that opens the
 * form does not load it (and its zod rule) before it is opened (decision record 013).
 */
export interface AnnotationDraft {
  /** null for a new annotation. */
  id: number | null;
  name: string;
  text: string;
  layerId: number;
  /** The instant it marks (its `anchorDate`). */
  at: string;
  /** The end of the period it marks (its `endDate`); null for an instant. */
  until: string | null;
}

export const draftOf = (a: Annotation): AnnotationDraft => ({
  id: a.id,
  name: a.name,
  text: a.text,
  layerId: a.layerId,
  at: a.anchorDate,
  until: a.endDate,
});
