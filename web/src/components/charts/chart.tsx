/**
 * The only module the app's charts go through (CONVENTIONS §5, §7). Widgets build plain options
 * with a pure function and render <Chart options={...} />. Highcharts itself (with its
 * accessibility module) is in highcharts-chart.tsx, a lazy chunk: the figure keeps its place
 * (`.chart` min-height) for the moment it takes to arrive.
 */
import type Highcharts from 'highcharts';
import { lazy, Suspense, useMemo } from 'react';

export type ChartOptions = Highcharts.Options;

const loadHighcharts = () => import('./highcharts-chart.tsx');
// Asked for as soon as a screen with charts is loaded, so it downloads in parallel with the
// screen's first data requests instead of after their answers (issue 17: no waterfall).
void loadHighcharts();
const HighchartsChart = lazy(loadHighcharts);

/** The point a user clicked (or pressed Enter on, through the accessibility module's keyboard navigation). */
export interface ChartPoint {
  /** The series' `id` from the options. */
  seriesId: string | undefined;
  /** The point's index in its series (its category on a category axis). */
  index: number;
  value: number | null;
}

export interface ChartProps {
  options: ChartOptions;
  /** Names the chart for assistive technology. */
  label: string;
  /** Makes the points clickable (drill-down). */
  onPointClick?: (point: ChartPoint) => void;
}

export function Chart({ options, label, onPointClick }: ChartProps) {
  const merged = useMemo<ChartOptions>(() => {
    // The chart's name for Highcharts' accessibility module (its screen-reader section and the
    // container's label): the figure's label rather than "Chart" on every chart of a screen.
    const named: ChartOptions = {
      ...options,
      lang: {
        ...options.lang,
        accessibility: { ...options.lang?.accessibility, defaultChartTitle: label },
      },
    };
    if (!onPointClick) return named;
    return {
      ...named,
      plotOptions: {
        ...options.plotOptions,
        series: {
          ...options.plotOptions?.series,
          cursor: 'pointer',
          point: {
            events: {
              click() {
                onPointClick({ seriesId: this.series.options.id, index: this.index, value: this.y ?? null });
              },
            },
          },
        },
      },
    };
  }, [options, label, onPointClick]);
  return (
    <figure className="chart" aria-label={label}>
      <Suspense fallback={null}>
        <HighchartsChart options={merged} />
      </Suspense>
    </figure>
  );
}
