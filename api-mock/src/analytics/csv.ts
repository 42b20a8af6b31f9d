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

/** About 64 KiB of text per slice: large enough to keep the socket busy, small enough to stay fair. */
const SLICE_CHARS = 64 * 1024;

/**
 * Streams the header and the rows in slices, so a large export never sits in memory as one string
 * and never holds the event loop: each slice is handed over on setImmediate, after pending I/O, so
 * other requests are answered between two slices even when the socket accepts everything at once
 * (a synchronous generator under Readable.from did not yield then: a 90-day general CSV at 1M posts
 * froze the server for seconds). A slice is built only when the consumer asks for more (read()), so
 * a slow client holds back the producer instead of filling memory.
 */
export function csvStream(header: readonly string[], rows: Iterable<readonly CsvValue[]>): Readable {
  const iterator = rows[Symbol.iterator]();
  let headerPending = true;
  return new Readable({
    read() {
      let chunk = '';
      let done = false;
      try {
        if (headerPending) {
          chunk = csvLine(header);
          headerPending = false;
        }
        while (chunk.length <= SLICE_CHARS) {
          const next = iterator.next();
          if (next.done) {
            done = true;
            break;
          }
          chunk += csvLine(next.value);
        }
      } catch (error) {
        this.destroy(error as Error);
        return;
      }
      setImmediate(() => {
        if (this.destroyed) return;
        if (chunk) this.push(chunk);
        if (done) this.push(null);
      });
    },
    destroy(error, callback) {
      // The client went away mid-export: let the row generator clean up.
      iterator.return?.();
      callback(error);
    },
  });
}
