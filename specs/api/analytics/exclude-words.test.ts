/**
 * Sentiment exclude words change the numbers (spec 02 §3, §7; spec 01 §2 account settings): a
 * post's sentiment is the lexicon score of its text after the profile's exclude terms. Five
 * posts, scored by hand with the English lexicon (api-mock/src/analytics/sentiment-scorer):
 *   1 twitter    "Super Saver renewed for another year."  super +1                   → positive
 *   2 instagram  "The Super Saver plan is great."          super +1, great +1.5       → positive
 *   3 twitter    "Super Saver: pedido recibido." (es)      no Spanish entry           → neutral
 *   4 trustpilot "Super Saver is not worth it."            super +1, not worth it −1  → neutral
 *   5 twitter    "Love it."                                love +2                    → positive
 * Removing "Super Saver" in English: 1 → neutral (0), 2 stays positive (+1.5), 4 → negative (−1).
 */
import { buildScenario, buildStatus, createRandom } from '@sl/fixtures';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW, type SignedIn, signIn, startApp } from '../support/app.ts';
import { read } from './support.ts';

let app: FastifyInstance;
let admin: SignedIn;
let agent: SignedIn;
const rng = createRandom(3);
const post = (id: number, social_type: string, language: string, full_text: string) =>
  buildStatus(rng, {
    id,
    business_profile_id: 1,
    social_type: social_type as never,
    language,
    full_text,
    title: null,
    created_at: `2026-11-10T0${id}:00:00.000Z`,
  });
const POSTS = [
  post(1, 'twitter', 'en', 'Super Saver renewed for another year.'),
  post(2, 'instagram', 'en', 'The Super Saver plan is great.'),
  post(3, 'twitter', 'es', 'Super Saver: pedido recibido.'),
  post(4, 'trustpilot', 'en', 'Super Saver is not worth it.'),
  post(5, 'twitter', 'en', 'Love it.'),
];
const body = {
  range: { from: '2026-11-10T00:00:00.000Z', to: '2026-11-11T00:00:00.000Z' },
  time_zone: 'UTC',
};
const totals = async () => {
  const res = (await read(app, admin, 'sentiment', body)).json();
  return { positive: res.positive, neutral: res.neutral, negative: res.negative };
};
const url = '/api/v1/sentiments/exclude_words';

beforeAll(async () => {
  app = await startApp();
  await app.store.load({
    ...buildScenario('empty', { now: FIXED_NOW }),
    statuses: POSTS,
    sentiment_exclude_words: [],
  });
  admin = await signIn(app, 'admin@acme.test');
  agent = await signIn(app, 'agent@acme.test');
});
afterAll(() => app.close());

describe('spec 02 §3: sentiment exclude words change the sentiment figures', () => {
  it('adding "Super Saver" (English) moves post 1 to neutral and post 4 to negative; deleting it restores them', async () => {
    expect(await totals()).toEqual({ positive: 3, neutral: 2, negative: 0 });

    const created = await app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { text_to_exclude: 'Super Saver', replace_with: null, languages: ['en'], social_types: [] },
    });
    expect(created.statusCode).toBe(201);
    expect(await totals()).toEqual({ positive: 2, neutral: 2, negative: 1 });

    const removed = await app.inject({
      method: 'DELETE',
      url: `${url}/${created.json().id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await totals()).toEqual({ positive: 3, neutral: 2, negative: 0 });
  });

  it('a term limited to X changes only the X posts (post 1), and editing it to every network reaches post 4', async () => {
    const created = (
      await app.inject({
        method: 'POST',
        url,
        headers: admin.headers,
        payload: { text_to_exclude: 'super saver', languages: ['en'], social_types: ['twitter'] },
      })
    ).json();
    expect(await totals()).toEqual({ positive: 2, neutral: 3, negative: 0 });

    const put = await app.inject({
      method: 'PUT',
      url: `${url}/${created.id}`,
      headers: admin.headers,
      payload: { text_to_exclude: 'super saver', languages: ['en'], social_types: [] },
    });
    expect(put.statusCode).toBe(200);
    expect(await totals()).toEqual({ positive: 2, neutral: 2, negative: 1 });
    await app.inject({ method: 'DELETE', url: `${url}/${created.id}`, headers: admin.headers });
  });

  it('a replacement is scored in place of the term ("Super Saver" → "terrible plan")', async () => {
    const created = (
      await app.inject({
        method: 'POST',
        url,
        headers: admin.headers,
        payload: { text_to_exclude: 'Super Saver', replace_with: 'terrible plan', languages: ['en'] },
      })
    ).json();
    // 1: terrible −2 → negative; 2: terrible −2, great +1.5 → neutral; 4: terrible −2, not worth it −1 → negative.
    expect(await totals()).toEqual({ positive: 1, neutral: 2, negative: 2 });
    await app.inject({ method: 'DELETE', url: `${url}/${created.id}`, headers: admin.headers });
    expect(await totals()).toEqual({ positive: 3, neutral: 2, negative: 0 });
  });
});

describe('spec 02 §7: the exclude-word list, its mock path and who may change it', () => {
  it('lists text_to_exclude, replace_with, languages, social_types and id on both paths', async () => {
    const created = (
      await app.inject({
        method: 'POST',
        url,
        headers: admin.headers,
        payload: {
          text_to_exclude: 'Acme Perks',
          replace_with: 'loyalty plan',
          languages: [],
          social_types: ['ios'],
        },
      })
    ).json();
    for (const path of [`${url}?business_profile_id=1`, '/api/v1/sentiment?business_profile_id=1']) {
      const res = await app.inject({ method: 'GET', url: path, headers: agent.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toContainEqual({
        id: created.id,
        text_to_exclude: 'Acme Perks',
        replace_with: 'loyalty plan',
        languages: [],
        social_types: ['ios'],
        business_profile_id: 1,
      });
    }
    await app.inject({ method: 'DELETE', url: `${url}/${created.id}`, headers: admin.headers });
  });

  it('an agent may read but not add a term (403); a term is required (400); a duplicate is refused (422)', async () => {
    const denied = await app.inject({
      method: 'POST',
      url,
      headers: agent.headers,
      payload: { text_to_exclude: 'x' },
    });
    expect(denied.statusCode).toBe(403);
    const empty = await app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { text_to_exclude: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.text_to_exclude).toEqual(['Should not be empty!']);
    const first = await app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { text_to_exclude: 'Promo' },
    });
    const again = await app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { text_to_exclude: 'promo' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().error_message).toBe('This term is already excluded.');
    await app.inject({ method: 'DELETE', url: `${url}/${first.json().id}`, headers: admin.headers });
  });

  it("another profile's list is refused to an admin (403) and its terms are not found (404)", async () => {
    const globex = await signIn(app, 'admin@globex.test');
    const other = await app.inject({
      method: 'GET',
      url: `${url}?business_profile_id=11`,
      headers: admin.headers,
    });
    expect(other.statusCode).toBe(403);
    const mine = (
      await app.inject({
        method: 'POST',
        url,
        headers: admin.headers,
        payload: { text_to_exclude: 'Acme Only' },
      })
    ).json();
    const del = await app.inject({ method: 'DELETE', url: `${url}/${mine.id}`, headers: globex.headers });
    expect(del.statusCode).toBe(403);
    const missing = await app.inject({ method: 'DELETE', url: `${url}/9999`, headers: admin.headers });
    expect(missing.statusCode).toBe(404);
  });
});
