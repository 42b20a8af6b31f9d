import { describe, expect, it } from 'vitest';
import {
  buildDemographicsChartOptions,
  type DemographicsData,
  pageCount,
} from './build-demographics-chart-options.ts';

const data: DemographicsData = {
  total: 100,
  excluded: 5,
  page: 1,
  perPage: 25,
  totalRows: 2,
  rows: [
    { code: 'en', statusCount: 60, positive: 20, neutral: 20, negative: 20 },
    { code: 'es', statusCount: 35, positive: 10, neutral: 5, negative: 20 },
  ],
};

describe('buildDemographicsChartOptions', () => {
  it('names languages in English', () => {
    expect(buildDemographicsChartOptions(data, 'languages').xAxis).toMatchObject({
      categories: ['English', 'Spanish'],
    });
  });

  it('names countries', () => {
    const countries = {
      ...data,
      rows: [
        { ...data.rows[0], code: 'US' },
        { ...data.rows[1], code: 'GB' },
      ],
    } as DemographicsData;
    expect(buildDemographicsChartOptions(countries, 'countries').xAxis).toMatchObject({
      categories: ['United States', 'United Kingdom'],
    });
  });
});

describe('pageCount', () => {
  it.each([
    [0, 25, 1],
    [25, 25, 1],
    [36, 25, 2],
  ])('%i rows of %i -> %i pages', (rows, per, pages) => {
    expect(pageCount(rows, per)).toBe(pages);
  });
});
