import { describe, expect, it } from 'vitest';
import { buildSentimentChartOptions, type SentimentData } from './build-sentiment-chart-options.ts';

const data: SentimentData = {
  total: 1234,
  positive: 700,
  neutral: 400,
  negative: 134,
  interval: 'days',
  series: [
    { date: '2026-11-01', positive: 300, neutral: 150, negative: 50 },
    { date: '2026-11-02', positive: 400, neutral: 250, negative: 84 },
  ],
};
const whole = { first: false, last: false };

describe('buildSentimentChartOptions (spec 02 §1 sentiment)', () => {
  const options = buildSentimentChartOptions(data, whole);
  const series = (options.series ?? []) as {
    id: string;
    name: string;
    color: string;
    data: number[];
    custom: { total: string };
  }[];

  it('stacks one column per bucket', () => {
    expect(options.chart?.type).toBe('column');
    expect(options.plotOptions?.column?.stacking).toBe('normal');
    expect(options.xAxis).toMatchObject({ categories: ['01 Nov', '02 Nov'] });
  });

  it('draws Positive green, Neutral grey and Negative red, in that order, with their totals', () => {
    expect(series.map((s) => [s.id, s.name, s.color, s.custom.total])).toEqual([
      ['positive', 'Positive', '#2e9e5b', '700'],
      ['neutral', 'Neutral', '#9aa3ae', '400'],
      ['negative', 'Negative', '#d64545', '134'],
    ]);
  });

  it('puts each bucket count in its series and the bucket total in the tooltip', () => {
    expect(series.map((s) => s.data)).toEqual([
      [300, 400],
      [150, 250],
      [50, 84],
    ]);
    expect(options.tooltip?.footerFormat).toContain('{point.total}');
  });

  it('marks partial first and last buckets', () => {
    const partial = buildSentimentChartOptions(data, { first: true, last: true });
    expect((partial.xAxis as { plotBands: unknown[] }).plotBands).toHaveLength(2);
  });
});
