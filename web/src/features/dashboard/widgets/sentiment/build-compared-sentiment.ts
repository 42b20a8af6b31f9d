/**
 * Compare mode of the sentiment widget (spec 02 §2: more than one context; spec 02 §7
 * compared_sentiment): each context's posts per sentiment in its colour (spec 02 §5), and how its
 * total moved against the range before, of equal length.
 */
import type { ResponseOf } from '@sl/api-contract/client';
import type { dashboard } from '@sl/api-contract/endpoints';
import type { ChartOptions } from '#/components/charts/chart.tsx';
import { formatCount } from '#/utils/format-bucket-label.ts';
import { SENTIMENT_SERIES } from './build-sentiment-chart-options.ts';

export type ComparedSentimentData = ResponseOf<typeof dashboard.dashboardComparedSentiment>;

export interface ComparedSentimentOfContext {
  context: { id: number; title: string; color: string };
  data: ComparedSentimentData;
}

/** '+12% on the range before (340 → 381)'; the change of a count that was 0 has no percentage. */
export function describeSentimentChange(now: number, before: number): string {
  if (now === before) return `as many as the range before (${formatCount(before)})`;
  const arrow = `${formatCount(before)} → ${formatCount(now)}`;
  if (before === 0) return `up from none in the range before (${arrow})`;
  const pct = Math.round(((now - before) / before) * 100);
  return `${pct > 0 ? '+' : ''}${pct}% on the range before (${arrow})`;
}

export function buildComparedSentimentOptions(
  compared: readonly ComparedSentimentOfContext[],
  disabled: readonly string[] | undefined,
): ChartOptions {
  // spec 02 §3 `disabledDatasets`: here the datasets are the sentiments, drawn as categories.
  const shown = SENTIMENT_SERIES.filter((s) => !disabled?.includes(s.key));
  return {
    chart: { type: 'column', height: 260 },
    title: { text: undefined },
    accessibility: { description: 'Posts per sentiment of each context compared, in this range.' },
    xAxis: { categories: shown.map((s) => s.name), title: { text: undefined } },
    yAxis: { title: { text: 'Mentions' }, allowDecimals: false, min: 0 },
    legend: { align: 'left', verticalAlign: 'top' },
    tooltip: { shared: true },
    plotOptions: { column: { borderWidth: 0, groupPadding: 0.12 } },
    series: compared.map(({ context, data }) => ({
      type: 'column' as const,
      id: String(context.id),
      name: context.title,
      color: context.color,
      data: shown.map((s) => data.current[s.key]),
    })),
  };
}

/** The sentiment a column of the compare chart stands for (its category index). */
export const comparedSentimentAt = (disabled: readonly string[] | undefined, index: number) =>
  SENTIMENT_SERIES.filter((s) => !disabled?.includes(s.key))[index];
