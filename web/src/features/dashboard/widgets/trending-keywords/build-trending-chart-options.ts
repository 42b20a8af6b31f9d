/**
 * Trending keywords and trending labels (spec 01 §7): terms significant in the range against the
 * range before; each term's count now and then side by side, most significant first.
 */
import type { ResponseOf } from '@sl/api-contract/client';
import type { dashboard } from '@sl/api-contract/endpoints';
import type { ChartOptions } from '#/components/charts/chart.tsx';
import { barChartHeight } from '../sentiment-bars.ts';

export type TrendingData = ResponseOf<typeof dashboard.dashboardTrendingKeywords>;

/** How many terms the widgets ask for (tkwNumSigTerms). */
export const TRENDING_TERMS = 10;

export function buildTrendingChartOptions(data: TrendingData, noun: string): ChartOptions {
  return {
    chart: { type: 'bar', height: barChartHeight(data.terms.length) },
    title: { text: undefined },
    accessibility: {
      description: `Posts mentioning each trending ${noun}, in this range and in the range before.`,
    },
    xAxis: { categories: data.terms.map((t) => t.term) },
    yAxis: { title: { text: 'Posts' }, allowDecimals: false, min: 0 },
    legend: { align: 'left', verticalAlign: 'top' },
    tooltip: { shared: true },
    plotOptions: { bar: { borderWidth: 0, groupPadding: 0.1 } },
    series: [
      { type: 'bar', name: 'This range', color: '#2f5fd0', data: data.terms.map((t) => t.count) },
      { type: 'bar', name: 'Range before', color: '#b4c3e8', data: data.terms.map((t) => t.comparedCount) },
    ],
  };
}
