/** Topics: posts per topic (built-in vocabulary and custom topics), split by sentiment. */
import type { ResponseOf } from '@sl/api-contract/client';
import type { dashboard } from '@sl/api-contract/endpoints';
import type { ChartOptions } from '#/components/charts/chart.tsx';
import { buildSentimentBarsOptions } from '../sentiment-bars.ts';

export type TopicsData = ResponseOf<typeof dashboard.dashboardTopics>;

/** How many topics the widget asks for (spec 02 §7 topics `limit`). */
export const TOPICS_LIMIT = 10;

export function buildTopicsChartOptions(data: TopicsData): ChartOptions {
  return buildSentimentBarsOptions(
    data.topics.map((t) => ({
      name: t.name,
      positive: t.positive,
      neutral: t.neutral,
      negative: t.negative,
    })),
    'Posts per topic, split by sentiment.',
  );
}
