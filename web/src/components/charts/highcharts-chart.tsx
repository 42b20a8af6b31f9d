/**
 * Highcharts, loaded on demand by chart.tsx: it is the largest piece of the dashboard's JS, so it
 * comes as its own chunk, fetched while the widgets' data is on its way rather than before the
 * dashboard can render and ask for it (decision record 013). The wrapper's import is the NAMED
 * one: the default import builds and passes tests, then crashes in the browser (DESIGN §3).
 *
 * Without Highcharts' accessibility module (decision record 013, fourth pass: 45 KB gzip of the
 * dashboard's 300): issue 11 allows "a 'view as table' toggle" instead, and every dashboard chart
 * has one (widget-chart.tsx), whose values are buttons that open their posts, so figures and
 * drill-down stay reachable by keyboard and screen reader. The drawing itself is one image named
 * by the figure's label (role="img", aria-label), described by the options' description.
 */
import Highcharts from 'highcharts';
import { HighchartsReact } from 'highcharts-react-official';
import { useEffect, useRef } from 'react';

Highcharts.setOptions({
  chart: { style: { fontFamily: 'inherit' }, backgroundColor: 'transparent' },
  credits: { enabled: false },
  lang: { thousandsSep: ',' },
  // Issue 17 (dashboard drawn time): a dashboard draws a dozen charts as their answers arrive, and
  // each one's second-long entry animation kept the main thread busy while the next ones were
  // being laid out (Highcharts' own time was half the time to "drawn" in a CPU profile). Charts
  // appear drawn; updates (a new time range) still move smoothly (chart.animation is untouched).
  plotOptions: { series: { animation: false } },
  // The module is left out on purpose (above): this also silences Highcharts' console warning.
  accessibility: { enabled: false },
});

export interface HighchartsChartProps {
  options: Highcharts.Options;
  /** The figure's label: the image's name. */
  label: string;
  /** The id of the element that describes the figure, if any. */
  describedBy?: string;
}

export default function HighchartsChart({ options, label, describedBy }: HighchartsChartProps) {
  const ref = useRef<HighchartsReact.RefObject>(null);
  useEffect(() => {
    // Highcharts names the image after the chart's title on its first render only (our charts
    // have none: the card's heading names them), so the name is set here after each render.
    const svg = ref.current?.chart?.renderer?.box;
    if (!svg) return;
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', label);
    if (describedBy) svg.setAttribute('aria-describedby', describedBy);
    else svg.removeAttribute('aria-describedby');
  });
  return <HighchartsReact highcharts={Highcharts} options={options} ref={ref} />;
}
