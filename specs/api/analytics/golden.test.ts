/**
 * Golden figures (spec 02 §7): a tiny scenario of 12 posts whose widget figures were worked out
 * by hand (the arithmetic is in the comments), so a change in any formula shows up here.
 */
import { buildScenario } from '@sl/fixtures';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW, type SignedIn, signIn, startApp } from '../support/app.ts';
import { NEXT, range, TINY } from './golden-scenario.ts';
import { parseCsv, read } from './support.ts';

let app: FastifyInstance;
let admin: SignedIn;
const body = { range, time_zone: 'UTC', interval: 'days' };

beforeAll(async () => {
  app = await startApp();
  await app.store.load({ ...buildScenario('empty', { now: FIXED_NOW }), statuses: [...TINY, ...NEXT] });
  admin = await signIn(app, 'admin@acme.test');
});
afterAll(() => app.close());

describe('spec 02 §7: widget figures of a 12-post scenario, worked out by hand', () => {
  it('sentiment: 4 positive (1, 3, 4, 11), 4 negative (2, 5, 7, 12), 4 neutral, per UTC day', async () => {
    const res = (await read(app, admin, 'sentiment', body)).json();
    expect(res).toMatchObject({ total: 12, positive: 4, negative: 4, neutral: 4 });
    expect(res.series).toEqual([
      { date: '2026-11-10', positive: 2, neutral: 0, negative: 1 },
      { date: '2026-11-11', positive: 1, neutral: 2, negative: 2 },
      { date: '2026-11-12', positive: 1, neutral: 2, negative: 1 },
    ]);
  });

  it('network breakdown: X 4, Trustpilot 2, Zendesk 2, then one each', async () => {
    const res = (await read(app, admin, 'networks', { ...body, count_only: true })).json();
    expect(res.networks).toEqual([
      { social_type: 'twitter', count: 4 },
      { social_type: 'trustpilot', count: 2 },
      { social_type: 'zendesk', count: 2 },
      { social_type: 'facebook', count: 1 },
      { social_type: 'instagram', count: 1 },
      { social_type: 'intercom', count: 1 },
      { social_type: 'ios', count: 1 },
    ]);
  });

  it('reviews: ratings 5, 1 and 3 average 3', async () => {
    const res = (await read(app, admin, 'reviews', body)).json();
    expect(res.total).toBe(3);
    expect(res.average_rating).toBe(3);
    expect(res.ratings).toEqual([
      { rating: 5, count: 1 },
      { rating: 4, count: 0 },
      { rating: 3, count: 1 },
      { rating: 2, count: 0 },
      { rating: 1, count: 1 },
    ]);
  });

  it('first-reply time: 3 tickets, replies after 30 and 90 minutes, one unanswered', async () => {
    const q = `range[from]=${range.from}&range[to]=${range.to}&time_zone=UTC`;
    const res = (
      await app.inject({ method: 'GET', url: `/api/v1/dashboard/sla?${q}`, headers: admin.headers })
    ).json();
    expect(res).toMatchObject({
      tickets: 3,
      answered: 2,
      unanswered: 1,
      median_minutes: 60,
      average_minutes: 60,
      p90_minutes: 90,
    });
  });

  it("demographics: en 7, then de, es, fr, qme one each; 'und' and '' counted as excluded", async () => {
    const langs = (await read(app, admin, 'demographics/languages', body)).json();
    expect(langs.total).toBe(12);
    expect(langs.excluded).toBe(1);
    expect(langs.rows.map((r: { code: string; status_count: number }) => [r.code, r.status_count])).toEqual([
      ['en', 7],
      ['de', 1],
      ['es', 1],
      ['fr', 1],
      ['qme', 1],
    ]);
    const countries = (await read(app, admin, 'demographics/countries', body)).json();
    expect(countries.excluded).toBe(2);
    expect(countries.rows[0]).toMatchObject({ code: 'US', status_count: 5 });
  });

  it('engagement 45 (likes 34, replies 7, shares 4) and reach 2199', async () => {
    expect((await read(app, admin, 'engagement', body)).json()).toMatchObject({
      total: 45,
      likes: 34,
      replies: 7,
      shares: 4,
    });
    expect((await read(app, admin, 'reach', body)).json().total).toBe(2199);
    expect((await read(app, admin, 'shares_count', body)).json().total).toBe(4);
  });

  it('reputation 50: 4 positive against 4 negative', async () => {
    expect((await read(app, admin, 'reputation', body)).json().score).toBe(50);
  });

  it('reach score 13.84: (20·log10 1001 + 20·log10 201 + 20·log10 1000) / 12', async () => {
    expect((await read(app, admin, 'reach_score', body)).json().score).toBe(13.84);
  });

  it('impact score 43.36: (log10 1076 − log10 251 + log10 1100) / (log10 1076 + log10 251 + log10 1100)', async () => {
    const res = (await read(app, admin, 'impact_score', body)).json();
    expect(res).toMatchObject({ score: 43.36, positive_impact: 6.07, negative_impact: 2.4 });
  });

  it('most impactful posts by engagement: 3 (20), 1 (15), 2 (10)', async () => {
    const res = (
      await read(app, admin, 'most-impactful-posts', {
        ...body,
        selected_sentiments: [-1, 0, 1],
        selected_social_types: ['twitter', 'instagram'],
      })
    ).json();
    // X has 4 posts (1, 2, 10, 12) and Instagram 1 (3).
    expect(res.total).toBe(5);
    expect(res.posts.map((p: { id: number }) => p.id).slice(0, 3)).toEqual([3, 1, 2]);
  });

  it('entities: 11 authors, user1 first with 2 posts', async () => {
    const res = (await read(app, admin, 'entities', { ...body, limit: 1 })).json();
    expect(res.total_entities).toBe(11);
    expect(res.entities[0]).toMatchObject({ username: 'user1', status_count: 2, total_engagements: 15 });
  });

  it('topics: checkout, delivery, login and shipping once each', async () => {
    const res = (await read(app, admin, 'topics', body)).json();
    const found = res.topics
      .filter((t: { total: number }) => t.total > 0)
      .map((t: { name: string; total: number }) => [t.name, t.total]);
    expect(found).toEqual([
      ['checkout', 1],
      ['delivery', 1],
      ['login', 1],
      ['shipping', 1],
    ]);
  });

  it('keyword cloud: "acme" leads with 5 posts', async () => {
    const res = (await read(app, admin, 'keyword_cloud', body)).json();
    expect(res.keywords[0]).toMatchObject({ keyword: 'acme', count: 5 });
    expect(res.keywords).toHaveLength(7);
  });

  it('CSV quotes a text holding a comma, quotes and a line break, and keeps UTF-8', async () => {
    const res = await read(app, admin, 'reports/general.csv', body);
    expect(res.body).toContain('"Login ""broken"", again\nawful"');
    const rows = parseCsv(res.body);
    expect(rows).toHaveLength(13);
    expect(rows.find((r) => r[3].endsWith('0000012'))?.[11]).toBe('Login "broken", again\nawful');
    expect(res.body).toContain('¡Me encanta Acme!');
  });
});
