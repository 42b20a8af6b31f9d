import { describe, expect, it } from 'vitest';
import { buildReviewsChartOptions, formatRating, type ReviewsData } from './build-reviews-chart-options.ts';

const data: ReviewsData = {
  total: 80,
  averageRating: 3.16,
  ratings: [
    { rating: 5, count: 50 },
    { rating: 1, count: 30 },
  ],
  networks: [],
  interval: 'days',
  series: [],
};

describe('buildReviewsChartOptions', () => {
  it('shows every rating from 5 to 1, zero where none was given', () => {
    const options = buildReviewsChartOptions(data);
    expect(options.xAxis).toMatchObject({
      categories: ['5 stars', '4 stars', '3 stars', '2 stars', '1 star'],
    });
    expect(((options.series ?? [])[0] as { data: { y: number }[] }).data.map((p) => p.y)).toEqual([
      50, 0, 0, 0, 30,
    ]);
  });

  it.each([
    [3.16, '3.16'],
    [4, '4.00'],
    [null, '-'],
  ])('formatRating(%s) = %s', (rating, expected) => {
    expect(formatRating(rating)).toBe(expected);
  });
});
