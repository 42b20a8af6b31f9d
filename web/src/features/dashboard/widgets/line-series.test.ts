import { describe, expect, it } from 'vitest';
import { buildLineOptions } from './line-series.ts';

const spec = {
  name: 'Net sentiment',
  unit: 'Score',
  color: '#2f5fd0',
  description: 'Net sentiment',
  min: -100,
  max: 100,
};

describe('buildLineOptions', () => {
  const options = buildLineOptions(
    [
      { date: '2026-11-01', value: -3 },
      { date: '2026-11-02', value: null },
      { date: '2026-11-03', value: 12 },
    ],
    'days',
    { first: true, last: false },
    spec,
  );

  it('puts one value per bucket, leaving empty buckets as gaps', () => {
    expect(((options.series ?? [])[0] as { data: unknown[] }).data).toEqual([-3, null, 12]);
    expect(options.xAxis).toMatchObject({ categories: ['01 Nov', '02 Nov', '03 Nov'] });
  });

  it('keeps fixed bounds and draws the zero line for a signed score', () => {
    expect(options.yAxis).toMatchObject({ min: -100, max: 100, plotLines: [{ value: 0 }] });
  });

  it('marks only the partial first bucket', () => {
    expect((options.xAxis as { plotBands: unknown[] }).plotBands).toHaveLength(1);
  });
});
