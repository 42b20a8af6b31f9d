/**
 * The only module that imports Highcharts (CONVENTIONS §5, §7). Widgets build plain options with
 * a pure function and render <Chart options={...} />.
 * The wrapper's import is the NAMED one: the default import builds and passes tests, then crashes
 * in the browser (DESIGN §3).
 */
import Highcharts from 'highcharts';
import 'highcharts/modules/accessibility';
import { HighchartsReact } from 'highcharts-react-official';

export type ChartOptions = Highcharts.Options;

Highcharts.setOptions({
  chart: { style: { fontFamily: 'inherit' }, backgroundColor: 'transparent' },
  credits: { enabled: false },
  lang: { thousandsSep: ',' },
});

export interface ChartProps {
  options: ChartOptions;
  /** Names the chart for assistive technology. */
  label: string;
}

export function Chart({ options, label }: ChartProps) {
  return (
    <figure className="chart" aria-label={label}>
      <HighchartsReact highcharts={Highcharts} options={options} />
    </figure>
  );
}
