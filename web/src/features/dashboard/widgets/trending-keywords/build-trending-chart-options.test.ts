import { describe, expect, it } from 'vitest';
import { buildTrendingChartOptions, type TrendingData } from './build-trending-chart-options.ts';

describe('buildTrendingChartOptions', () => {
  it('puts each term’s count now and before side by side, in the API’s order', () => {
    const data: TrendingData = {
      totalCurrent: 100,
      totalCompared: 90,
      comparedRange: { from: '2026-09-24T00:00:00Z', to: '2026-10-24T00:00:00Z' },
      terms: [
        { term: 'down', count: 65, comparedCount: 18, score: 0.11 },
        { term: 'login', count: 119, comparedCount: 53, score: 0.1 },
      ],
    };
    const options = buildTrendingChartOptions(data, 'keyword');
    expect(options.xAxis).toMatchObject({ categories: ['down', 'login'] });
    expect((options.series ?? []).map((s) => [s.name, (s as { data: number[] }).data])).toEqual([
      ['This range', [65, 119]],
      ['Range before', [18, 53]],
    ]);
  });
});
