/**
 * spec 01 §7: the client's query encoder writes the wire format qs wrote before it (decision
 * record 013), and the mock's parser (qs) reads it back to the same values.
 */
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { parseQuery } from './query-string.ts';
import { stringifyQuery } from './stringify-query.ts';

const viaQs = (query: Record<string, unknown>) =>
  qs.stringify(query, { arrayFormat: 'brackets', encodeValuesOnly: true, skipNulls: true });

const SHAPES: Record<string, Record<string, unknown>> = {
  scalars: { page: 2, page_size: 25, active: true, archived: false, q: 'plain' },
  'text that needs escaping': {
    q: `café "quoted" & more = 100% #1 a+b/c?d 'x' (y) *z* !`,
    emoji: '👍 ok',
    tab: 'a\tb\nc',
    empty: '',
  },
  'bracket arrays': { ids: [1, 2, 3], networks: ['twitter', 'facebook'], none: [] },
  'nested range and time zone': {
    range: { from: '2026-10-21T00:00:00.000Z', to: '2026-11-20T12:00:00.000Z' },
    time_zone: 'Europe/London',
    interval: 'days',
  },
  'nested objects with arrays': {
    filters: { sentiment: ['positive', 'negative'], language: 'en', country: ['GB', 'FR'] },
    sort: { field: 'created_at', direction: 'desc' },
  },
  'nulls and undefined are skipped, also inside arrays and objects': {
    a: null,
    b: undefined,
    c: [1, null, 2, undefined],
    d: { e: null, f: 'kept' },
    g: 0,
  },
  dates: { since: new Date('2026-11-01T08:30:00.000Z'), list: [new Date('2026-01-02T03:04:05.006Z')] },
  'arrays of objects': { contexts: [{ id: 1, color: '#fff' }, { id: 2 }] },
};

describe('spec 01 §7: the query string in bracket notation, without qs on the client', () => {
  it.each(Object.entries(SHAPES))('%s: the same string as qs', (_name, query) => {
    expect(stringifyQuery(query)).toBe(viaQs(query));
  });

  it('the mock reads what the client writes back to the same values', () => {
    const query = SHAPES['nested objects with arrays'];
    expect(parseQuery(stringifyQuery(query))).toEqual(query);
    expect(parseQuery(stringifyQuery({ range: { from: 'a b', to: 'c&d' }, ids: ['1', '2'] }))).toEqual({
      range: { from: 'a b', to: 'c&d' },
      ids: ['1', '2'],
    });
  });

  it('an empty query is an empty string (no "?" added by the client)', () => {
    expect(stringifyQuery({})).toBe('');
    expect(stringifyQuery({ a: undefined, b: null, c: [] })).toBe('');
  });
});
