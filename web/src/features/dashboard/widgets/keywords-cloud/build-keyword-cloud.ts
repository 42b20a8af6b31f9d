/**
 * The keyword cloud as text (no chart library): each keyword sized by its count relative to the
 * page's largest, toned by its dominant sentiment, so it reads the same to a screen reader.
 */
import type { ResponseOf } from '@sl/api-contract/client';
import type { dashboard } from '@sl/api-contract/endpoints';
import { PAGE_SIZES, type WidgetId } from '@sl/api-contract/schemas/common-values';
import type { WidgetEnv } from '../../utils/widget-env.ts';

export type KeywordCloudData = ResponseOf<typeof dashboard.dashboardKeywordCloud>;

/** spec 02 §7 mock defaults: keywords 7 per page. */
export const KEYWORDS_PER_PAGE = PAGE_SIZES.keywords;

export interface CloudWord {
  keyword: string;
  count: number;
  /** 1 (smallest) … 5 (largest). */
  weight: 1 | 2 | 3 | 4 | 5;
  tone: 'positive' | 'neutral' | 'negative';
}

export function buildKeywordCloud(data: KeywordCloudData): CloudWord[] {
  const max = Math.max(1, ...data.keywords.map((k) => k.count));
  return data.keywords.map((k) => {
    const weight = Math.max(1, Math.ceil((k.count / max) * 5)) as CloudWord['weight'];
    const tone =
      k.positive > k.negative && k.positive >= k.neutral
        ? 'positive'
        : k.negative > k.positive && k.negative >= k.neutral
          ? 'negative'
          : 'neutral';
    return { keyword: k.keyword, count: k.count, weight, tone };
  });
}

/**
 * The drill-down of a word (spec 02 §7 Feeds): the posts of the range that hold it as a word (as
 * the cloud counts it, so the panel's count is the word's), read with the widget's sentiments (spec 02 §3 `selectedSentiments`); null where drill-down is not offered.
 */
export function keywordDrill(env: WidgetEnv, widgetId: WidgetId): ((keyword: string) => void) | null {
  const { drill } = env;
  if (!drill) return null;
  const sentiments = env.config.selectedSentiments;
  return (keyword) =>
    drill({
      widgetId,
      title: `Posts mentioning “${keyword}”`,
      range: env.body.range,
      narrow: sentiments ? { sentiments } : {},
      term: { keyword },
    });
}
