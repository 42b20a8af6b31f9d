/** Helpers for the analytics specs: one read-via-POST call per widget, with a signed-in caller. */
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from '../support/app.ts';

export const read = (
  app: FastifyInstance,
  who: SignedIn | Record<string, string>,
  path: string,
  body: object,
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/dashboard/${path}`,
    headers: { ...('headers' in who ? (who as SignedIn).headers : who), 'x-http-method-override': 'GET' },
    payload: body,
  });

/** Parses RFC 4180 CSV (quoted fields may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
