/**
 * The compiled response writer (issue 17 "per-request overhead") writes what the contract's zod
 * serializer wrote, byte for byte: over every answer of the default scenario's reads, and over
 * the edge cases of JSON text; and it refuses the answers zod refused.
 */
import { type AnyEndpoint, ENDPOINTS } from '@sl/api-contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { routeUrl } from './contract-route.ts';
import { compileResponseSerializer, ResponseShapeError } from './response-serializer.ts';

const zodText = (schema: z.ZodType, value: unknown) => JSON.stringify(z.encode(schema, value as never));

describe('the compiled writer against zod, case by case', () => {
  const schema = z.object({
    id: z.number().int(),
    text: z.string(),
    score: z.number(),
    flag: z.boolean(),
    kind: z.enum(['a', 'b']),
    level: z.union([z.literal(1), z.literal(2), z.literal(-1)]),
    note: z.string().nullable(),
    extra: z.string().optional(),
    when: z.iso.datetime().nullable().default(null),
    tags: z.array(z.string()),
    counts: z.record(z.string(), z.number()),
    meta: z.unknown(),
    nested: z
      .object({ a: z.number(), b: z.array(z.object({ c: z.string().optional(), d: z.null() })) })
      .nullable(),
    strict: z.strictObject({ x: z.number() }).optional(),
    piped: z.string().pipe(z.string()).optional(),
  });
  const base = {
    id: 7,
    text: 'plain',
    score: 0.1,
    flag: true,
    kind: 'b',
    level: -1,
    note: null,
    when: '2026-11-20T12:00:00.000Z',
    tags: [],
    counts: {},
    meta: { any: ['thing', 1, null] },
    nested: null,
  };
  const write = compileResponseSerializer(schema);
  const cases: [string, Record<string, unknown>][] = [
    ['the plain answer', base],
    [
      'fields in another order than the schema, and fields the contract does not name',
      { zz: 1, ...base, secret: 'x' },
    ],
    ['an optional field present; undefined optional fields', { ...base, extra: 'here', strict: undefined }],
    [
      'strings JSON escapes: quotes, backslashes, control characters, lone and paired surrogates, non-ASCII',
      { ...base, text: 'a "q" \\ \n\t\u0001 \ud800 x \udc00 😀 é 日本', note: '</script>\u2028' },
    ],
    [
      'a string longer than the quick path',
      { ...base, text: 'x'.repeat(6000), tags: ['y'.repeat(5001), ''] },
    ],
    [
      'numbers: -0, large, small, negative',
      { ...base, id: -0, score: 1e21, counts: { a: 5e-7, b: -3, '1': 2 } },
    ],
    ['nested objects and arrays', { ...base, nested: { a: 1, b: [{ d: null }, { c: 'x', d: null, e: 1 }] } }],
    ['a strict object (zod would refuse extra keys; none here)', { ...base, strict: { x: 1 } }],
    ['a part handed to zod (pipe)', { ...base, piped: 'through zod' }],
    ['unknown values with a toJSON', { ...base, meta: { at: new Date(0) } }],
  ];
  it.each(cases)('%s', (_name, value) => {
    expect(write(value)).toBe(zodText(schema, value));
  });

  const refused: [string, Record<string, unknown>][] = [
    ['a missing required field', { ...base, text: undefined }],
    ['a string where a number goes', { ...base, id: '7' }],
    ['NaN', { ...base, score: Number.NaN }],
    ['Infinity', { ...base, score: Number.POSITIVE_INFINITY }],
    ['a value outside the enum', { ...base, kind: 'c' }],
    ['a value outside the literal union', { ...base, level: 3 }],
    ['null where the contract does not allow it', { ...base, tags: null }],
    ['an object where an array goes', { ...base, tags: {} }],
    ['a wrong element', { ...base, tags: ['a', 1] }],
    ['a wrong record value', { ...base, counts: { a: 'x' } }],
    ['a wrong nested field', { ...base, nested: { a: 1, b: [{ d: 0 }] } }],
  ];
  it.each(refused)('refuses %s, as zod does', (_name, value) => {
    expect(() => zodText(schema, value)).toThrow();
    expect(() => write(value)).toThrow(ResponseShapeError);
  });

  it('compiles the response schema of every JSON entry of the contract', () => {
    for (const ep of ENDPOINTS) {
      if (ep.responseType === 'json')
        expect(typeof compileResponseSerializer(ep.response as z.ZodType)).toBe('function');
    }
  });
});

describe('the compiled writer against zod, over every read of the default scenario', () => {
  let app: FastifyInstance;
  /** Each answer handed to a serializer, with the entry it answers. */
  const answers: { ep: AnyEndpoint; url: string; payload: unknown }[] = [];
  const byRoute = new Map(
    ENDPOINTS.map((ep) => [`${ep.readViaPost ? 'POST' : ep.method} ${routeUrl(ep)}`, ep]),
  );

  beforeAll(async () => {
    // The writer alone (no cross-check), so this test compares the two itself.
    app = await buildApp({ scenario: { name: 'default' }, checkResponses: false });
    app.addHook('preSerialization', (request, reply, payload, done) => {
      const ep = byRoute.get(`${request.method} ${request.routeOptions.url}`);
      if (ep && reply.statusCode === ep.status) answers.push({ ep, url: request.url, payload });
      done(null, payload);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('every GET of the contract, as each role, writes what zod writes', async () => {
    const emails = ['admin@acme.test', 'agent@acme.test', 'guest@acme.test', 'admin@globex.test'];
    for (const email of emails) {
      const session = await app.inject({
        method: 'POST',
        url: '/api/v1/session',
        payload: { email, password: 'Password1!' },
      });
      expect(session.statusCode, email).toBe(200);
      const headers = { authorization: `Bearer ${session.json().access_token}` };
      for (const ep of ENDPOINTS) {
        if (ep.method !== 'GET' || ep.readViaPost || ep.access.kind === 'mock-admin') continue;
        // Path parameters: the first record of the scenario (most answer it; a 404 is skipped).
        const url = routeUrl(ep).replace(/:[A-Za-z_]+/g, '1');
        const res = await app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, `${email} GET ${url}`).toBeLessThan(500);
      }
    }
    expect(answers.length).toBeGreaterThan(100);
    for (const { ep, url, payload } of answers) {
      expect(compileResponseSerializer(ep.response as z.ZodType)(payload), url).toBe(
        zodText(ep.response as z.ZodType, payload),
      );
    }
  });
});
