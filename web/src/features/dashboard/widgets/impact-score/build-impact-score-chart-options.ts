/** Impact score: net impact −100…100 per bucket (formula in the api-mock README). */
import type { ResponseOf } from '@sl/api-contract/client';
import type { dashboard } from '@sl/api-contract/endpoints';
import type { ChartOptions } from '#/components/charts/chart.tsx';
import type { PartialBuckets } from '../../utils/partial-buckets.ts';
import { buildLineOptions } from '../line-series.ts';

export type ImpactScoreData = ResponseOf<typeof dashboard.dashboardImpactScore>;

export function buildImpactScoreChartOptions(data: ImpactScoreData, partial: PartialBuckets): ChartOptions {
  return buildLineOptions(data.series, data.interval, partial, {
    name: 'Impact score',
    unit: 'Impact score',
    color: '#7a4fd0',
    description: 'Impact score per period, from −100 to 100.',
    min: -100,
    max: 100,
  });
}

/** One decimal at most, the way the API rounds it. */
export const formatScore = (value: number): string =>
  value.toLocaleString('en-US', { maximumFractionDigits: 1 }).replace('-', '−');
