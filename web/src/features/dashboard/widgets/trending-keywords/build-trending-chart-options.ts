/**
 * Trending keywords and trending labels (spec 01 §7): terms significant in the range against the
 * range before; each term's count now and then side by side, most significant first.
 */
import type { ResponseOf } from '@sl/api-contract/client';
import type { dashboard } from '@sl/api-contract/endpoints';
import type { WidgetId } from '@sl/api-contract/schemas/common';
import type { ChartOptions, ChartPoint } from '#/components/charts/chart.tsx';
import type { DrillTerm } from '../../utils/drill-down.ts';
import { matchingSearch } from '../../utils/widget-config.ts';
import type { WidgetEnv } from '../../utils/widget-env.ts';
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
export const trendingWithSearch = <D extends TrendingData>(data: D, search: string | undefined): D => ({
  ...data,
  terms: matchingSearch(data.terms, (t) => t.term, search),
});

/**
 * The drill-down of a trending bar (spec 02 §7 Feeds): the posts behind the term in the range
 * ("This range") or in the range before ("Range before"), narrowed by the feed's own term field
 * so the mock counts it by the widget's rule and the panel's count is the bar's (decision 021).
 * Undefined where drill-down is not offered (a shared link).
 */
export function trendingBarDrill(
  env: Pick<WidgetEnv, 'drill' | 'body' | 'comparedRange'>,
  widgetId: WidgetId,
  rowAt: (index: number) => { title: string; term: DrillTerm } | undefined,
): ((point: ChartPoint) => void) | undefined {
  const { drill } = env;
  if (!drill) return undefined;
  return ({ seriesId, index }) => {
    const row = rowAt(index);
    if (!row) return;
    const before = seriesId === 'compared';
    drill({
      widgetId,
      title: `${row.title}${before ? ', range before' : ''}`,
      range: before ? env.comparedRange : env.body.range,
      narrow: {},
      term: row.term,
    });
  };
}
