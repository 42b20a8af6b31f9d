import { describe, expect, it } from 'vitest';
import {
  buildConversationThemesChartOptions,
  type ConversationThemesData,
  formatShare,
} from './build-conversation-themes-chart-options.ts';

describe('buildConversationThemesChartOptions', () => {
  it('names each theme with its share and splits it by sentiment', () => {
    const data: ConversationThemesData = {
      nlpAnalyzedCount: 1053,
      total: 1157,
      themes: [
        {
          theme: 'app',
          count: 200,
          share: 0.1899,
          positive: 77,
          neutral: 37,
          negative: 86,
          keywords: ['acme'],
        },
      ],
    };
    const options = buildConversationThemesChartOptions(data);
    expect(options.xAxis).toMatchObject({ categories: ['app (19.0%)'] });
    expect((options.series ?? []).map((s) => (s as { data: number[] }).data)).toEqual([[77], [37], [86]]);
  });

  it.each([
    [0.1899, '19.0%'],
    [1, '100.0%'],
    [0, '0.0%'],
  ])('formatShare(%d) = %s', (share, expected) => {
    expect(formatShare(share)).toBe(expected);
  });
});
