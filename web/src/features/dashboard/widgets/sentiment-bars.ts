/**
 * The shared shape of the "rows split by sentiment" widgets (topics, conversation clusters,
 * networks, demographics): one horizontal bar per row, stacked Positive / Neutral / Negative,
 * the row total in the tooltip. Each widget's own builder maps its response to these rows.
 */
import type { WidgetId } from '@sl/api-contract/schemas/common';
import type { ChartOptions, ChartPoint } from '#/components/charts/chart.tsx';
import type { DrillTerm } from '../utils/drill-down.ts';
import type { WidgetEnv } from '../utils/widget-env.ts';
import { SENTIMENT_SERIES } from './sentiment/build-sentiment-chart-options.ts';

export interface SentimentRow {
  name: string;
  positive: number;
  neutral: number;
  negative: number;
}

/**
 * Tall enough for every row to keep a readable bar and label. The legend, the value axis and its
 * title take about 125 px of the chart whatever the rows, so a short list gets at least 240 px (the
 * time charts' height): at 160–176 px the four bars of trending labels were squeezed into 12 px rows.
 */
export const barChartHeight = (rows: number) => Math.max(240, 48 + rows * 32);

export function buildSentimentBarsOptions(rows: readonly SentimentRow[], description: string): ChartOptions {
  return {
    chart: { type: 'bar', height: barChartHeight(rows.length) },
    title: { text: undefined },
    accessibility: { description },
    xAxis: { categories: rows.map((r) => r.name), title: { text: undefined } },
    yAxis: { title: { text: 'Posts' }, allowDecimals: false, min: 0, reversedStacks: false },
    legend: { align: 'left', verticalAlign: 'top' },
    tooltip: { shared: true, footerFormat: '<span>Total: <b>{point.total}</b></span>' },
    plotOptions: { bar: { stacking: 'normal', borderWidth: 0, groupPadding: 0.08 } },
    series: SENTIMENT_SERIES.map((s) => ({
      type: 'bar' as const,
      id: s.key,
      name: s.name,
      color: s.color,
      data: rows.map((r) => r[s.key]),
    })),
  };
}

/**
 * The drill-down of a bar segment of a text widget (topics, conversation themes): the posts of
 * the row's topic or theme with the segment's sentiment, over the widget's range (spec 02 §7
 * Feeds). The mock counts the term by the widget's own rule, so the panel shows the segment's
 * value. Undefined where drill-down is not offered (a shared link).
 */
export function termBarDrill(
  env: Pick<WidgetEnv, 'drill' | 'body'>,
  widgetId: WidgetId,
  rowAt: (index: number) => { name: string; term: DrillTerm } | undefined,
): ((point: ChartPoint) => void) | undefined {
  const { drill } = env;
  if (!drill) return undefined;
  return ({ seriesId, index }) => {
    const row = rowAt(index);
    const series = SENTIMENT_SERIES.find((s) => s.key === seriesId);
    if (!row || !series) return;
    drill({
      widgetId,
      title: `${series.name} posts about “${row.name}”`,
      range: env.body.range,
      narrow: { sentiments: [series.code] },
      term: row.term,
    });
  };
}
