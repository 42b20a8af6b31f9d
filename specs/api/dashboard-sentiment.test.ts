import { buildScenario } from '@sl/fixtures';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW, rangeBack, type SignedIn, signIn, startApp } from './support/app.ts';

let app: FastifyInstance;
let admin: SignedIn;
const scenario = buildScenario('default', { now: FIXED_NOW });

/** The answer by hand: posts of the profile whose created_at falls in [from, to). */
function seededIn(range: { from: string; to: string }, profileId = 1, network?: string) {
  const from = Date.parse(range.from);
  const to = Date.parse(range.to);
  return scenario.statuses.filter((s) => {
    const t = Date.parse(s.created_at);
    return (
      s.business_profile_id === profileId && t >= from && t < to && (!network || s.social_type === network)
    );
  });
}

const post = (body: unknown, s: SignedIn = admin) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/dashboard/sentiment',
    headers: { ...s.headers, 'x-http-method-override': 'GET' },
    payload: body as object,
  });

beforeAll(async () => {
  app = await startApp();
  admin = await signIn(app, 'admin@acme.test');
});
afterAll(() => app.close());

describe('spec 02 §7: /v1/dashboard/sentiment is computed from the stored posts', () => {
  for (const days of [1, 7, 30, 90]) {
    it(`totals equal the number of seeded posts in the last ${days} days`, async () => {
      const range = rangeBack(days);
      const res = await post({ range, time_zone: 'UTC', interval: 'days' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const expected = seededIn(range);
      expect(expected.length).toBeGreaterThan(0);
      expect(body.total).toBe(expected.length);
      expect(body.positive).toBe(expected.filter((s) => s.sentiment === 1).length);
      expect(body.negative).toBe(expected.filter((s) => s.sentiment === -1).length);
      expect(body.neutral).toBe(expected.filter((s) => s.sentiment === 0).length);
      const seriesSum = body.series.reduce(
        (n: number, p: { positive: number; neutral: number; negative: number }) =>
          n + p.positive + p.neutral + p.negative,
        0,
      );
      expect(seriesSum).toBe(body.total);
    });
  }

  it('a one-network filter in properties narrows the totals to that network', async () => {
    const range = rangeBack(30);
    const properties = JSON.stringify({ filters: { social_types: ['trustpilot'] } });
    const res = await post({ range, properties });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(seededIn(range, 1, 'trustpilot').length);
  });

  it('each business profile sees only its own posts', async () => {
    const globex = await signIn(app, 'admin@globex.test');
    const range = rangeBack(90);
    const res = await post({ range }, globex);
    expect(res.json().total).toBe(seededIn(range, 11).length);
  });

  it('buckets by the time zone given, one bucket per local day', async () => {
    const res = await post({ range: rangeBack(7), time_zone: 'America/New_York', interval: 'days' });
    expect(res.statusCode).toBe(200);
    const dates = res.json().series.map((p: { date: string }) => p.date);
    expect(dates.length).toBeGreaterThanOrEqual(7);
    expect(dates.length).toBeLessThanOrEqual(8);
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('is refused without a session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/sentiment',
      payload: { range: rangeBack(7) },
    });
    expect(res.statusCode).toBe(401);
  });

  const bad: [string, unknown][] = [
    ['a missing range', {}],
    ['an inverted range', { range: { from: rangeBack(1).to, to: rangeBack(1).from } }],
    ['a range that is not dates', { range: { from: 'yesterday', to: 'today' } }],
    ['an unknown interval', { range: rangeBack(7), interval: 'fortnights' }],
    ['an unknown time zone', { range: rangeBack(7), time_zone: 'Mars/Olympus' }],
    ['properties that are not JSON', { range: rangeBack(7), properties: '{nope' }],
    [
      'an unknown network in properties',
      { range: rangeBack(7), properties: '{"filters":{"social_types":["myspace"]}}' },
    ],
    ['a range of a century', { range: { from: '1926-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' } }],
  ];
  for (const [name, body] of bad) {
    it(`answers ${name} with a 4xx and a message`, async () => {
      const res = await post(body);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().error_message).toEqual(expect.any(String));
    });
  }
});
