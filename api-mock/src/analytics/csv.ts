/**
 * CSV as the .csv calls stream it (RFC 4180): a header row, CRLF line ends, fields holding a
 * comma, a double quote, CR or LF wrapped in double quotes with inner quotes doubled, UTF-8.
 * A field starting with =, +, - or @ (also after leading spaces, tabs or line breaks, which
 * spreadsheets skip), or with a tab or CR, is prefixed with a single quote so a spreadsheet does
 * not run it as a formula (user text is data, never code; issue 16 #8, after OWASP's CSV injection).
 */
import { Readable } from 'node:stream';

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^(?:[\t\r]|[\s]*[=+\-@])/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (values: readonly CsvValue[]): string => `${values.map(csvField).join(',')}\r\n`;

/** Streams the header and the rows in chunks, so a large export never sits in memory as one string. */
export function csvStream(header: readonly string[], rows: Iterable<readonly CsvValue[]>): Readable {
  function* chunks() {
    let chunk = csvLine(header);
    for (const row of rows) {
      chunk += csvLine(row);
      if (chunk.length > 64 * 1024) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  return Readable.from(chunks());
}
