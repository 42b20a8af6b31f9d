import { describe, expect, it } from 'vitest';
import {
  buildTrendSentimentChartOptions,
  formatSigned,
  type TrendSentimentData,
} from './build-trend-sentiment-chart-options.ts';

const data: TrendSentimentData = {
  interval: 'days',
  netScore: -5,
  series: [
    { date: '2026-11-01', total: 33, positive: 9, neutral: 14, negative: 10, netScore: -3 },
    { date: '2026-11-02', total: 0, positive: 0, neutral: 0, negative: 0, netScore: 0 },
    { date: '2026-11-03', total: 44, positive: 15, neutral: 17, negative: 12, netScore: 7 },
  ],
};

describe('buildTrendSentimentChartOptions', () => {
  it('draws the net score per bucket and a gap where a bucket has no posts', () => {
    const options = buildTrendSentimentChartOptions(data, { first: false, last: false });
    expect(((options.series ?? [])[0] as { data: unknown[] }).data).toEqual([-3, null, 7]);
    expect(options.yAxis).toMatchObject({ min: -100, max: 100 });
  });
});

describe('formatSigned', () => {
  it.each([
    [12, '+12'],
    [-5, '−5'],
    [0, '0'],
  ])('%i -> %s', (value, expected) => {
    expect(formatSigned(value)).toBe(expected);
  });
});
