/** Reviews: ratings 1–5 of the review networks (spec 01 §1), 5 stars on top. */
import type { ResponseOf } from '@sl/api-contract/client';
import type { dashboard } from '@sl/api-contract/endpoints';
import type { ChartOptions } from '#/components/charts/chart.tsx';
import { formatCountOf } from '#/utils/format-bucket-label.ts';
import { barChartHeight } from '../sentiment-bars.ts';

export type ReviewsData = ResponseOf<typeof dashboard.dashboardReviews>;

const STAR_COLORS: Record<number, string> = {
  5: '#2e9e5b',
  4: '#7bb661',
  3: '#9aa3ae',
  2: '#e08a3c',
  1: '#d64545',
};

export const formatRating = (rating: number | null) => (rating === null ? '-' : rating.toFixed(2));
export const starsLabel = (rating: number) => formatCountOf(rating, 'star', 'stars');

export function buildReviewsChartOptions(data: ReviewsData): ChartOptions {
  // Every rating gets a bar, even one nobody gave, so the scale reads 5 to 1.
  const ratings = [5, 4, 3, 2, 1].map((r) => ({
    rating: r,
    count: data.ratings.find((x) => x.rating === r)?.count ?? 0,
  }));
  return {
    chart: { type: 'bar', height: barChartHeight(ratings.length) },
    title: { text: undefined },
    accessibility: { description: 'Number of reviews per star rating.' },
    xAxis: { categories: ratings.map((r) => starsLabel(r.rating)) },
    yAxis: { title: { text: 'Reviews' }, allowDecimals: false, min: 0 },
    legend: { enabled: false },
    series: [
      {
        type: 'bar',
        name: 'Reviews',
        data: ratings.map((r) => ({ y: r.count, color: STAR_COLORS[r.rating] })),
      },
    ],
  };
}
