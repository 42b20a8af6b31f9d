/**
 * Every dashboard call of spec 01 §7 and spec 02 §7 over a 30-day range, as `npm run bench`
 * times them (scripts/bench.ts) and scripts/bench-dashboard-profile.ts profiles them: one module,
 * so both measure the same dashboard.
 */
import { buildStatus, createRandom } from '@sl/fixtures';
import type { FastifyInstance } from 'fastify';

const DAY = 86_400_000;

export interface DashboardCalls {
  calls: Record<string, () => Promise<unknown>>;
  /** Runs one call; throws unless it answers 200. */
  call: (name: string) => Promise<void>;
  /**
   * A write the analytics see: one new post in the range (the control API's way, without its
   * alerts), which moves the index's version, so every cached answer and selection is stale.
   */
  newPost: () => Promise<void>;
  token: string;
  csrfToken: string;
}

/** Signs in as the admin and builds the calls of one dashboard ending at `now`. */
export async function dashboardCalls(app: FastifyInstance, now: Date): Promise<DashboardCalls> {
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/v1/session',
    payload: { email: 'admin@acme.test', password: 'Password1!' },
  });
  const { access_token: token, csrf_token: csrfToken } = signIn.json();
  const range = { from: new Date(now.getTime() - 30 * DAY).toISOString(), to: now.toISOString() };
  const headers = { authorization: `Bearer ${token}`, 'x-http-method-override': 'GET' };
  const body = { range, time_zone: 'Europe/London', interval: 'days' };
  const post =
    (path: string, extra: object = {}) =>
    () =>
      app.inject({
        method: 'POST',
        url: `/api/v1/dashboard/${path}`,
        headers,
        payload: { ...body, ...extra },
      });
  const get = (path: string) => () =>
    app.inject({
      method: 'GET',
      url: `/api/v1/dashboard/${path}?range[from]=${range.from}&range[to]=${range.to}&time_zone=Europe/London`,
      headers,
    });
  const compared_range = { from: new Date(now.getTime() - 60 * DAY).toISOString(), to: range.from };
  // Every dashboard call of spec 01 §7 and spec 02 §7 over a 30-day range.
  const calls: Record<string, () => Promise<unknown>> = {
    sentiment: post('sentiment'),
    compared_sentiment: post('compared_sentiment', { compared_range }),
    trend_sentiment: post('trend_sentiment'),
    reviews: post('reviews'),
    topics: post('topics'),
    'topics.csv': post('topics.csv'),
    keyword_cloud: post('keyword_cloud'),
    trending_keywords: post('trending_keywords'),
    trending_labels: post('trending_labels'),
    conversation_themes: post('conversation_themes'),
    'conversation_clusters/searches': post('conversation_clusters/searches'),
    'conversation_clusters/1': get('conversation_clusters/searches/1'),
    'demographics/languages': post('demographics/languages'),
    'demographics/countries': post('demographics/countries'),
    engagement: post('engagement'),
    reach: post('reach'),
    reach_score: post('reach_score'),
    impact_score: post('impact_score'),
    reputation: post('reputation'),
    shares_count: post('shares_count'),
    networks: post('networks'),
    entities: post('entities'),
    'most-impactful-posts': post('most-impactful-posts', {
      selected_sentiments: [-1, 0, 1],
      selected_social_types: ['twitter', 'instagram', 'facebook', 'reddit', 'trustpilot'],
    }),
    sla: get('sla'),
    'network filter + query': post('sentiment', {
      properties: JSON.stringify({
        filters: { social_types: ['twitter'] },
        query: [{ type: 'must', terms: ['login'] }],
      }),
    }),
  };
  // A drill-down feed over the same 30 days (spec 02 §7 feeds hash), read a page at a time.
  const feed = await app.inject({
    method: 'POST',
    url: '/api/v1/dashboard/feeds/hash',
    headers: { authorization: `Bearer ${token}`, 'x-csrf-token': csrfToken },
    payload: { view_type: 'sentiment', min_created_at: range.from, max_created_at: range.to },
  });
  calls['feeds/hash (page 1)'] = () =>
    app.inject({
      method: 'GET',
      url: `/api/v1/dashboard/feeds/hash?feed_hash=${feed.json().id}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const call = async (name: string) => {
    const res = (await calls[name]()) as { statusCode: number; body: string };
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  };
  /**
   * A write the analytics see: one new post in the range (the control API's way, without its
   * alerts), which moves the index's version, so every cached answer and selection is stale.
   */
  let added = 0;
  const newPost = async () => {
    added++;
    const at = new Date(now.getTime() - 3_600_000 - added * 1000).toISOString();
    await app.store.statuses.create(
      buildStatus(createRandom(added), { id: 1_900_000_000 + added, business_profile_id: 1, created_at: at }),
    );
  };
  return { calls, call, newPost, token, csrfToken };
}
