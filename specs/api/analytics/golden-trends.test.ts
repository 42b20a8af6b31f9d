/**
 * Golden figures, part two (spec 02 §7): trending terms and labels, compared calls, trend
 * sentiment, themes and clusters, the other sorts of the most impactful posts, the CSVs' rows and
 * the drill-down feed, all worked out by hand from golden-scenario.ts (arithmetic in comments).
 *
 * Keywords of each post (title + text, stopwords out; keywordsOf), which the counts below use:
 *   range (12 posts)            1 checkout smooth thanks acme · 2 delivery acme getting worse ·
 *   3 encanta acme · 4 great shipping fast · 5 bad acme never answered · 6 bof correct ·
 *   7 acme charged twice · 8 invoice · 9 rechnung · 10 ok · 11 (emoji only) · 12 login broken awful
 *   next range (4 posts)        13 delivery slow · 14 acme delivery slow · 15 want refund ·
 *   16 login works fine thanks
 * Topics (TOPIC_PHRASES): 1 checkout, 2 delivery, 4 shipping, 12 login, 13 delivery,
 * 14 delivery, 15 refund ("my refund"), 16 login.
 * Sentiment (the lexicon's): positive 1 3 4 11 16; negative 2 5 7 12 13 14; neutral 6 8 9 10 15.
 */
import { buildScenario } from '@sl/fixtures';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW, type SignedIn, signIn, startApp } from '../support/app.ts';
import { at, NEXT, nextRange, range, statusIdOf, TINY } from './golden-scenario.ts';
import { parseCsv, read } from './support.ts';

let app: FastifyInstance;
let admin: SignedIn;
const body = { range, time_zone: 'UTC', interval: 'days' };
const next = { range: nextRange, time_zone: 'UTC', interval: 'days' };
/** Both ranges, 10–15 November: all 16 posts. */
const both = { range: { from: range.from, to: nextRange.to }, time_zone: 'UTC', interval: 'days' };

const get = (path: string, query: string) =>
  app.inject({ method: 'GET', url: `/api/v1/dashboard/${path}?${query}`, headers: admin.headers });
const rangeQuery = (name: string, r: { from: string; to: string }) =>
  `${name}[from]=${r.from}&${name}[to]=${r.to}`;
const ids = (posts: { id: number }[]) => posts.map((p) => p.id);

beforeAll(async () => {
  app = await startApp();
  await app.store.load({ ...buildScenario('empty', { now: FIXED_NOW }), statuses: [...TINY, ...NEXT] });
  admin = await signIn(app, 'admin@acme.test');
});
afterAll(() => app.close());

describe('spec 02 §7: trending keywords and labels are the JLH significant terms, worked out by hand', () => {
  /*
   * Next range against the range before it (its default background, 10–12 Nov): fg = count / 4,
   * bg = (count in the 12 + 1) / (12 + 1), score = (fg − bg) × fg / bg, only fg > bg.
   *   delivery 2 of 4, 1 of 12: fg 1/2, bg 2/13: (13/26 − 4/26) × 13/4  = 117/104 = 1.125
   *   slow     2 of 4, 0 of 12: fg 1/2, bg 1/13: (13/26 − 2/26) × 13/2  = 143/52  = 2.75
   *   acme     1 of 4, 5 of 12: fg 1/4 < bg 6/13: falling, left out
   *   fine, refund, want, works 1 of 4, 0 of 12: (13/52 − 4/52) × 13/4 = 117/208 = 0.5625
   *   login, thanks 1 of 4, 1 of 12: fg 1/4, bg 2/13: (13/52 − 8/52) × 13/8 = 65/416 = 0.15625
   * Ranked by score, then count, then term.
   */
  it('without a compared range, the next range is read against the 3 days before: slow 2.75, delivery 1.125, …; acme falls out', async () => {
    const res = (await read(app, admin, 'trending_keywords', next)).json();
    expect(res).toMatchObject({ total_current: 4, total_compared: 12, compared_range: range });
    expect(res.terms).toEqual([
      { term: 'slow', count: 2, compared_count: 0, score: 2.75 },
      { term: 'delivery', count: 2, compared_count: 1, score: 1.125 },
      { term: 'fine', count: 1, compared_count: 0, score: 0.5625 },
      { term: 'refund', count: 1, compared_count: 0, score: 0.5625 },
      { term: 'want', count: 1, compared_count: 0, score: 0.5625 },
      { term: 'works', count: 1, compared_count: 0, score: 0.5625 },
      { term: 'login', count: 1, compared_count: 1, score: 0.15625 },
      { term: 'thanks', count: 1, compared_count: 1, score: 0.15625 },
    ]);
  });

  /*
   * Against 12 Nov alone (posts 9–12: rechnung, ok, login broken awful; 4 posts): bg = (c + 1) / 5.
   *   delivery, slow 2 of 4, 0 of 4: fg 1/2, bg 1/5: (0.5 − 0.2) × 2.5 = 0.75
   *   acme, fine, refund, thanks, want, works 1 of 4, 0 of 4: (0.25 − 0.2) × 1.25 = 0.0625
   *   login 1 of 4, 1 of 4: fg 1/4 < bg 2/5: left out
   */
  it('a compared range replaces the background: against 12 November acme rises (0.0625) and login falls out', async () => {
    const compared = { from: at(12, 0), to: at(13, 0) };
    const res = (await read(app, admin, 'trending_keywords', { ...next, compared_range: compared })).json();
    expect(res).toMatchObject({ total_current: 4, total_compared: 4, compared_range: compared });
    expect(res.terms.map((t: { term: string; score: number }) => [t.term, t.score])).toEqual([
      ['delivery', 0.75],
      ['slow', 0.75],
      ['acme', 0.0625],
      ['fine', 0.0625],
      ['refund', 0.0625],
      ['thanks', 0.0625],
      ['want', 0.0625],
      ['works', 0.0625],
    ]);
  });

  it('tkwNumTerms takes the candidates by frequency, tkwNumSigTerms cuts the answer, tkwSigTerms false ranks by frequency', async () => {
    const terms = async (extra: object) =>
      (await read(app, admin, 'trending_keywords', { ...next, ...extra }))
        .json()
        .terms.map((t: { term: string; score: number }) => [t.term, t.score]);
    // The 3 most frequent: delivery 2, slow 2, acme 1 (ties by term); acme is falling.
    expect(await terms({ tkw_num_terms: 3 })).toEqual([
      ['slow', 2.75],
      ['delivery', 1.125],
    ]);
    expect(await terms({ tkw_num_sig_terms: 3 })).toEqual([
      ['slow', 2.75],
      ['delivery', 1.125],
      ['fine', 0.5625],
    ]);
    // By frequency, falling terms stay with score 0.
    expect(await terms({ tkw_sig_terms: false, tkw_num_sig_terms: 4 })).toEqual([
      ['delivery', 1.125],
      ['slow', 2.75],
      ['acme', 0],
      ['fine', 0.5625],
    ]);
  });

  /*
   * Labels are the topics. Next range: delivery 2 (13, 14), login 1 (16), refund 1 (15); the 12
   * before: delivery 1, login 1, refund 0 (and checkout, shipping 1, which are not candidates).
   *   delivery fg 1/2, bg 2/13 → 1.125; refund fg 1/4, bg 1/13 → 0.5625; login fg 1/4, bg 2/13 → 0.15625
   */
  it('trending labels: delivery 1.125, refund 0.5625, login 0.15625, and the same rows as CSV', async () => {
    const res = (await read(app, admin, 'trending_labels', next)).json();
    expect(res).toMatchObject({ total_current: 4, total_compared: 12 });
    // Each label names its topics row (a built-in topic's id is its name): the feed's `topic`.
    expect(res.terms).toEqual([
      { id: 'delivery', term: 'delivery', count: 2, compared_count: 1, score: 1.125 },
      { id: 'refund', term: 'refund', count: 1, compared_count: 0, score: 0.5625 },
      { id: 'login', term: 'login', count: 1, compared_count: 1, score: 0.15625 },
    ]);
    // Candidates by frequency, then name: delivery, login (refund is the third).
    const two = (await read(app, admin, 'trending_labels', { ...next, tkw_num_terms: 2 })).json();
    expect(two.terms.map((t: { term: string }) => t.term)).toEqual(['delivery', 'login']);
    const csv = await read(app, admin, 'trending_labels.csv', next);
    expect(parseCsv(csv.body)).toEqual([
      ['label', 'count', 'compared_count', 'score'],
      ['delivery', '2', '1', '1.125'],
      ['refund', '1', '0', '0.5625'],
      ['login', '1', '1', '0.15625'],
    ]);
  });
});

describe('spec 02 §7: compared and trend calls, worked out by hand', () => {
  it('compared sentiment: the range 4/4/4 against the next range 1 positive, 1 neutral, 2 negative, per day', async () => {
    const res = (await read(app, admin, 'compared_sentiment', { ...body, compared_range: nextRange })).json();
    expect(res.current).toMatchObject({ total: 12, positive: 4, neutral: 4, negative: 4 });
    expect(res.compared).toMatchObject({ total: 4, positive: 1, neutral: 1, negative: 2 });
    expect(res.compared.series).toEqual([
      { date: '2026-11-13', positive: 0, neutral: 0, negative: 2 },
      { date: '2026-11-14', positive: 0, neutral: 1, negative: 0 },
      { date: '2026-11-15', positive: 1, neutral: 0, negative: 0 },
    ]);
  });

  it('compared first-reply time: 3 tickets (30, 90 min, one open) against 1 ticket answered after 45 minutes', async () => {
    const res = (
      await get(
        'compared_sla',
        `${rangeQuery('range', range)}&${rangeQuery('compared_range', nextRange)}&time_zone=UTC`,
      )
    ).json();
    expect(res.current).toMatchObject({ tickets: 3, answered: 2, unanswered: 1, median_minutes: 60 });
    expect(res.compared).toMatchObject({
      tickets: 1,
      answered: 1,
      unanswered: 0,
      median_minutes: 45,
      average_minutes: 45,
      p90_minutes: 45,
    });
    expect(res.compared.series).toEqual([
      { date: '2026-11-13', tickets: 0, answered: 0, median_minutes: null },
      { date: '2026-11-14', tickets: 1, answered: 1, median_minutes: 45 },
      { date: '2026-11-15', tickets: 0, answered: 0, median_minutes: null },
    ]);
  });

  /*
   * Net score = round((positive − negative) / total × 100):
   *   whole range (4 − 4) / 12 = 0; 10 Nov (2 − 1) / 3 = 33.3 → 33; 11 Nov (1 − 2) / 5 = −20;
   *   12 Nov (1 − 1) / 4 = 0. Next range (1 − 2) / 4 = −25; 13 Nov −100, 14 Nov 0, 15 Nov 100.
   */
  it('trend sentiment: net 0 with days 33, −20, 0; the next range −25 with days −100, 0, 100', async () => {
    const res = (await read(app, admin, 'trend_sentiment', body)).json();
    expect(res.net_score).toBe(0);
    expect(res.series).toEqual([
      { date: '2026-11-10', total: 3, positive: 2, neutral: 0, negative: 1, net_score: 33 },
      { date: '2026-11-11', total: 5, positive: 1, neutral: 2, negative: 2, net_score: -20 },
      { date: '2026-11-12', total: 4, positive: 1, neutral: 2, negative: 1, net_score: 0 },
    ]);
    const after = (await read(app, admin, 'trend_sentiment', next)).json();
    expect(after.net_score).toBe(-25);
    expect(after.series.map((p: { net_score: number }) => p.net_score)).toEqual([-100, 0, 100]);
  });
});

describe('spec 02 §7: conversation themes and clusters, worked out by hand', () => {
  /*
   * 10–15 Nov: 16 posts, 14 analysed (10 is 'und', 11 'qme'). Themes by count, then name:
   *   delivery 3 (2, 13, 14; all negative), share 3/14 = 0.2143; keywords delivery 3, acme 2
   *     (2, 14), slow 2, getting 1, worse 1
   *   login 2 (12 negative, 16 positive), 2/14 = 0.1429; login 2, then awful broken fine thanks
   *     (works, sixth, is cut: 5 keywords)
   *   checkout 1 (1), refund 1 (15), shipping 1 (4), 1/14 = 0.0714
   */
  it('themes over both ranges: 14 of 16 posts analysed, delivery 3 (0.2143), login 2, then checkout, refund, shipping', async () => {
    const res = (await read(app, admin, 'conversation_themes', both)).json();
    expect(res).toMatchObject({ nlp_analyzed_count: 14, total: 16 });
    expect(res.themes).toEqual([
      {
        theme: 'delivery',
        count: 3,
        share: 0.2143,
        positive: 0,
        neutral: 0,
        negative: 3,
        keywords: ['delivery', 'acme', 'slow', 'getting', 'worse'],
      },
      {
        theme: 'login',
        count: 2,
        share: 0.1429,
        positive: 1,
        neutral: 0,
        negative: 1,
        keywords: ['login', 'awful', 'broken', 'fine', 'thanks'],
      },
      {
        theme: 'checkout',
        count: 1,
        share: 0.0714,
        positive: 1,
        neutral: 0,
        negative: 0,
        keywords: ['acme', 'checkout', 'smooth', 'thanks'],
      },
      {
        theme: 'refund',
        count: 1,
        share: 0.0714,
        positive: 0,
        neutral: 1,
        negative: 0,
        keywords: ['refund', 'want'],
      },
      {
        theme: 'shipping',
        count: 1,
        share: 0.0714,
        positive: 1,
        neutral: 0,
        negative: 0,
        keywords: ['fast', 'great', 'shipping'],
      },
    ]);
  });

  it('themes CSV of the range: four themes of one post each, share 1 of 10 analysed', async () => {
    const res = await read(app, admin, 'conversation_themes.csv', body);
    expect(parseCsv(res.body)).toEqual([
      ['theme', 'count', 'share', 'positive', 'neutral', 'negative', 'keywords'],
      ['checkout', '1', '0.1', '1', '0', '0', 'acme checkout smooth thanks'],
      ['delivery', '1', '0.1', '0', '0', '1', 'acme delivery getting worse'],
      ['login', '1', '0.1', '0', '0', '1', 'awful broken login'],
      ['shipping', '1', '0.1', '1', '0', '0', 'fast great shipping'],
    ]);
  });

  /*
   * Cluster ids are TOPICS positions from 1: delivery 1, checkout 2, login 7, refund 8, shipping 9.
   * Actionable = more negative than positive: delivery (3 > 0) only; login is 1 against 1.
   */
  it('clusters over both ranges: delivery (id 1) is the one actionable cluster; login, 1 negative against 1 positive, is not', async () => {
    const res = (await read(app, admin, 'conversation_clusters/searches', both)).json();
    expect(res.total).toBe(16);
    expect(
      res.clusters.map((c: { id: number; name: string; count: number; actionable: boolean }) => [
        c.id,
        c.name,
        c.count,
        c.actionable,
      ]),
    ).toEqual([
      [1, 'delivery', 3, true],
      [7, 'login', 2, false],
      [2, 'checkout', 1, false],
      [8, 'refund', 1, false],
      [9, 'shipping', 1, false],
    ]);
    const actionable = (
      await read(app, admin, 'conversation_clusters/searches', { ...both, cluster_actionable: true })
    ).json();
    expect(actionable.clusters.map((c: { id: number }) => c.id)).toEqual([1]);
  });

  it('one cluster: delivery holds posts 14, 13, 2 newest first; its CSV lists them in time order', async () => {
    const q = `${rangeQuery('range', both.range)}&time_zone=UTC`;
    const res = (await get('conversation_clusters/searches/1', q)).json();
    expect(res).toMatchObject({ id: 1, name: 'delivery', count: 3, negative: 3, actionable: true });
    expect(ids(res.posts)).toEqual([14, 13, 2]);
    expect((await get('conversation_clusters/searches/1', `${q}&cluster_actionable=false`)).statusCode).toBe(
      404,
    );
    // battery (id 3) has no post.
    expect((await get('conversation_clusters/searches/3', q)).statusCode).toBe(404);
    const csv = parseCsv((await get('conversation_clusters/searches/1.csv', q)).body);
    expect(csv).toEqual([
      [
        'cluster',
        'created_at',
        'social_type',
        'status_id',
        'username',
        'language',
        'sentiment',
        'title',
        'text',
        'url',
      ],
      [
        'delivery',
        at(10, 12),
        'twitter',
        statusIdOf(2, at(10, 12)),
        'user2',
        'en',
        'negative',
        '',
        'The delivery from Acme is getting worse.',
        'https://example.test/status/2',
      ],
      [
        'delivery',
        at(13, 9),
        'twitter',
        statusIdOf(13, at(13, 9)),
        'user13',
        'en',
        'negative',
        '',
        'The delivery is slow.',
        'https://example.test/status/13',
      ],
      [
        'delivery',
        at(13, 12),
        'twitter',
        statusIdOf(14, at(13, 12)),
        'user14',
        'en',
        'negative',
        '',
        'Acme: the delivery is slow again.',
        'https://example.test/status/14',
      ],
    ]);
  });
});

describe('spec 02 §7: the other sorts of the most impactful posts, worked out by hand', () => {
  const sorted = async (sort: string, b: object = body) =>
    ids(
      (
        await read(app, admin, 'most-impactful-posts', {
          ...b,
          sort,
          selected_sentiments: [-1, 0, 1],
          selected_social_types: [
            'twitter',
            'instagram',
            'facebook',
            'trustpilot',
            'ios',
            'zendesk',
            'intercom',
          ],
        })
      ).json().posts,
    );

  // Ties (0 shares, 0 replies, 0 followers…) go newest first: 12, 11, 10, 9, …
  it('by most shares: 1 (3), 2 (1), then the newest: 12, 11, 10, 9', async () => {
    expect(await sorted('BY_MOST_SHARES')).toEqual([1, 2, 12, 11, 10, 9]);
  });

  it('by most comments: 2 (5 replies), 1 (2), then 12, 11, 10, 9', async () => {
    expect(await sorted('BY_MOST_COMMENTS')).toEqual([2, 1, 12, 11, 10, 9]);
  });

  it('by most followers: 2 (5000), 8 (300), 12 and 1 (120 each, newest first), then 11, 10', async () => {
    expect(await sorted('BY_MOST_FOLLOWERS')).toEqual([2, 8, 12, 1, 11, 10]);
  });

  /*
   * Reach score = min(100, 20 × log10(1 + reach)): 13 (250 000) and 14 (100 000) are both capped
   * at 100, a tie, so the newer 14 comes first; then 1 (20 × log10 1001 = 60.01), 3 (20 × log10
   * 1000 = 60), 2 (20 × log10 201 = 46.06), then 0 for the rest, newest first: 16.
   */
  it('by reach score over both ranges: 14 and 13 (both capped at 100, newest first), 1 (60.01), 3 (60), 2 (46.06), 16', async () => {
    expect(await sorted('counts.reach_score', both)).toEqual([14, 13, 1, 3, 2, 16]);
  });
});

describe('spec 02 §7: CSV rows and the drill-down feed, worked out by hand', () => {
  it('general report: a header, then one row per post in time order, every field of the post', async () => {
    const res = await read(app, admin, 'reports/general.csv', { ...body, search_name: 'Golden' });
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([
      'search_name',
      'created_at',
      'social_type',
      'status_id',
      'username',
      'author_name',
      'language',
      'country',
      'sentiment',
      'rating',
      'title',
      'text',
      'likes',
      'replies',
      'shares',
      'reach',
      'url',
    ]);
    expect(rows.slice(1).map((r) => r[3])).toEqual(TINY.map((s) => statusIdOf(s.id, s.created_at)));
    // Post 1: "smooth" +1, "thanks" +0.5 → positive. Post 4: "Great" +1.5, "fast" +1 → positive.
    expect(rows[1]).toEqual([
      'Golden',
      at(10, 9),
      'twitter',
      statusIdOf(1, at(10, 9)),
      'user1',
      'Name user1',
      'en',
      'US',
      'positive',
      '',
      '',
      'Checkout was smooth today, thanks Acme!',
      '10',
      '2',
      '3',
      '1000',
      'https://example.test/status/1',
    ]);
    expect(rows[4]).toEqual([
      'Golden',
      at(11, 8),
      'trustpilot',
      statusIdOf(4, at(11, 8)),
      'user4',
      'Name user4',
      'en',
      'US',
      'positive',
      '5',
      'Great',
      'Shipping was fast.',
      '0',
      '0',
      '0',
      '0',
      'https://example.test/status/4',
    ]);
  });

  it('entities CSV by followers: user2 (5000), user8 (300), user1 (120; 2 posts, 15 engagements, reach 1000)', async () => {
    const res = await read(app, admin, 'entities.csv', { ...body, sort: 'followers_count', limit: 3 });
    expect(parseCsv(res.body)).toEqual([
      [
        'author_id',
        'username',
        'author_name',
        'followers_count',
        'verified',
        'status_count',
        'total_engagements',
        'reach',
      ],
      ['a2', 'user2', 'Name user2', '5000', 'false', '1', '10', '200'],
      ['a8', 'user8', 'Name user8', '300', 'false', '1', '0', '0'],
      ['a1', 'user1', 'Name user1', '120', 'false', '2', '15', '1000'],
    ]);
  });

  /*
   * Languages: en 1 2 4 5 7 8 12 (positive 1 4, negative 2 5 7 12, neutral 8), de 9, es 3, fr 6,
   * qme 11; 'und' (10) left out. Countries: US 1 4 5 7 12, GB 2 8, DE 9, ES 3, FR 6; '' (10, 11) out.
   */
  it('demographics CSVs: every row with its sentiment split, the excluded codes left out', async () => {
    const langs = await read(app, admin, 'demographics/languages.csv', body);
    expect(parseCsv(langs.body)).toEqual([
      ['language', 'status_count', 'positive', 'neutral', 'negative'],
      ['en', '7', '2', '1', '4'],
      ['de', '1', '0', '1', '0'],
      ['es', '1', '1', '0', '0'],
      ['fr', '1', '0', '1', '0'],
      ['qme', '1', '1', '0', '0'],
    ]);
    const countries = await read(app, admin, 'demographics/countries.csv', body);
    expect(parseCsv(countries.body)).toEqual([
      ['country', 'status_count', 'positive', 'neutral', 'negative'],
      ['US', '5', '2', '0', '3'],
      ['GB', '2', '0', '1', '1'],
      ['DE', '1', '0', '1', '0'],
      ['ES', '1', '1', '0', '0'],
      ['FR', '1', '0', '1', '0'],
    ]);
  });

  it('topics CSV: checkout, delivery, login, shipping with one post each, then the six unmentioned topics by name', async () => {
    const res = await read(app, admin, 'topics.csv', body);
    expect(parseCsv(res.body)).toEqual([
      ['topic', 'kind', 'total', 'positive', 'neutral', 'negative'],
      ['checkout', 'builtin', '1', '1', '0', '0'],
      ['delivery', 'builtin', '1', '0', '0', '1'],
      ['login', 'builtin', '1', '0', '0', '1'],
      ['shipping', 'builtin', '1', '1', '0', '0'],
      ['app', 'builtin', '0', '0', '0', '0'],
      ['battery', 'builtin', '0', '0', '0', '0'],
      ['price', 'builtin', '0', '0', '0', '0'],
      ['refund', 'builtin', '0', '0', '0', '0'],
      ['support', 'builtin', '0', '0', '0', '0'],
      ['update', 'builtin', '0', '0', '0', '0'],
    ]);
  });

  it("drill-down: 11 November's negative point is posts 7 and 5; the range's negative posts naming Acme are 7, 5, 2, two per page", async () => {
    const hash = async (title: string, from: string, to: string, properties: object) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/dashboard/feeds/hash',
          headers: admin.headers,
          payload: {
            title,
            view_type: 'sentiment',
            min_created_at: from,
            max_created_at: to,
            properties: JSON.stringify(properties),
          },
        })
      ).json().id as string;
    const negative = { filters: { sentiments: [-1] } };
    const day = await hash('Negative on 11 Nov', at(11, 0), at(12, 0), negative);
    const dayPage = (await get('feeds/hash', `feed_hash=${day}`)).json();
    expect(dayPage).toMatchObject({ total: 2, page: 1, per_page: 6 });
    expect(ids(dayPage.posts)).toEqual([7, 5]);

    const acme = await hash('Negative about Acme', range.from, range.to, {
      ...negative,
      query: [{ type: 'must', terms: ['acme'] }],
    });
    const first = (await get('feeds/hash', `feed_hash=${acme}&per_page=2`)).json();
    expect(first.total).toBe(3);
    expect(ids(first.posts)).toEqual([7, 5]);
    const second = (await get('feeds/hash', `feedHash=${acme}&per_page=2&page=2`)).json();
    expect(ids(second.posts)).toEqual([2]);
    expect(second.posts[0]).toMatchObject({
      sentiment: -1,
      full_text: 'The delivery from Acme is getting worse.',
    });
  });
});
