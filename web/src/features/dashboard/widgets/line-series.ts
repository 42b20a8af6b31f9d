/**
 * The shared shape of the one-figure-per-bucket widgets (trend sentiment, impact score, first-reply
 * time): a line over the time axis, partial buckets marked, null buckets left as gaps.
 */
import type { Granularity } from '@sl/api-contract/schemas/common';
import type { ChartOptions } from '#/components/charts/chart.tsx';
import type { PartialBuckets } from '../utils/partial-buckets.ts';
import { timeAxis } from './time-axis.ts';

export interface LinePoint {
  date: string;
  value: number | null;
}

export interface LineSpec {
  name: string;
  unit: string;
  color: string;
  description: string;
  /** Fixed bounds where the figure has them (net sentiment −100…100). */
  min?: number;
  max?: number;
}

export function buildLineOptions(
  points: readonly LinePoint[],
  interval: Granularity,
  partial: PartialBuckets,
  spec: LineSpec,
): ChartOptions {
  return {
    chart: { type: 'line', height: 240 },
    title: { text: undefined },
    accessibility: { description: spec.description },
    xAxis: timeAxis(
      points.map((p) => p.date),
      interval,
      partial,
    ),
    yAxis: {
      title: { text: spec.unit },
      ...(spec.min !== undefined ? { min: spec.min } : {}),
      ...(spec.max !== undefined ? { max: spec.max } : {}),
      plotLines: spec.min !== undefined && spec.min < 0 ? [{ value: 0, color: '#c5cad1', width: 1 }] : [],
    },
    legend: { enabled: false },
    tooltip: { valueSuffix: spec.unit === 'Minutes' ? ' min' : '' },
    series: [
      {
        type: 'line',
        name: spec.name,
        color: spec.color,
        data: points.map((p) => p.value),
        marker: { enabled: points.length <= 45 },
      },
    ],
  };
}
