/**
 * Issue 10 defect 1, spec 02 §3: a post has one sentiment. The dashboard counts the lexicon score
 * after the profile's exclude terms; the inbox (feed items), the statuses list and the alerts
 * must count the same figure, before and after an exclude term is added and removed.
 * Reproduction from the issue: adding the exclude term "worst" as admin@acme.test moves the
 * dashboard's negative count while the inbox's count of negative items did not move.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type As, as } from '../content/client.ts';
import { DAY, FIXED_NOW, signIn, startApp } from '../support/app.ts';
import { read } from './support.ts';

const SENTIMENTS = { positive: 1, neutral: 0, negative: -1 } as const;
type Counts = Record<keyof typeof SENTIMENTS, number>;

let app: FastifyInstance;
let admin: As;

// Feed items have no date range: the dashboard reads a range holding every seeded post.
const allTime = {
  from: new Date(FIXED_NOW.getTime() - 300 * DAY).toISOString(),
  to: new Date(FIXED_NOW.getTime() + DAY).toISOString(),
};
const last30 = { from: new Date(FIXED_NOW.getTime() - 30 * DAY).toISOString(), to: FIXED_NOW.toISOString() };
const twitter = { filters: { social_types: ['twitter'] } };

async function dashboard(range: { from: string; to: string }, properties?: object): Promise<Counts> {
  const res = await read(app, admin.signedIn, 'sentiment', {
    range,
    time_zone: 'UTC',
    interval: 'days',
    ...(properties ? { properties: JSON.stringify(properties) } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  const { positive, neutral, negative } = res.json();
  return { positive, neutral, negative };
}

/** The inbox's figures: the sentiments call, and one count call per sentiment filter. */
async function inbox(socialType?: string): Promise<Counts> {
  const network = socialType ? `&social_type=${socialType}` : '';
  const tally = (await admin('GET', `/v1/feed-items/sentiments?page=1${network}`)).json();
  const counts = {} as Counts;
  for (const [name, value] of Object.entries(SENTIMENTS) as [keyof Counts, number][]) {
    const res = await admin('GET', `/v1/feed-items/count?sentiment=${value}${network}`);
    counts[name] = res.json().count;
    expect(tally[name], `feed-items/sentiments ${name}`).toBe(counts[name]);
    // The items themselves carry the same sentiment they were counted by.
    const page = (await admin('GET', `/v1/feed-items?sentiment=${value}&per_page=50${network}`)).json();
    for (const item of page.data) expect(item.sentiment).toBe(value);
  }
  return counts;
}

/** The statuses list over a range: its total per sentiment filter, and the sentiment of its rows. */
async function statuses(range: { from: string; to: string }, socialTypes?: string[]): Promise<Counts> {
  const counts = {} as Counts;
  for (const [name, value] of Object.entries(SENTIMENTS) as [keyof Counts, number][]) {
    const filters = encodeURIComponent(JSON.stringify({ sentiments: [value], social_types: socialTypes }));
    const q = `from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}&limit=100`;
    const res = await admin('GET', `/v1/statuses?${q}&filters=${filters}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    counts[name] = body.meta.total;
    for (const s of body.data) expect(s.sentiment).toBe(value);
    for (const s of body.data.slice(0, 5))
      expect((await admin('GET', `/v1/statuses/${s.id}`)).json().sentiment).toBe(value);
  }
  return counts;
}

async function expectOneFigure(): Promise<Counts> {
  const all = await dashboard(allTime);
  expect(await inbox()).toEqual(all);
  expect(await statuses(allTime)).toEqual(all);
  expect(await inbox('twitter')).toEqual(await dashboard(allTime, twitter));
  expect(await statuses(last30, ['twitter'])).toEqual(await dashboard(last30, twitter));
  expect(await statuses(last30)).toEqual(await dashboard(last30));
  return all;
}

beforeAll(async () => {
  app = await startApp();
  admin = as(app, await signIn(app, 'admin@acme.test'));
});
afterAll(() => app.close());

describe('issue 10 defect 1, spec 02 §3: feed items, statuses and the dashboard count one sentiment', () => {
  it('before, after adding and after removing the exclude term "worst" the counts by sentiment agree', async () => {
    const before = await expectOneFigure();
    const negative30 = (await dashboard(last30)).negative;

    const created = await admin('POST', '/v1/sentiments/exclude_words', {
      text_to_exclude: 'worst',
      replace_with: null,
      languages: [],
      social_types: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    const during = await expectOneFigure();
    // The term does move the figure (the 941 → 935 over the last 30 days).
    expect(during.negative).toBeLessThan(before.negative);
    expect((await dashboard(last30)).negative).toBeLessThan(negative30);

    expect((await admin('DELETE', `/v1/sentiments/exclude_words/${created.json().id}`)).statusCode).toBe(204);
    expect(await expectOneFigure()).toEqual(before);
  });
});

describe('issue 10 defect 1, spec 02 §3: an alert counts the sentiment the dashboard counts', () => {
  const HOUR = 3_600_000;
  let live: FastifyInstance;
  let owner: As;
  let searchId: number;
  const clock = FIXED_NOW.getTime();
  const hour = { from: new Date(clock - HOUR).toISOString(), to: new Date(clock + 1).toISOString() };

  beforeAll(async () => {
    live = await startApp({ now: () => clock });
    owner = as(live, await signIn(live, 'admin@acme.test'));
    const search = await owner('POST', '/search/items', {
      name: 'Quillfeather',
      category: 'my',
      query: [{ type: 'must', terms: ['quillfeather'] }],
    });
    expect(search.statusCode, search.body).toBe(201);
    searchId = search.json().id;
  });
  afterAll(() => live.close());

  it('posts whose fixture label says negative but whose text scores otherwise do not count, and the count equals the dashboard figure', async () => {
    const alert = await owner('POST', '/alerts', {
      name: 'Quillfeather wave',
      trigger: 'negative_posts',
      send_via: ['notification'],
      recipient_emails: [],
      threshold_count_mode: 'above',
      threshold_count_value: 2,
      alert_time_span: 1,
      search_id: searchId,
    });
    expect(alert.statusCode, alert.body).toBe(201);
    const add = async (texts: { text: string; label: number }[]) => {
      const res = await live.inject({
        method: 'POST',
        url: '/api/__mock/statuses',
        payload: {
          statuses: texts.map(({ text, label }, k) => ({
            full_text: text,
            title: null,
            language: 'en',
            sentiment: label,
            social_type: 'reddit',
            created_at: new Date(clock - (10 + k) * 60_000).toISOString(),
          })),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().alerts_raised as { alert_id: number; count: number }[];
    };
    // Labelled negative by the fixtures, but the lexicon scores them positive: they do not count.
    expect(
      await add([
        { text: 'Quillfeather is great, I love it', label: -1 },
        { text: 'Quillfeather is wonderful', label: -1 },
      ]),
    ).toEqual([]);
    // Labelled positive, scored negative: they count, and cross the threshold of 2.
    const raised = await add([
      { text: 'Quillfeather is the worst, terrible and awful', label: 1 },
      { text: 'Quillfeather broke, horrible', label: 1 },
    ]);
    const figure = (
      await read(live, owner.signedIn, 'sentiment', {
        range: hour,
        time_zone: 'UTC',
        interval: 'days',
        properties: JSON.stringify({ query: [{ type: 'must', terms: ['quillfeather'] }] }),
      })
    ).json().negative;
    expect(figure).toBe(2);
    expect(raised).toEqual([{ alert_id: alert.json().id, count: figure, mail_error: null }]);
  });
});
