import { describe, expect, it } from 'vitest';
import { withDisabledDatasets } from '../utils/widget-config.ts';
import { chartTable } from './chart-table.ts';
import { buildReviewsChartOptions } from './reviews/build-reviews-chart-options.ts';
import { buildSentimentChartOptions } from './sentiment/build-sentiment-chart-options.ts';

describe('chartTable: the text alternative of a chart (issue 11, accessible)', () => {
  it('holds the drawn figures per category and series, leaving hidden series out', () => {
    const options = buildSentimentChartOptions(
      {
        total: 9,
        positive: 4,
        neutral: 3,
        negative: 2,
        interval: 'days',
        series: [
          { date: '2026-11-01', positive: 1, neutral: 2, negative: 0 },
          { date: '2026-11-02', positive: 3, neutral: 1, negative: 2 },
        ],
      },
      { first: false, last: false },
    );
    const table = chartTable(withDisabledDatasets(options, ['neutral']));
    expect(table.categories).toEqual(['01 Nov', '02 Nov']);
    expect(table.series.map((s) => [s.id, s.name, s.values])).toEqual([
      ['positive', 'Positive', [1, 3]],
      ['negative', 'Negative', [0, 2]],
    ]);
  });

  it('reads points given as objects (a coloured bar per rating)', () => {
    const table = chartTable(
      buildReviewsChartOptions({
        total: 3,
        averageRating: 4,
        ratings: [
          { rating: 5, count: 2 },
          { rating: 2, count: 1 },
        ],
        networks: [],
        interval: 'days',
        series: [],
      }),
    );
    expect(table.categories).toEqual(['5 stars', '4 stars', '3 stars', '2 stars', '1 star']);
    expect(table.series[0]?.values).toEqual([2, 0, 0, 1, 0]);
  });
});
