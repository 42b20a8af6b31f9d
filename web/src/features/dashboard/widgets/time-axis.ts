/**
 * What every time chart shares: bucket labels on the axis, counts as text, and the bands that
 * mark the partial first and last buckets (see utils/partial-buckets.ts).
 */
import type { Granularity } from '@sl/api-contract/schemas/common';
import type { ChartOptions } from '#/components/charts/chart.tsx';
import { formatBucketLabel } from '#/utils/format-bucket-label.ts';
import type { PartialBuckets } from '../utils/partial-buckets.ts';

export const PARTIAL_LABEL = 'Partial period';

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
    plotBands: bands.map((b) => ({
      ...b,
      color: 'rgba(95, 107, 122, 0.12)',
      label: { text: 'Partial', rotation: 0, y: 12, style: { fontSize: '11px', color: '#5f6b7a' } },
    })),
  };
}
