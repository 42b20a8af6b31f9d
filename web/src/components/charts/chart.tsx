/**
 * The only module that imports Highcharts (CONVENTIONS §5, §7). Widgets build plain options with
 * a pure function and render <Chart options={...} />.
 * The wrapper's import is the NAMED one: the default import builds and passes tests, then crashes
 * in the browser (DESIGN §3).
 */
import Highcharts from 'highcharts';
import 'highcharts/modules/accessibility';
import { HighchartsReact } from 'highcharts-react-official';
import { useMemo } from 'react';

export type ChartOptions = Highcharts.Options;

Highcharts.setOptions({
  chart: { style: { fontFamily: 'inherit' }, backgroundColor: 'transparent' },
  credits: { enabled: false },
  lang: { thousandsSep: ',' },
});

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
    if (!onPointClick) return options;
    return {
      ...options,
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
  }, [options, onPointClick]);
  return (
    <figure className="chart" aria-label={label}>
      <HighchartsReact highcharts={Highcharts} options={merged} />
    </figure>
  );
}
