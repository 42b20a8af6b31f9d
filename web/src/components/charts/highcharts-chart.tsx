/**
 * Highcharts and its accessibility module (spec: every chart keyboard- and screen-reader-usable),
 * loaded on demand by chart.tsx: they are a third of the dashboard's JS, so they come as their own
 * chunk, fetched while the widgets' data is on its way rather than before the dashboard can render
 * and ask for it (decision record 013). The wrapper's import is the NAMED one: the default import
 * builds and passes tests, then crashes in the browser (DESIGN §3).
 */
import Highcharts from 'highcharts';
import 'highcharts/modules/accessibility';
import { HighchartsReact } from 'highcharts-react-official';

Highcharts.setOptions({
  chart: { style: { fontFamily: 'inherit' }, backgroundColor: 'transparent' },
  credits: { enabled: false },
  lang: { thousandsSep: ',' },
  // Issue 17 (dashboard drawn time): a dashboard draws a dozen charts as their answers arrive, and
  // each one's second-long entry animation kept the main thread busy while the next ones were
  // being laid out (Highcharts' own time was half the time to "drawn" in a CPU profile). Charts
  // appear drawn; updates (a new time range) still move smoothly (chart.animation is untouched).
  plotOptions: { series: { animation: false } },
  accessibility: {
    // Every chart sits in a <figure> labelled by its widget and inside a card with its own heading:
    // Highcharts' own landmarks (chart, legend, each series a "region") and the heading it puts in
    // its screen-reader section repeated "Chart" a dozen times on the dashboard (axe: duplicate
    // landmarks, headings out of order). The section keeps the same text, without the heading.
    landmarkVerbosity: 'disabled',
    screenReaderSection: {
      beforeChartFormat:
        '<p>{chartTitle}</p><div>{typeDescription}</div><div>{chartSubtitle}</div>' +
        '<div>{chartLongdesc}</div><div>{xAxisDescription}</div><div>{yAxisDescription}</div>' +
        '<div>{annotationsTitle}{annotationsList}</div>',
    },
  },
});

export default function HighchartsChart({ options }: { options: Highcharts.Options }) {
  return <HighchartsReact highcharts={Highcharts} options={options} />;
}
