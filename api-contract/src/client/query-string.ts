/** spec 01 §7: query arrays in bracket notation (`ids[]=1`, `range[from]=...`), the same on both sides. */
import qs from 'qs';

/** The client writes queries without qs (stringify-query.ts); the mock reads them with it. */
export { stringifyQuery } from './stringify-query.ts';

/** Parser options shared with the mock's `querystringParser`, bounded against abuse. */
export const parseQuery = (text: string): Record<string, unknown> =>
  qs.parse(text, { depth: 5, arrayLimit: 500, parameterLimit: 1000 }) as Record<string, unknown>;
