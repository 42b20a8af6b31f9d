/**
 * A dashboard chart with its "View as table" switch: the same figures as a table (chart-table.ts),
 * where a value opens its posts like a click on the chart does (spec 02 §7 Feeds), so
 * drill-down is reachable by keyboard and screen reader too.
 */
import { useState } from 'react';
import { Chart, type ChartProps } from '#/components/charts/chart.tsx';
import { Button, PlainButton } from '#/components/ui/button.tsx';
import { formatCount } from '#/utils/format-bucket-label.ts';
import { chartTable } from './chart-table.ts';

const formatValue = (v: number | null) =>
  v === null ? '-' : Number.isInteger(v) ? formatCount(v) : v.toFixed(1);

export function WidgetChart(props: ChartProps) {
  const [asTable, setAsTable] = useState(false);
  const { label, options, onPointClick } = props;
  return (
    <div className="chart-table">
      <div className="chart-table__switch">
        <Button variant="quiet" className="button--small" onPress={() => setAsTable((t) => !t)}>
          {asTable ? 'View as chart' : 'View as table'}
          <span className="visually-hidden">: {label.toLowerCase()}</span>
        </Button>
      </div>
      {asTable ? (
        <FiguresTable {...props} />
      ) : (
        <Chart label={label} options={options} onPointClick={onPointClick} />
      )}
    </div>
  );
}

function FiguresTable({ label, options, onPointClick }: ChartProps) {
  const { categories, series } = chartTable(options);
  return (
    <div className="chart-table__scroll">
      <table className="data-table">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Row</span>
            </th>
            {series.map((s) => (
              <th scope="col" key={s.index}>
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((category, row) => (
            <tr key={category}>
              <th scope="row">{category}</th>
              {series.map((s) => {
                const value = s.values[row] ?? null;
                return (
                  <td key={s.index}>
                    {onPointClick && value !== null && value > 0 ? (
                      <PlainButton
                        className="chart-table__drill"
                        aria-label={`${s.name}, ${category}: ${formatValue(value)}, open the posts`}
                        onPress={() => onPointClick({ seriesId: s.id, index: row, value })}
                      >
                        {formatValue(value)}
                      </PlainButton>
                    ) : (
                      formatValue(value)
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
