/** Conversation themes: posts per theme, split by sentiment, with the theme's share in its name. */
import type { ResponseOf } from '@sl/api-contract/client';
import type { dashboard } from '@sl/api-contract/endpoints';
import type { ChartOptions } from '#/components/charts/chart.tsx';
import { buildSentimentBarsOptions } from '../sentiment-bars.ts';

export type ConversationThemesData = ResponseOf<typeof dashboard.dashboardConversationThemes>;

export const formatShare = (share: number) => `${(share * 100).toFixed(1)}%`;

export function buildConversationThemesChartOptions(data: ConversationThemesData): ChartOptions {
  return buildSentimentBarsOptions(
    data.themes.map((t) => ({
      name: `${t.theme} (${formatShare(t.share)})`,
      positive: t.positive,
      neutral: t.neutral,
      negative: t.negative,
    })),
    'Posts per conversation theme, split by sentiment; the share is of the posts the language analysis read.',
  );
}
