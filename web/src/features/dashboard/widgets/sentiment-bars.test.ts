import { describe, expect, it } from 'vitest';
import { barChartHeight, buildSentimentBarsOptions } from './sentiment-bars.ts';

describe('buildSentimentBarsOptions', () => {
  const options = buildSentimentBarsOptions(
    [
      { name: 'app', positive: 77, neutral: 37, negative: 86 },
      { name: 'login', positive: 40, neutral: 38, negative: 87 },
    ],
    'Posts per topic',
  );

  it('draws one stacked bar per row, in the given order', () => {
    expect(options.chart?.type).toBe('bar');
    expect(options.xAxis).toMatchObject({ categories: ['app', 'login'] });
    expect(options.plotOptions?.bar?.stacking).toBe('normal');
  });

  it('splits each row by sentiment, positive first', () => {
    expect((options.series ?? []).map((s) => [s.name, (s as { data: number[] }).data])).toEqual([
      ['Positive', [77, 40]],
      ['Neutral', [37, 38]],
      ['Negative', [86, 87]],
    ]);
  });

  it('grows with the number of rows', () => {
    expect(barChartHeight(0)).toBe(240);
    expect(barChartHeight(4)).toBe(240);
    expect(barChartHeight(25)).toBe(848);
  });
});
