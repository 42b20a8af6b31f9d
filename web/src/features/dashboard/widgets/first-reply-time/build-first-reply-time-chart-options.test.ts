import { describe, expect, it } from 'vitest';
import {
  buildFirstReplyTimeChartOptions,
  describeChange,
  formatMinutes,
  type SlaData,
} from './build-first-reply-time-chart-options.ts';

describe('formatMinutes (spec 01 §9: "-" when empty)', () => {
  it.each([
    [51.3, '51 min'],
    [83, '1 h 23 min'],
    [120, '2 h'],
    [0.2, '0 min'],
    [null, '-'],
  ])('%s -> %s', (minutes, expected) => {
    expect(formatMinutes(minutes)).toBe(expected);
  });
});

describe('describeChange', () => {
  it.each([
    [51.3, 60, '9 min faster than the period before'],
    [90, 20, '1 h 10 min slower than the period before'],
    [30.2, 29.9, 'as fast as the period before'],
    [null, 20, null],
  ])('%s against %s', (current, before, expected) => {
    expect(describeChange(current, before)).toBe(expected);
  });
});

describe('buildFirstReplyTimeChartOptions', () => {
  const data: SlaData = {
    tickets: 3,
    answered: 2,
    unanswered: 1,
    medianMinutes: 40,
    averageMinutes: 50,
    p90Minutes: 90,
    interval: 'days',
    series: [
      { date: '2026-11-01', tickets: 2, answered: 2, medianMinutes: 40 },
      { date: '2026-11-02', tickets: 1, answered: 0, medianMinutes: null },
    ],
  };

  it('draws the median per bucket, a gap where nothing was answered', () => {
    const options = buildFirstReplyTimeChartOptions(data, { first: false, last: false });
    expect(((options.series ?? [])[0] as { data: unknown[] }).data).toEqual([40, null]);
    expect(options.yAxis).toMatchObject({ min: 0 });
  });
});
