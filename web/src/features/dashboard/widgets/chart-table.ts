/**
 * A chart's figures as a table (issue 11: every chart has a text alternative a screen reader can
 * use): read from the same options the chart draws, so the two cannot disagree. Every dashboard
 * chart has a category x axis (time buckets, networks, topics …); hidden series are left out.
 */
import type { ChartOptions } from '#/components/charts/chart.tsx';

export interface ChartTableData {
  categories: string[];
  series: { id: string | undefined; index: number; name: string; values: (number | null)[] }[];
}

const pointValue = (point: unknown): number | null => {
  if (typeof point === 'number') return point;
  if (point && typeof point === 'object' && 'y' in point) {
    const y = (point as { y?: unknown }).y;
    return typeof y === 'number' ? y : null;
  }
  return null;
};

export function chartTable(options: ChartOptions): ChartTableData {
  const axis = Array.isArray(options.xAxis) ? options.xAxis[0] : options.xAxis;
  const categories = (axis?.categories ?? []).map(String);
  const series = (options.series ?? []).flatMap((s, index) => {
    const o = s as { id?: string; name?: string; visible?: boolean; data?: unknown[] };
    if (o.visible === false) return [];
    return [
      {
        id: o.id,
        index,
        name: o.name ?? '',
        values: categories.map((_, i) => pointValue(o.data?.[i])),
      },
    ];
  });
  return { categories, series };
}
