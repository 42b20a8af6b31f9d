/**
 * DESIGN §3 "Errors", spec 02 §8: malformed bodies, wrong types, nulls, oversized strings and
 * unknown fields sent to every identity route (issue 4) and every content and dashboard route
 * (issue 6) answer 4xx with a message: no 500, no crash, and the stored records are exactly as
 * before.
 */
import { createHash } from 'node:crypto';
import type { AnyEndpoint } from '@sl/api-contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CONTENT_ENDPOINTS } from '../content/content-endpoints.ts';
import { signIn, startApp } from '../support/app.ts';
import { IDENTITY_ENDPOINTS, methodOf, urlOf } from './identity-endpoints.ts';

let app: FastifyInstance;
let headers: Record<string, string>;
beforeAll(async () => {
  app = await startApp();
  headers = (await signIn(app, 'sysadmin@acme.test')).headers;
});
afterAll(() => app.close());

/** Every stored record but the posts (no identity route writes posts), plus the post count. */
function fingerprint(): string {
  const hash = createHash('sha256');
  for (const [name, c] of Object.entries(app.store.collections)) {
    hash.update(name === 'statuses' ? `${name}:${c.count()}` : `${name}:${JSON.stringify(c.all())}`);
  }
  return hash.digest('hex');
}

function keysOf(schema: z.ZodType | undefined): string[] {
  let s = schema as unknown as { shape?: Record<string, unknown>; unwrap?: () => unknown } | undefined;
  while (s && !s.shape && typeof s.unwrap === 'function') s = s.unwrap() as typeof s;
  return s?.shape ? Object.keys(s.shape) : [];
}

interface Case {
  name: string;
  url?: string;
  payload?: string;
  contentType?: string;
}

function casesFor(ep: AnyEndpoint): Case[] {
  const cases: Case[] = [];
  const method = methodOf(ep);
  const json = (name: string, value: unknown): Case => ({
    name,
    payload: JSON.stringify(value),
    contentType: 'application/json',
  });
  if (method !== 'GET') {
    cases.push({ name: 'malformed JSON', payload: '{"a": ', contentType: 'application/json' });
    if (ep.body) {
      const keys = keysOf(ep.body);
      cases.push(json('a JSON array', [1, 2, 3]));
      cases.push(json('a JSON string', 'hello'));
      cases.push(json('unknown fields only', { unknown_field: 'x', __proto__: { polluted: true } }));
      cases.push({
        name: 'prototype pollution',
        payload: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
        contentType: 'application/json',
      });
      if (keys.length > 0) {
        cases.push(
          json('every field of a wrong type', Object.fromEntries(keys.map((k) => [k, { nested: [true] }]))),
        );
        cases.push(json('every field null', Object.fromEntries(keys.map((k) => [k, null]))));
        cases.push(json('oversized strings', Object.fromEntries(keys.map((k) => [k, 'x'.repeat(100_000)]))));
        cases.push(json('numbers as huge values', Object.fromEntries(keys.map((k) => [k, 1e308]))));
      }
      cases.push({
        name: 'a body over the size limit',
        payload: JSON.stringify({ x: 'y'.repeat(3 * 1024 * 1024) }),
        contentType: 'application/json',
      });
      cases.push({ name: 'a text body', payload: 'name=x', contentType: 'text/plain' });
      cases.push({
        name: 'a broken multipart body',
        payload: '--nope\r\nContent-Disposition: form-data; name="name"\r\n\r\nX',
        contentType: 'multipart/form-data; boundary=other',
      });
    }
  }
  if (ep.query) {
    const keys = keysOf(ep.query);
    const base = urlOf(ep);
    cases.push({ name: 'unknown query parameter', url: `${base}?unknown_param=1` });
    cases.push({
      name: 'oversized query values',
      url: `${base}?${keys.map((k) => `${k}=${'x'.repeat(5000)}`).join('&')}`,
    });
    cases.push({ name: 'nested query values', url: `${base}?${keys.map((k) => `${k}[a][b]=1`).join('&')}` });
  }
  if (ep.params) {
    for (const bad of ['abc', '-1', '0', '1e3', '99999999999999999999999', '%00']) {
      cases.push({ name: `path id ${bad}`, url: urlOf(ep).replace('9999', bad) });
    }
  }
  return cases;
}

const FUZZED = [...IDENTITY_ENDPOINTS, ...CONTENT_ENDPOINTS];

const table = FUZZED.flatMap((ep) =>
  casesFor(ep).map((c) => [`${methodOf(ep)} ${ep.path}: ${c.name}`, ep, c] as const),
);

describe('bad input on every identity, content and dashboard route gets a 4xx with a message and changes nothing', () => {
  it('covers every route of the identity, content and dashboard domains', () => {
    const covered = new Set(table.map(([, ep]) => ep.id));
    for (const ep of FUZZED) {
      if (ep.body || ep.query || ep.params || methodOf(ep) !== 'GET')
        expect(covered.has(ep.id), ep.id).toBe(true);
    }
  });

  it.each(table)('%s', async (_name, ep, c) => {
    const before = fingerprint();
    const res = await app.inject({
      method: methodOf(ep),
      url: c.url ?? urlOf(ep),
      headers: { ...headers, ...(c.contentType ? { 'content-type': c.contentType } : {}) },
      ...(c.payload !== undefined ? { payload: c.payload } : {}),
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.json().error_message).toEqual(expect.any(String));
    expect(fingerprint()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
