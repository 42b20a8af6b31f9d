/**
 * Issue 17 (dashboard drawn time), decision record 013 eighth step: the charts of a page share the
 * text boxes Highcharts measured, so a label measured in one chart is not measured (a forced layout
 * of the page) again in the next.
 */
import type HighchartsModule from 'highcharts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

type Measured = { cache: Record<string, unknown>; cacheKeys: string[] };

describe('charts drawn on one page', () => {
  let Highcharts: typeof HighchartsModule;
  beforeAll(async () => {
    // jsdom has no CSS.supports, which Highcharts asks at load; the answer does not matter here.
    Object.assign(globalThis, { CSS: { supports: () => false } });
    Highcharts = (await import('highcharts')).default;
    await import('./highcharts-chart.tsx');
  });
  const charts: HighchartsModule.Chart[] = [];
  afterEach(() => {
    for (const c of charts.splice(0)) c.destroy();
    document.body.replaceChildren();
  });

  const draw = (categories: string[]) => {
    const div = document.createElement('div');
    document.body.append(div);
    const chart = Highcharts.chart(div, {
      xAxis: { categories },
      series: [{ type: 'column', data: categories.map((_, i) => i) }],
    });
    charts.push(chart);
    return chart.renderer as unknown as Measured;
  };

  it('share the boxes of the texts they measured', () => {
    const first = draw(['Mon', 'Tue']);
    const second = draw(['Mon', 'Wed']);
    expect(second.cache).toBe(first.cache);
    expect(second.cacheKeys).toBe(first.cacheKeys);
  });
});
