/**
 * Drill-down feeds (spec 02 §7 "Feeds"): the posts behind a stored feed definition are selected
 * by the same filter as the widgets, so the posts of a chart point are exactly its count.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, rangeBack, type SignedIn, signIn, startApp } from '../support/app.ts';
import { read } from './support.ts';

let app: FastifyInstance;
let admin: SignedIn;
const url = '/api/v1/dashboard/feeds/hash';
// 'Outage watch' (fixtures' saved search 6): outage words, without refunds.
const context = {
  query: [
    { type: 'must', terms: ['down', 'outage', 'login', 'log in'] },
    { type: 'must-not', terms: ['refund'] },
  ],
};

beforeAll(async () => {
  app = await startApp();
  admin = await signIn(app, 'admin@acme.test');
});
afterAll(() => app.close());

const store = (payload: object) => app.inject({ method: 'POST', url, headers: admin.headers, payload });
const page = (query: string) => app.inject({ method: 'GET', url: `${url}?${query}`, headers: admin.headers });

describe('spec 02 §7: a sentiment point drills down to exactly its posts', () => {
  it("the negative posts of the busiest day of 'Outage watch' are that point's negative count, newest first, 6 per page", async () => {
    const series = (
      await read(app, admin, 'sentiment', {
        range: rangeBack(30),
        time_zone: 'UTC',
        interval: 'days',
        properties: JSON.stringify(context),
      })
    ).json().series as { date: string; negative: number }[];
    const point = series.reduce((a, b) => (b.negative > a.negative ? b : a));
    expect(point.negative).toBeGreaterThan(6);
    const from = `${point.date}T00:00:00.000Z`;
    const to = new Date(Date.parse(from) + DAY).toISOString();
    const drill = { ...context, filters: { sentiments: [-1] } };
    const created = await store({
      title: `Negative on ${point.date}`,
      view_type: 'sentiment',
      context_id: 6,
      context_type: 'team',
      min_created_at: from,
      max_created_at: to,
      properties: JSON.stringify(drill),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();

    const first = (await page(`feed_hash=${id}`)).json();
    expect(first).toMatchObject({ total: point.negative, page: 1, per_page: 6 });
    expect(first.feed).toMatchObject({ id, view_type: 'sentiment', context_id: 6, properties: drill });
    expect(first.posts).toHaveLength(6);

    const all = (await page(`feedHash=${id}&per_page=100`)).json().posts as {
      created_at: string;
      sentiment: number;
      full_text: string;
      title: string | null;
    }[];
    expect(all).toHaveLength(point.negative);
    expect(all.slice(0, 6)).toEqual(first.posts);
    const times = all.map((p) => Date.parse(p.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const p of all) {
      expect(p.sentiment).toBe(-1);
      expect(p.created_at >= from && p.created_at < to).toBe(true);
      const text = `${p.title ?? ''}\n${p.full_text}`.toLowerCase();
      expect(context.query[0].terms.some((t) => text.includes(t))).toBe(true);
      expect(text.includes('refund')).toBe(false);
    }
    const last = (await page(`feed_hash=${id}&page=${Math.ceil(point.negative / 6)}`)).json();
    expect(last.posts).toHaveLength(point.negative % 6 || 6);
  });

  it('the same definition gets the same id; another gets another', async () => {
    const def = {
      view_type: 'network-breakdown',
      min_created_at: '2026-11-01T00:00:00.000Z',
      max_created_at: '2026-11-02T00:00:00.000Z',
      properties: JSON.stringify({ filters: { social_types: ['twitter'] } }),
    };
    const a = (await store(def)).json().id;
    const b = (await store(def)).json().id;
    const c = (await store({ ...def, view_type: 'sentiment' })).json().id;
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });

  it('refuses a hash that does not exist (404), no hash (400) and an empty range (400)', async () => {
    expect((await page('feed_hash=nope')).statusCode).toBe(404);
    const none = await page('page=1');
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.feed_hash).toEqual(['Should not be empty!']);
    const backwards = await store({
      view_type: 'sentiment',
      min_created_at: '2026-11-02T00:00:00.000Z',
      max_created_at: '2026-11-01T00:00:00.000Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.max_created_at).toEqual(['Wrong value!']);
  });

  it("another business profile cannot open Acme's feed (404)", async () => {
    const { id } = (
      await store({
        view_type: 'sentiment',
        min_created_at: '2026-11-01T00:00:00Z',
        max_created_at: '2026-11-02T00:00:00Z',
      })
    ).json();
    const globex = await signIn(app, 'admin@globex.test');
    const res = await app.inject({ method: 'GET', url: `${url}?feed_hash=${id}`, headers: globex.headers });
    expect(res.statusCode).toBe(404);
  });
});
