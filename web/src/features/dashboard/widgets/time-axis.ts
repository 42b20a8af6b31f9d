/**
 * What every time chart shares: bucket labels on the axis, counts as text, the bands that
 * mark the partial first and last buckets (see utils/partial-buckets.ts), and the annotations
 * shown on it: a line for an instant, a band for a period (decision record 020).
 */
import type { Granularity } from '@sl/api-contract/schemas/common';
import type { ChartOptions } from '#/components/charts/chart.tsx';
import { formatBucketLabel } from '#/utils/format-bucket-label.ts';
import { bucketStart } from '../utils/drill-down.ts';
import type { PartialBuckets } from '../utils/partial-buckets.ts';

/** One line on a time axis, in the chart module's types (Highcharts stays behind components/charts). */
type XAxisOptions = Exclude<NonNullable<ChartOptions['xAxis']>, readonly unknown[]>;
export type AxisPlotLine = NonNullable<XAxisOptions['plotLines']>[number];
export type AxisPlotBand = NonNullable<XAxisOptions['plotBands']>[number];

export const PARTIAL_LABEL = 'Partial period';

/**
 * From this many buckets the labels are turned at once (issue 17, decision record 013, thirteenth
 * step). Highcharts' auto rotation first lays them out flat and measures them, each measurement a
 * forced layout of the page, then turns them −45° and measures again; 30 labels of a day (~40 px
 * each) never lie flat on a chart narrower than ~1 250 px, so the first pass was wasted. The same
 * drawing (compared pixel for pixel at 1440 and 390 px: 30 and 90 days, a day by hours), ~18 ms
 * less of a first visit's main thread.
 */
export const TURNED_LABELS_FROM = 30;

/** The x axis of a time chart: one category per bucket, partial buckets shaded and labelled. */
export function timeAxis(
  dates: readonly string[],
  interval: Granularity,
  partial: PartialBuckets,
): NonNullable<ChartOptions['xAxis']> {
  const bands: { from: number; to: number }[] = [];
  if (dates.length > 0 && partial.first) bands.push({ from: -0.5, to: 0.5 });
  if (dates.length > 1 && partial.last) bands.push({ from: dates.length - 1.5, to: dates.length - 0.5 });
  return {
    categories: dates.map((d) => formatBucketLabel(d, interval)),
    tickmarkPlacement: 'on',
    ...(dates.length >= TURNED_LABELS_FROM ? { labels: { rotation: -45 } } : {}),
    plotBands: bands.map((b) => ({
      ...b,
      color: 'rgba(95, 107, 122, 0.12)',
      label: { text: 'Partial', rotation: 0, y: 12, style: { fontSize: '11px', color: '#5f6b7a' } },
    })),
  };
}

/** An annotation as a time chart draws it (spec 02 §1 "annotations with layers"). */
export interface AxisMark {
  id: number;
  /** The annotation's instant (its `anchorDate`). */
  at: string;
  /** The end of the period it marks (our `endDate`); null for an instant. */
  until: string | null;
  name: string;
  /** The layer's colour (spec 02 §9 palette). */
  color: string;
}

/** Highcharts reads a label as light markup: a user's title must stay text. */
const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Long titles are cut on the chart; the list under it has them whole. */
const MARK_LABEL_CHARS = 28;
const cut = (name: string) =>
  name.length > MARK_LABEL_CHARS ? `${name.slice(0, MARK_LABEL_CHARS - 1)}…` : name;

/**
 * The index of the bucket holding `at`: the last bucket starting at or before it. Undefined
 * when the instant falls outside the axis.
 */
export function bucketIndexOf(
  dates: readonly string[],
  at: string,
  timeZone: string,
  range: { from: string; to: string },
): number | undefined {
  const t = Date.parse(at);
  if (Number.isNaN(t) || t < Date.parse(range.from) || t > Date.parse(range.to)) return undefined;
  let found: number | undefined;
  for (let i = 0; i < dates.length; i++) {
    const start = bucketStart(dates[i] ?? '', timeZone);
    // The first bucket is partial (it starts before the range): whatever is in range before the
    // second bucket belongs to it.
    if (i === 0 || (start && start.getTime() <= t)) found = i;
    else break;
  }
  return found;
}

/**
 * One vertical line per bucket that holds annotations, on the bucket (the category axis has one
 * position per bucket), in the colour of its first annotation's layer, labelled with its title
 * ("+ n more" when several share the bucket).
 */
export function annotationPlotLines(
  dates: readonly string[],
  timeZone: string,
  range: { from: string; to: string },
  marks: readonly AxisMark[],
): AxisPlotLine[] {
  const byBucket = new Map<number, AxisMark[]>();
  // Earliest first, whatever order they come in: the first of a bucket names its line.
  const ordered = [...marks].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id - b.id);
  // A period is a band (annotationPlotBands), not a line.
  for (const mark of ordered.filter((m) => m.until === null)) {
    const index = bucketIndexOf(dates, mark.at, timeZone, range);
    if (index === undefined) continue;
    byBucket.set(index, [...(byBucket.get(index) ?? []), mark]);
  }
  return [...byBucket.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, list]) => {
      const [first] = list as [AxisMark, ...AxisMark[]];
      const title = cut(first.name);
      const more = list.length > 1 ? ` + ${list.length - 1} more` : '';
      return {
        id: `annotation-${first.id}`,
        value: index,
        color: first.color,
        width: 2,
        zIndex: 4,
        label: {
          text: escapeMarkup(`${title}${more}`),
          rotation: 90,
          textAlign: 'left',
          x: 4,
          y: 8,
          // The outline keeps the title readable where it crosses columns and lines.
          style: { fontSize: '11px', color: '#2b3440', fontWeight: '600', textOutline: '3px #ffffff' },
        },
      };
    });
}

/** '#rrggbb' at the given opacity: a band tints the chart without hiding the series under it. */
export function translucent(hex: string, alpha = 0.18): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return hex;
  return `rgba(${[m[1], m[2], m[3]].map((h) => Number.parseInt(h ?? '0', 16)).join(', ')}, ${alpha})`;
}

/**
 * One translucent band in its layer's colour per annotation that marks a period (our `endDate`),
 * from the bucket holding its start to the bucket holding its end, both whole (the category axis
 * has one position per bucket). A period that starts before the range or ends after it is cut at
 * the axis' edge; one wholly outside is not drawn. Titles are stacked so overlapping bands stay
 * readable.
 */
export function annotationPlotBands(
  dates: readonly string[],
  timeZone: string,
  range: { from: string; to: string },
  marks: readonly AxisMark[],
): AxisPlotBand[] {
  const last = dates.length - 1;
  if (last < 0) return [];
  const from = Date.parse(range.from);
  const to = Date.parse(range.to);
  const periods = marks
    .filter((m): m is AxisMark & { until: string } => m.until !== null)
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id - b.id);
  const bands: AxisPlotBand[] = [];
  for (const mark of periods) {
    const start = Date.parse(mark.at);
    const end = Date.parse(mark.until);
    if (end < from || start > to) continue;
    const first = start < from ? 0 : bucketIndexOf(dates, mark.at, timeZone, range);
    const lastIndex = end > to ? last : bucketIndexOf(dates, mark.until, timeZone, range);
    if (first === undefined || lastIndex === undefined) continue;
    bands.push({
      id: `annotation-${mark.id}`,
      className: 'annotation-band',
      from: first - 0.5,
      to: lastIndex + 0.5,
      color: translucent(mark.color),
      borderColor: mark.color,
      borderWidth: 1,
      label: {
        text: escapeMarkup(cut(mark.name)),
        align: 'left',
        verticalAlign: 'top',
        x: 4,
        y: 14 + 14 * (bands.length % 3),
        style: { fontSize: '11px', color: '#2b3440', fontWeight: '600', textOutline: '3px #ffffff' },
      },
    });
  }
  return bands;
}

/**
 * The chart's options with the annotations added to its time axis: lines beside the axis' own
 * lines, bands after its partial-bucket bands. The axis always states its plot lines, even none: a
 * chart updated with options that leave them out keeps the old ones.
 */
export function withAnnotations(
  options: ChartOptions,
  lines: readonly AxisPlotLine[],
  bands: readonly AxisPlotBand[],
): ChartOptions {
  const axis = options.xAxis;
  if (axis === undefined || Array.isArray(axis)) return options;
  return {
    ...options,
    xAxis: {
      ...axis,
      plotLines: [...(axis.plotLines ?? []), ...lines],
      plotBands: [...(axis.plotBands ?? []), ...bands],
    },
  };
}
