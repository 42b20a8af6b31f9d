/**
 * spec 02 §7 Feeds, issue 11 "the count in the panel equals the point's value", for the text
 * widgets (decision 021): a keyword's, topic's or theme's drill-down feed holds exactly the posts
 * its widget counts, on the default scenario — the keyword cloud and trending keywords count
 * whole words (not "app" inside "happy", not "@acme"), the topics widget and conversation themes
 * count built-in topic phrases and custom topic keywords.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, rangeBack, type SignedIn, signIn, startApp } from '../support/app.ts';
import { read } from './support.ts';

let app: FastifyInstance;
let admin: SignedIn;
const url = '/api/v1/dashboard/feeds/hash';
const range = rangeBack(30);
const body = { range, time_zone: 'UTC', interval: 'days' };
// Words as a reader splits them (CJK text has no spaces), mentions and hashtags left out.
const wordSplitter = new Intl.Segmenter('und', { granularity: 'word' });
const before = { from: new Date(Date.parse(range.from) - 30 * DAY).toISOString(), to: range.from };

beforeAll(async () => {
  app = await startApp();
  admin = await signIn(app, 'admin@acme.test');
});
afterAll(() => app.close());

/** The total of the feed of a term over a range (and optional context properties). */
async function panelTotal(
  term: { keyword?: string; topic?: string; theme?: string },
  over = range,
  properties?: object,
) {
  const created = await app.inject({
    method: 'POST',
    url,
    headers: admin.headers,
    payload: {
      view_type: 'keywords-cloud',
      min_created_at: over.from,
      max_created_at: over.to,
      ...(properties ? { properties: JSON.stringify(properties) } : {}),
      ...term,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const res = await app.inject({
    method: 'GET',
    url: `${url}?feed_hash=${created.json().id}&per_page=100`,
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { total: number; posts: { full_text: string; title: string | null }[] };
}

describe('spec 02 §7 Feeds: a keyword’s panel holds the posts its widget counts (whole words)', () => {
  it('the top 10 keywords of the cloud: panel total == the word’s count', async () => {
    const cloud = (await read(app, admin, 'keyword_cloud', { ...body, per_page: 10 })).json();
    expect(cloud.keywords).toHaveLength(10);
    for (const k of cloud.keywords as { keyword: string; count: number }[]) {
      expect({ keyword: k.keyword, total: (await panelTotal({ keyword: k.keyword })).total }).toEqual({
        keyword: k.keyword,
        total: k.count,
      });
    }
  });

  it('the top 5 trending keywords: panel total == count in the range and == compared_count in the range before', async () => {
    const trending = (await read(app, admin, 'trending_keywords', { ...body, tkw_num_sig_terms: 5 })).json();
    expect(trending.terms).toHaveLength(5);
    for (const t of trending.terms as { term: string; count: number; compared_count: number }[]) {
      expect((await panelTotal({ keyword: t.term })).total, t.term).toBe(t.count);
      expect((await panelTotal({ keyword: t.term }, before)).total, `${t.term} before`).toBe(
        t.compared_count,
      );
    }
  });

  it('a word inside longer words and mentions counts only where it stands alone: “app” and “acme”', async () => {
    const cloud = (await read(app, admin, 'keyword_cloud', { ...body, per_page: 100 })).json();
    for (const word of ['app', 'acme']) {
      const entry = (cloud.keywords as { keyword: string; count: number }[]).find((k) => k.keyword === word);
      if (!entry) throw new Error(`“${word}” is not a keyword of the default scenario`);
      const feed = await panelTotal({ keyword: word });
      expect(feed.total).toBe(entry.count);
      // The context query's substring rule would hold more posts ("happy", "@acme"): the
      // keyword option is what makes the two agree.
      const substring = await panelTotal({}, range, { query: [{ type: 'must', terms: [word] }] });
      expect(substring.total).toBeGreaterThan(entry.count);
      for (const p of feed.posts) {
        const text = `${p.title ?? ''}\n${p.full_text}`.replace(/[@#][\p{L}\p{N}_]+/gu, ' ');
        const words = [...wordSplitter.segment(text)].map((w) => w.segment.toLowerCase());
        expect(words, p.full_text).toContain(word);
      }
    }
  });

  it('within a context and a sentiment the keyword still counts the same as the cloud', async () => {
    // 'Outage watch' (fixtures' saved search 6), negative posts only.
    const properties = {
      query: [
        { type: 'must', terms: ['down', 'outage', 'login', 'log in'] },
        { type: 'must-not', terms: ['refund'] },
      ],
      filters: { sentiments: [-1] },
    };
    const cloud = (
      await read(app, admin, 'keyword_cloud', {
        ...body,
        per_page: 5,
        properties: JSON.stringify(properties),
      })
    ).json();
    expect(cloud.keywords.length).toBeGreaterThan(0);
    for (const k of cloud.keywords as { keyword: string; count: number }[]) {
      expect((await panelTotal({ keyword: k.keyword }, range, properties)).total, k.keyword).toBe(k.count);
    }
  });
});

describe('spec 02 §7 Feeds: every topic and conversation theme drills down to its count', () => {
  it('every topic of the topics widget (built-in and custom): panel total == total', async () => {
    const sysadmin = await signIn(app, 'sysadmin@acme.test');
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/topics',
      headers: sysadmin.headers,
      payload: { name: 'Money back', type: 'keyword', keywords: ['refund', ' Reembolso '] },
    });
    expect(created.statusCode).toBe(201);
    await app.inject({
      method: 'PUT',
      url: `/api/v1/topics/${created.json().id}`,
      headers: sysadmin.headers,
      payload: { name: 'Money back', type: 'keyword', keywords: ['refund', ' Reembolso '] },
    });
    const topics = (await read(app, admin, 'topics', { ...body, limit: 100 })).json().topics as {
      id: string;
      kind: string;
      total: number;
    }[];
    expect(topics.filter((t) => t.kind === 'builtin').length).toBe(10);
    expect(topics.some((t) => t.kind === 'custom' && t.total > 0)).toBe(true);
    for (const t of topics) {
      expect({ topic: t.id, total: (await panelTotal({ topic: t.id })).total }).toEqual({
        topic: t.id,
        total: t.total,
      });
    }
  });

  it('every conversation theme: panel total == count, and per sentiment == the bar', async () => {
    const themes = (await read(app, admin, 'conversation_themes', body)).json().themes as {
      theme: string;
      count: number;
      negative: number;
    }[];
    expect(themes.length).toBeGreaterThan(5);
    for (const t of themes) {
      expect((await panelTotal({ theme: t.theme })).total, t.theme).toBe(t.count);
    }
    const top = themes[0];
    const negative = await panelTotal({ theme: top.theme }, range, { filters: { sentiments: [-1] } });
    expect(negative.total).toBe(top.negative);
  });

  it('the trending labels (top by significance and every label by frequency): panel total == count in the range and == compared_count in the range before', async () => {
    // A trending label is a topics row (built-in or custom), answered with that row's id: the
    // feed's `topic` (decision 021).
    type Label = { id: string; term: string; count: number; compared_count: number };
    const significant = (await read(app, admin, 'trending_labels', { ...body, tkw_num_sig_terms: 5 })).json()
      .terms as Label[];
    const byFrequency = (
      await read(app, admin, 'trending_labels', { ...body, tkw_num_sig_terms: 100, tkw_sig_terms: false })
    ).json().terms as Label[];
    expect(significant.length).toBeGreaterThan(0);
    expect(byFrequency.length).toBeGreaterThan(significant.length);
    const topics = (await read(app, admin, 'topics', { ...body, limit: 100 })).json().topics as {
      id: string;
      name: string;
      total: number;
    }[];
    for (const t of [...significant, ...byFrequency]) {
      // The id names the topics row of the same name and count.
      expect(topics.find((row) => row.id === t.id)).toMatchObject({ name: t.term, total: t.count });
      expect({ label: t.term, total: (await panelTotal({ topic: t.id })).total }).toEqual({
        label: t.term,
        total: t.count,
      });
      expect({ label: t.term, before: (await panelTotal({ topic: t.id }, before)).total }).toEqual({
        label: t.term,
        before: t.compared_count,
      });
    }
  });

  it('an unknown topic or theme is refused with 400 and the field named', async () => {
    for (const [field, value] of [
      ['topic', 'gardening'],
      ['theme', '999'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: admin.headers,
        payload: {
          view_type: 'topics',
          min_created_at: range.from,
          max_created_at: range.to,
          [field]: value,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ [field]: ['Wrong value!'] });
    }
  });
});
