/**
 * issue 17 (per-request overhead: "sessions and feed-hash records are never freed") and issue 16
 * #7 (sessions expire and are pruned): without a data file too, sessions idle for 14 days and
 * drill-down feed definitions older than 30 days are freed, checked at most once a minute, and
 * at most `feedHashLimit` definitions are kept, the oldest dropped first.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, FIXED_NOW, type SignedIn, signIn, startApp } from '../support/app.ts';

// api-mock/src/lib/prune-expired.ts: feed definitions live 30 days, idle sessions 14.
const FEED_HASH_TTL_MS = 30 * DAY;
let clock = FIXED_NOW.getTime();
let app: FastifyInstance;
let admin: SignedIn;
beforeAll(async () => {
  app = await startApp({ now: () => clock, feedHashLimit: 3 });
  admin = await signIn(app, 'admin@acme.test');
});
afterAll(() => app.close());

const feed = (title: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/dashboard/feeds/hash',
    headers: admin.headers,
    payload: {
      title,
      view_type: 'sentiment',
      min_created_at: new Date(clock - 7 * DAY).toISOString(),
      max_created_at: new Date(clock).toISOString(),
      properties: '{}',
    },
  });
const opens = async (id: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/v1/dashboard/feeds/hash?feed_hash=${id}`,
      headers: admin.headers,
    })
  ).statusCode;

describe('issue 17: feed definitions and sessions are freed', () => {
  it('keeps at most feedHashLimit feed definitions, the oldest dropped first', async () => {
    const ids: string[] = [];
    for (const title of ['a', 'b', 'c', 'd']) {
      clock += 1000;
      ids.push((await feed(title)).json().id);
    }
    expect(await opens(ids[0])).toBe(404);
    for (const id of ids.slice(1)) expect(await opens(id)).toBe(200);
    expect(app.store.feedHashes.count()).toBe(3);
  });

  it('frees a feed definition past 30 days and a session idle for 14 days, a minute apart at most', async () => {
    const kept = (await feed('recent')).json().id;
    const idle = await signIn(app, 'agent@acme.test');
    clock += FEED_HASH_TTL_MS - 10 * DAY;
    const active = await signIn(app, 'admin@acme.test');
    admin = active;
    const fresh = (await feed('fresh')).json().id;
    clock += 10 * DAY + 60_000;
    // Any response runs the prune when it is due; the admin signs in again (1 h access tokens).
    admin = await signIn(app, 'admin@acme.test');
    expect(await opens(fresh)).toBe(200);
    expect(await opens(kept)).toBe(404);
    // Idle since 30 days: gone. Idle since 10 days: kept.
    expect(app.store.sessions.findByAccessToken(idle.accessToken)).toBeUndefined();
    expect(app.store.sessions.findByAccessToken(active.accessToken)).toBeDefined();
  });
});
