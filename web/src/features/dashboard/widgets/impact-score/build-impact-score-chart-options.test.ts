import { describe, expect, it } from 'vitest';
import {
  buildImpactScoreChartOptions,
  formatScore,
  type ImpactScoreData,
} from './build-impact-score-chart-options.ts';

const data: ImpactScoreData = {
  score: -3.1,
  posts: 10,
  positiveImpact: 4,
  negativeImpact: 7,
  interval: 'days',
  series: [
    { date: '2026-11-01', value: -3.17 },
    { date: '2026-11-02', value: 10.2 },
  ],
};

describe('buildImpactScoreChartOptions', () => {
  it('draws the score of each bucket on a −100…100 axis', () => {
    const options = buildImpactScoreChartOptions(data, { first: false, last: false });
    expect(((options.series ?? [])[0] as { data: unknown[] }).data).toEqual([-3.17, 10.2]);
    expect(options.yAxis).toMatchObject({ min: -100, max: 100 });
  });

  it.each([
    [-3.1, '−3.1'],
    [47.76, '47.8'],
    [0, '0'],
  ])('formatScore(%d) = %s', (value, expected) => {
    expect(formatScore(value)).toBe(expected);
  });
});
