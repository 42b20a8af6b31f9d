/**
 * CSV text (RFC 4180 quoting). Cells that a spreadsheet would run as a formula (=, +, -, @,
 * tab, carriage return) get a leading apostrophe: user text is data, never code.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = Array.isArray(value) ? value.join('; ') : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(
  columns: readonly (readonly [header: string, get: (row: T) => unknown])[],
  rows: readonly T[],
): string {
  const lines = [columns.map(([h]) => csvCell(h)).join(',')];
  for (const row of rows) lines.push(columns.map(([, get]) => csvCell(get(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
