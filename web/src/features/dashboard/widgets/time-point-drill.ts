/**
 * The drill-down of a time chart: a click (or Enter) on a bucket opens the posts of that period,
 * narrowed to the series' sentiment where the series is one.
 */
import type { Granularity, WidgetId } from '@sl/api-contract/schemas/common';
import type { ChartPoint } from '#/components/charts/chart.tsx';
import { formatBucketLabel } from '#/utils/format-bucket-label.ts';
import { bucketBounds } from '../utils/drill-down.ts';
import type { WidgetEnv } from '../utils/widget-env.ts';
import { SENTIMENT_SERIES } from './sentiment/build-sentiment-chart-options.ts';

export function timePointDrill(
  env: WidgetEnv,
  widgetId: WidgetId,
  dates: readonly string[],
  interval: Granularity,
): ((point: ChartPoint) => void) | undefined {
  const { drill } = env;
  if (!drill) return undefined;
  return ({ seriesId, index }) => {
    const date = dates[index];
    if (date === undefined) return;
    const sentiment = SENTIMENT_SERIES.find((s) => s.key === seriesId);
    drill({
      widgetId,
      title: `${sentiment ? `${sentiment.name} posts` : 'Posts'}, ${formatBucketLabel(date, interval)}`,
      range: bucketBounds(dates, index, env.body.range, env.body.timeZone),
      narrow: sentiment ? { sentiments: [sentiment.code] } : {},
    });
  };
}
