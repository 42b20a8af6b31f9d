/**
 * Highcharts, loaded on demand by chart.tsx: it is the largest piece of the dashboard's JS, so it
 * comes as its own chunk, fetched while the widgets' data is on its way rather than before the
 * dashboard can render and ask for it (decision record 013). The wrapper's import is the NAMED
 * one: the default import builds and passes tests, then crashes in the browser (DESIGN §3).
 *
 * Without Highcharts' accessibility module (decision record 013, fourth pass: 45 KB gzip of the
 * dashboard's 300): issue 11 allows "a 'view as table' toggle" instead, and every dashboard chart
 * has one (widget-chart.tsx), whose values are buttons that open their posts, so figures and
 * drill-down stay reachable by keyboard and screen reader. The drawing itself is hidden from
 * assistive technology (aria-hidden): the figure around it carries the chart's name and
 * description (chart.tsx), and the table its figures. Left as an image of SVG text, axe's contrast
 * check walked every axis label of a dozen charts (a third of a dashboard scan's time).
 */
import Highcharts from 'highcharts';
import { HighchartsReact } from 'highcharts-react-official';
import { useEffect, useRef } from 'react';

Highcharts.setOptions({
  chart: { style: { fontFamily: 'inherit' }, backgroundColor: 'transparent' },
  credits: { enabled: false },
  // The value axis's last label sits on the plot's edge, where Highcharts gives it half a slot and
  // cut "200" to "2…" on the bar charts; the figures are short, so they are never shortened.
  yAxis: { labels: { style: { textOverflow: 'none' } } },
  lang: { thousandsSep: ',' },
  // Issue 17 (dashboard drawn time): a dashboard draws a dozen charts as their answers arrive, and
  // each one's second-long entry animation kept the main thread busy while the next ones were
  // being laid out (Highcharts' own time was half the time to "drawn" in a CPU profile). Charts
  // appear drawn; updates (a new time range) still move smoothly (chart.animation is untouched).
  plotOptions: { series: { animation: false } },
  // The module is left out on purpose (above): this also silences Highcharts' console warning.
  accessibility: { enabled: false },
});

/**
 * Issue 17 (dashboard drawn time): every text's size, measured once for the page rather than once
 * per chart. Highcharts keeps the boxes it measured in its renderer, keyed by the text (digits
 * folded to 0), size, weight, width and rotation, so each of a dashboard's dozen charts measured
 * the same axis labels again, each measurement a forced layout of the page (decision record 013,
 * eighth step). The charts share one font (the app's, `fontFamily: 'inherit'` above), so a box
 * measured in one is the box in another. Highcharts bounds the list at 250 keys.
 */
const measuredBoxes: Record<string, unknown> = {};
const measuredKeys: string[] = [];
Highcharts.addEvent(Highcharts.Chart, 'afterGetContainer', function (this: Highcharts.Chart) {
  // Set right after the renderer is made, before it measures anything (Chart#getContainer).
  Object.assign(this.renderer, { cache: measuredBoxes, cacheKeys: measuredKeys });
});

export default function HighchartsChart({ options }: { options: Highcharts.Options }) {
  const ref = useRef<HighchartsReact.RefObject>(null);
  useEffect(() => {
    // Without the module Highcharts makes the SVG an image named after the chart's title (our
    // charts have none: the card's heading names them) on its first render: hidden instead.
    const svg = ref.current?.chart?.renderer?.box;
    if (!svg) return;
    svg.removeAttribute('role');
    svg.removeAttribute('aria-label');
    svg.setAttribute('aria-hidden', 'true');
  });
  return <HighchartsReact highcharts={Highcharts} options={options} ref={ref} />;
}
