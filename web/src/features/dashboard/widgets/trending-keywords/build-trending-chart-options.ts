/**
 * Trending keywords and trending labels (spec 01 §7): terms significant in the range against the
 * range before; each term's count now and then side by side, most significant first.
 */
import type { ResponseOf } from '@sl/api-contract/client';
import type { dashboard } from '@sl/api-contract/endpoints';
import type { ChartOptions } from '#/components/charts/chart.tsx';
import { matchingSearch } from '../../utils/widget-config.ts';
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
      {
        type: 'bar',
        id: 'current',
        name: 'This range',
        color: '#2f5fd0',
        data: data.terms.map((t) => t.count),
      },
      {
        type: 'bar',
        id: 'compared',
        name: 'Range before',
        color: '#b4c3e8',
        data: data.terms.map((t) => t.comparedCount),
      },
    ],
  };
}

/** spec 02 §3 `search`: the terms drawn are those containing it (the API answers at most TRENDING_TERMS). */
export const trendingWithSearch = (data: TrendingData, search: string | undefined): TrendingData => ({
  ...data,
  terms: matchingSearch(data.terms, (t) => t.term, search),
});
