/**
 * spec 01 §7: query arrays in bracket notation (`ids[]=1`, `range[from]=...`). The client's half of
 * query-string.ts, without `qs`: the browser's first screen should not carry qs and its polyfills
 * (decision record 013). It writes exactly what `qs.stringify(query, { arrayFormat: 'brackets',
 * encodeValuesOnly: true, skipNulls: true })` writes for the shapes the API uses (scalars, dates,
 * arrays and nested objects of them); stringify-query.test.ts proves it against qs.
 */

/** RFC 3986 like qs: encodeURIComponent leaves !'()* as they are, qs escapes them too. */
const encodeValue = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function append(parts: string[], key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) append(parts, `${key}[]`, item);
    return;
  }
  if (value instanceof Date) {
    parts.push(`${key}=${encodeValue(value.toISOString())}`);
    return;
  }
  if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) append(parts, `${key}[${k}]`, v);
    return;
  }
  parts.push(`${key}=${encodeValue(String(value))}`);
}

export function stringifyQuery(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) append(parts, key, value);
  return parts.join('&');
}
