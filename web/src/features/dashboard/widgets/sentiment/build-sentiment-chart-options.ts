/**
 * The sentiment widget's chart: one stacked column per bucket, Positive / Neutral / Negative,
 * with the range totals in the legend and the bucket total in the tooltip (CONVENTIONS §7).
 */
import type { ResponseOf } from '@sl/api-contract/client';
import type { dashboard } from '@sl/api-contract/endpoints';
import type { ChartOptions } from '#/components/charts/chart.tsx';
import { formatCount } from '#/utils/format-bucket-label.ts';
import type { PartialBuckets } from '../../utils/partial-buckets.ts';
import { timeAxis } from '../time-axis.ts';

export type SentimentData = ResponseOf<typeof dashboard.dashboardSentiment>;

export const SENTIMENT_SERIES = [
  { key: 'positive', name: 'Positive', color: '#2e9e5b', code: 1 },
  { key: 'neutral', name: 'Neutral', color: '#9aa3ae', code: 0 },
  { key: 'negative', name: 'Negative', color: '#d64545', code: -1 },
] as const;

export function buildSentimentChartOptions(data: SentimentData, partial: PartialBuckets): ChartOptions {
  return {
    chart: { type: 'column', height: 280 },
    title: { text: undefined },
    accessibility: { description: 'Number of mentions per sentiment and period.' },
    xAxis: timeAxis(
      data.series.map((p) => p.date),
      data.interval,
      partial,
    ),
    yAxis: { title: { text: 'Mentions' }, allowDecimals: false, min: 0 },
    // The legend carries each sentiment's total for the range; the tooltip the bucket's.
    legend: { align: 'left', verticalAlign: 'top', labelFormat: '{name} ({options.custom.total})' },
    tooltip: { shared: true, footerFormat: '<span>Total: <b>{point.total}</b></span>' },
    plotOptions: { column: { stacking: 'normal', borderWidth: 0, groupPadding: 0.1 } },
    series: SENTIMENT_SERIES.map((s) => ({
      type: 'column' as const,
      id: s.key,
      name: s.name,
      custom: { total: formatCount(data[s.key]) },
      color: s.color,
      data: data.series.map((point) => point[s.key]),
    })),
  };
}
