import { describe, expect, it } from 'vitest';
import { buildTopicsChartOptions, type TopicsData } from './build-topics-chart-options.ts';

describe('buildTopicsChartOptions', () => {
  it('one bar per topic in the API’s order, split by sentiment', () => {
    const data: TopicsData = {
      totalPosts: 20,
      topics: [
        { id: 'app', name: 'app', kind: 'builtin', total: 12, positive: 5, neutral: 3, negative: 4 },
        { id: 'c1', name: 'Dark mode', kind: 'custom', total: 8, positive: 1, neutral: 2, negative: 5 },
      ],
    };
    const options = buildTopicsChartOptions(data);
    expect(options.xAxis).toMatchObject({ categories: ['app', 'Dark mode'] });
    expect((options.series ?? []).map((s) => (s as { data: number[] }).data)).toEqual([
      [5, 1],
      [3, 2],
      [4, 5],
    ]);
  });
});
