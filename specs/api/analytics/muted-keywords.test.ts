/**
 * spec 02 §5, §7 (issue 13): the profile's muted keywords stop counting in the keyword cloud and
 * the trending keywords, and count again once deleted. Read twice around each write, so a stale
 * answer of the result cache (decision 012) would show here.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rangeBack, type SignedIn, signIn, startApp } from '../support/app.ts';
import { read } from './support.ts';

let app: FastifyInstance;
let admin: SignedIn;
let globex: SignedIn;
const body = { range: rangeBack(30), time_zone: 'UTC', interval: 'days', per_page: 100 };
const trendingBody = { ...body, tkw_num_terms: 100, tkw_num_sig_terms: 100, tkw_sig_terms: false };

interface Keyword {
  keyword: string;
  count: number;
}
interface Trending {
  term: string;
  count: number;
}

beforeAll(async () => {
  app = await startApp();
  admin = await signIn(app, 'admin@acme.test');
  globex = await signIn(app, 'admin@globex.test');
});
afterAll(() => app.close());

const cloud = async (who: SignedIn) => {
  const res = await read(app, who, 'keyword_cloud', body);
  expect(res.statusCode).toBe(200);
  return res.json() as { total_keywords: number; keywords: Keyword[] };
};
const trending = async (who: SignedIn) => {
  const res = await read(app, who, 'trending_keywords', trendingBody);
  expect(res.statusCode).toBe(200);
  return res.json() as { total_current: number; terms: Trending[] };
};
const write = (who: SignedIn, method: 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

describe('spec 02 §5, §7: muted keywords in the keyword cloud and trending keywords', () => {
  it('a muted word leaves both widgets (other words keep their figures) and comes back when deleted', async () => {
    const before = await cloud(admin);
    const beforeTrending = await trending(admin);
    // The word the cloud shows first: muted with other casing and spaces, as a user types it.
    const [top, second] = before.keywords;
    expect(top.count).toBeGreaterThan(0);
    expect(beforeTrending.terms.map((t) => t.term)).toContain(top.keyword);
    const globexBefore = await cloud(globex);

    const added = await write(admin, 'POST', '/v1/muted_keywords', {
      muted_keywords: [{ value: ` ${top.keyword.toUpperCase()} ` }],
    });
    expect(added.statusCode).toBe(201);
    const muted = await cloud(admin);
    expect(muted.total_keywords).toBe(before.total_keywords - 1);
    expect(muted.keywords.map((k) => k.keyword)).not.toContain(top.keyword);
    expect(muted.keywords[0]).toEqual(before.keywords[1]);
    expect(muted.keywords.find((k) => k.keyword === second.keyword)).toEqual(second);
    const mutedTrending = await trending(admin);
    expect(mutedTrending.terms.map((t) => t.term)).not.toContain(top.keyword);
    // The posts still count: muting hides a word, not the posts that use it.
    expect(mutedTrending.total_current).toBe(beforeTrending.total_current);
    // Another profile's cloud is untouched.
    expect(await cloud(globex)).toEqual(globexBefore);

    const id = added.json().data[0].id;
    expect((await write(admin, 'DELETE', `/v1/muted_keywords/${id}`)).statusCode).toBe(204);
    expect(await cloud(admin)).toEqual(before);
    expect(await trending(admin)).toEqual(beforeTrending);
  });
});
