/** A whole CSV text from columns and rows, written with the analytics' one CSV field rule. */
import { type CsvValue, csvLine } from '../analytics/csv.ts';

export function toCsv<T>(
  columns: readonly (readonly [header: string, get: (row: T) => CsvValue])[],
  rows: readonly T[],
): string {
  let out = csvLine(columns.map(([h]) => h));
  for (const row of rows) out += csvLine(columns.map(([, get]) => get(row)));
  return out;
}
