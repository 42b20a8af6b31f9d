/**
 * The only module the app's charts go through (CONVENTIONS §5, §7). Widgets build plain options
 * with a pure function and render <Chart options={...} />. Highcharts itself is in
 * highcharts-chart.tsx, a lazy chunk: the figure keeps its place
 * (`.chart` min-height) for the moment it takes to arrive.
 */
import type Highcharts from 'highcharts';
import { Suspense, useId, useMemo, useRef } from 'react';
import { useOnDemand } from '#/lib/on-demand.ts';
import { useDrawTurn } from './draw-turn.ts';
import { chartDrawing } from './load-chart-drawing.ts';

export type ChartOptions = Highcharts.Options;

// Asked for as soon as a screen with charts is loaded, so it downloads in parallel with the
// screen's first data requests instead of after their answers (issue 17: no waterfall). A failure
// is each chart's to show, when it renders.
chartDrawing.load().catch(() => {});

/**
 * Highcharts' chart, suspending only while its chunk is on its way (lib/on-demand.ts: with
 * React.lazy every chart of a dashboard appeared up to 300 ms after its commit, decision record
 * 013, eleventh step).
 */
function HighchartsChart({ options }: { options: ChartOptions }) {
  const { default: Drawing } = useOnDemand(chartDrawing);
  return <Drawing options={options} />;
}

/** The point a user clicked (by keyboard: the widget's "View as table" values, widget-chart.tsx). */
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

/** Highcharts' height when the options give none. */
const DEFAULT_HEIGHT = 400;

export function Chart({ options, label, onPointClick }: ChartProps) {
  const descriptionId = useId();
  const figure = useRef<HTMLElement>(null);
  const drawn = useDrawTurn(figure);
  const height = options.chart?.height;
  // The chart's room, so nothing moves when it draws.
  const room = { height: typeof height === 'number' ? height : DEFAULT_HEIGHT };
  const description = options.accessibility?.description;
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
    // The figure is what assistive technology meets (the SVG is hidden, highcharts-chart.tsx): the
    // chart's name and the options' description of what it shows; the widget's table its figures.
    <figure
      ref={figure}
      className="chart"
      aria-label={label}
      aria-describedby={description ? descriptionId : undefined}
    >
      {description ? (
        <p id={descriptionId} className="visually-hidden">
          {description}
        </p>
      ) : null}
      {drawn ? (
        // While Highcharts is on its way the chart is loading (aria-busy): on the screen, the
        // charts and widgets below the fold wait for it (draw-turn.ts), as they wait for data.
        <Suspense fallback={<div style={room} aria-busy="true" />}>
          <HighchartsChart options={merged} />
        </Suspense>
      ) : (
        // Off the screen, waiting its turn (draw-turn.ts).
        <div style={room} />
      )}
    </figure>
  );
}
