/** Bad dashboard parameters answer 4xx with a message, never a 500 (DESIGN §3 errors). */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rangeBack, type SignedIn, signIn, startApp } from '../support/app.ts';
import { read } from './support.ts';

let app: FastifyInstance;
let admin: SignedIn;
beforeAll(async () => {
  app = await startApp();
  admin = await signIn(app, 'admin@acme.test');
});
afterAll(() => app.close());

const range = rangeBack(7);
const inverted = { from: range.to, to: range.from };
const impactful = { selected_sentiments: [1], selected_social_types: ['twitter'] };
const cases: [string, string, object][] = [
  ['a missing range', 'networks', {}],
  ['an inverted range', 'engagement', { range: inverted }],
  ['an inverted compared range', 'compared_sentiment', { range, compared_range: inverted }],
  ['a missing compared range on a comparison', 'compared_sentiment', { range }],
  ['an unknown network', 'reach', { range, properties: '{"filters":{"social_types":["myspace"]}}' }],
  ['page 0', 'keyword_cloud', { range, page: 0 }],
  ['a huge perPage', 'demographics/languages', { range, per_page: 100000 }],
  [
    'most impactful posts without social types (spec 02 §5)',
    'most-impactful-posts',
    { range, selected_sentiments: [1], selected_social_types: [] },
  ],
  [
    'most impactful posts without sentiments (spec 02 §5)',
    'most-impactful-posts',
    { range, selected_sentiments: [], selected_social_types: ['twitter'] },
  ],
  ['an unknown sort option', 'most-impactful-posts', { range, ...impactful, sort: 'BY_VIBES' }],
  ['an unknown entities order', 'entities', { range, order: 'sideways' }],
  ['a topics limit of 0', 'topics', { range, limit: 0 }],
  ['an unknown time zone', 'reviews', { range, time_zone: 'Mars/Olympus' }],
];

describe('dashboard calls refuse bad parameters with a 4xx and a message', () => {
  for (const [name, path, body] of cases) {
    it(`${path}: ${name}`, async () => {
      const res = await read(app, admin, path, body);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().error_message).toEqual(expect.any(String));
    });
  }

  it('GET /v1/dashboard/sla without a range is a 400', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/dashboard/sla', headers: admin.headers });
    expect(res.statusCode).toBe(400);
  });

  it('an unknown conversation cluster is a 404', async () => {
    const q = `range[from]=${encodeURIComponent(range.from)}&range[to]=${encodeURIComponent(range.to)}`;
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/dashboard/conversation_clusters/searches/99?${q}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});
