/**
 * Issue 10 defect 2, spec 01 §7: the typed client decodes every dashboard read of the real mock
 * (built in-process, called through inject) into the keys its declared type names: the wire
 * schema's keys, camelCased exactly where the entry converts. The type side of the same rule is
 * api-contract/src/endpoints/entries.test.ts (over every entry of the table).
 */

import { createApiClient, createMemoryStorage } from '@sl/api-contract/client';
import { toCamel } from '@sl/api-contract/client/case';
import { type AnyEndpoint, dashboard, session } from '@sl/api-contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PASSWORD, rangeBack, startApp } from '../support/app.ts';

let app: FastifyInstance;

/** fetch over app.inject: the client's own request building and decoding, no socket. */
const injectFetch: typeof globalThis.fetch = async (input, init) => {
  const url = new URL(String(input));
  const res = await app.inject({
    method: (init?.method ?? 'GET') as 'GET',
    url: url.pathname + url.search,
    headers: Object.fromEntries(new Headers(init?.headers).entries()),
    ...(init?.body ? { payload: String(init.body) } : {}),
  });
  const headers = new Headers();
  for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, String(v));
  return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode, headers });
};

/** The key paths a schema declares (`a`, `a.b`, `a[].c`), renamed as the entry's type renames them. */
function declaredKeys(
  schema: z.ZodType,
  camel: boolean,
  at = '',
): { all: Set<string>; required: Set<string> } {
  const all = new Set<string>();
  const required = new Set<string>();
  const walk = (s: z.ZodType, path: string, optional: boolean) => {
    const def = (s as unknown as { def: { type: string } & Record<string, unknown> }).def;
    if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default')
      return walk(def.innerType as z.ZodType, path, optional || def.type === 'optional');
    if (def.type === 'pipe') return walk(def.out as z.ZodType, path, optional);
    if (def.type === 'array') return walk(def.element as z.ZodType, `${path}[]`, optional);
    if (def.type !== 'object') return;
    for (const [key, child] of Object.entries(def.shape as Record<string, z.ZodType>)) {
      const name = `${path}${path ? '.' : ''}${camel ? toCamel(key) : key}`;
      all.add(name);
      const childOptional =
        optional || (child as unknown as { def: { type: string } }).def.type === 'optional';
      if (!childOptional) required.add(name);
      walk(child, name, childOptional);
    }
  };
  walk(schema, at, false);
  return { all, required };
}

/** The key paths a decoded value has (every element of an array). */
function decodedKeys(value: unknown, path = '', out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) decodedKeys(v, `${path}[]`, out);
  else if (value !== null && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      const name = `${path}${path ? '.' : ''}${key}`;
      out.add(name);
      decodedKeys(v, name, out);
    }
  return out;
}

const range = rangeBack(30);
const compared = rangeBack(30, Date.parse(range.from));
/**
 * A read body every dashboard entry accepts: a cluster list names saved search 1, the most
 * impactful posts need sentiments and networks (spec 02 §5).
 */
const args = (e: AnyEndpoint) => {
  const read = {
    range,
    comparedRange: compared,
    timeZone: 'UTC',
    interval: 'days',
    filterId: 1,
    ...(e === dashboard.dashboardMostImpactfulPosts
      ? { selectedSentiments: [-1, 0, 1], selectedSocialTypes: ['twitter', 'reddit', 'trustpilot'] }
      : {}),
  };
  if (e.method === 'GET') return { query: read, params: { id: 1 } };
  return { body: read };
};

const jsonEntries = Object.values(dashboard).filter((e) => e.responseType === 'json');

beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

describe('issue 10 defect 2, spec 01 §7: the client decodes each dashboard read into its declared keys', () => {
  it('covers every JSON entry of the dashboard table', () => {
    expect(jsonEntries.length).toBeGreaterThan(20);
  });

  it.each(jsonEntries.map((e) => [e.id, e] as const))('%s', async (_id, entry) => {
    const client = createApiClient({
      baseUrl: 'http://mock.test/api',
      hostBaseUrl: 'http://mock.test',
      fetch: injectFetch,
      storage: createMemoryStorage(),
    });
    await client.call(session.createSession, { body: { email: 'admin@acme.test', password: PASSWORD } });
    const data = await client.call(entry, args(entry) as never);
    const declared = declaredKeys(entry.response, entry.camelCaseResponse);
    const decoded = decodedKeys(data);
    // Nothing the type does not name, and everything it requires (arrays may be empty).
    expect([...decoded].filter((k) => !declared.all.has(k))).toEqual([]);
    const present = [...declared.required].filter((k) => !k.includes('[]'));
    expect(present.filter((k) => !decoded.has(k))).toEqual([]);
    expect(decoded.size).toBeGreaterThan(0);
  });
});
