import { describe, expect, it, vi } from 'vitest';
import type { DrillRequest } from '../../utils/drill-down.ts';
import {
  buildTrendingChartOptions,
  type TrendingData,
  trendingBarDrill,
} from './build-trending-chart-options.ts';

describe('buildTrendingChartOptions', () => {
  it('puts each term’s count now and before side by side, in the API’s order', () => {
    const data: TrendingData = {
      totalCurrent: 100,
      totalCompared: 90,
      comparedRange: { from: '2026-09-24T00:00:00Z', to: '2026-10-24T00:00:00Z' },
      terms: [
        { term: 'down', count: 65, comparedCount: 18, score: 0.11 },
        { term: 'login', count: 119, comparedCount: 53, score: 0.1 },
      ],
    };
    const options = buildTrendingChartOptions(data, 'keyword');
    expect(options.xAxis).toMatchObject({ categories: ['down', 'login'] });
    expect((options.series ?? []).map((s) => [s.name, (s as { data: number[] }).data])).toEqual([
      ['This range', [65, 119]],
      ['Range before', [18, 53]],
    ]);
  });
});

describe('trendingBarDrill (spec 02 §7 Feeds)', () => {
  const range = { from: '2026-10-24T00:00:00.000Z', to: '2026-11-23T00:00:00.000Z' };
  const comparedRange = { from: '2026-09-24T00:00:00.000Z', to: range.from };
  const labels = [
    { title: 'Posts about “Billing”', term: { topic: 'Billing' } },
    { title: 'Posts about “Money back”', term: { topic: '17' } },
  ];

  it('a bar of this range opens its term over the range; a bar of the range before over that range', () => {
    const drill = vi.fn<(r: DrillRequest) => void>();
    const env = { drill, body: { range } as never, comparedRange };
    const open = trendingBarDrill(env, 'trending-label', (i) => labels[i]);
    open?.({ seriesId: 'current', index: 1, value: 4 });
    open?.({ seriesId: 'compared', index: 0, value: 2 });
    open?.({ seriesId: 'current', index: 5, value: 1 });
    expect(drill.mock.calls.map(([r]) => r)).toEqual([
      {
        widgetId: 'trending-label',
        title: 'Posts about “Money back”',
        range,
        narrow: {},
        term: { topic: '17' },
      },
      {
        widgetId: 'trending-label',
        title: 'Posts about “Billing”, range before',
        range: comparedRange,
        narrow: {},
        term: { topic: 'Billing' },
      },
    ]);
  });

  it('offers nothing where drill-down is not offered (a shared link)', () => {
    expect(
      trendingBarDrill(
        { drill: null, body: { range } as never, comparedRange },
        'trending-label',
        () => labels[0],
      ),
    ).toBeUndefined();
  });
});
