/** Net sentiment per bucket: (positive − negative) / total × 100, −100…100 (api-contract schema). */
import type { ResponseOf } from '@sl/api-contract/client';
import type { dashboard } from '@sl/api-contract/endpoints';
import type { ChartOptions } from '#/components/charts/chart.tsx';
import type { PartialBuckets } from '../../utils/partial-buckets.ts';
import { buildLineOptions } from '../line-series.ts';

export type TrendSentimentData = ResponseOf<typeof dashboard.dashboardTrendSentiment>;

export function buildTrendSentimentChartOptions(
  data: TrendSentimentData,
  partial: PartialBuckets,
): ChartOptions {
  // A bucket without posts has no sentiment: a gap, not a neutral 0.
  const points = data.series.map((p) => ({ date: p.date, value: p.total === 0 ? null : p.netScore }));
  return buildLineOptions(points, data.interval, partial, {
    name: 'Net sentiment',
    unit: 'Net sentiment',
    color: '#2f5fd0',
    description: 'Net sentiment per period, from −100 (all negative) to 100 (all positive).',
    min: -100,
    max: 100,
  });
}

/** '+12' / '−5' / '0': the sign is part of the figure. */
export const formatSigned = (value: number): string =>
  value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : '0';
