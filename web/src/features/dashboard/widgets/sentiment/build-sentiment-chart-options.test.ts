import { describe, expect, it } from 'vitest';
import { buildSentimentChartOptions, type SentimentData } from './build-sentiment-chart-options.ts';

const data: SentimentData = {
  total: 1234,
  positive: 700,
  neutral: 400,
  negative: 134,
  interval: 'days',
  series: [
    { date: '2026-11-01T00:00:00+01:00', positive: 300, neutral: 150, negative: 50 },
    { date: '2026-11-02', positive: 400, neutral: 250, negative: 84 },
  ],
};

describe('buildSentimentChartOptions', () => {
  const options = buildSentimentChartOptions(data);
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
    expect(options.legend?.labelFormat).toBe('{name} ({options.custom.total})');
  });

  it('puts each bucket count in its series', () => {
    expect(series.map((s) => s.data)).toEqual([
      [300, 400],
      [150, 250],
      [50, 84],
    ]);
  });

  it('shows the bucket total in the tooltip', () => {
    expect(options.tooltip?.shared).toBe(true);
    expect(options.tooltip?.footerFormat).toContain('{point.total}');
  });

  it('copes with an empty range', () => {
    const empty = buildSentimentChartOptions({
      ...data,
      total: 0,
      positive: 0,
      neutral: 0,
      negative: 0,
      series: [],
    });
    expect(empty.xAxis).toMatchObject({ categories: [] });
    expect((empty.series ?? []).map((s) => s.custom?.total)).toEqual(['0', '0', '0']);
  });
});
