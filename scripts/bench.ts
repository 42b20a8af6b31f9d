/**
 * `npm run bench [sizes...]`: prints load time, resident memory and per-call latency of the mock
 * over generated volume (DESIGN §5: targets live in benchmarks that print figures, never in tests).
 * Default sizes: 100000. Example: `npm run bench -- 100000 1000000`.
 * `npm run bench -- --cli-export [sizes]`: slcli's export of the largest CSV instead (default 1M).
 * `npm run bench -- --inbox [statuses]`: the inbox in chromium (scripts/bench-inbox.ts).
 */
import { buildApp } from '@sl/api-mock/app';

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
if (process.argv.includes('--inbox')) {
  const { benchInbox } = await import('./bench-inbox.ts');
  await benchInbox(sizes[0]);
  process.exit(0);
}
if (process.argv.includes('--cli-export')) {
  const { benchCliExport } = await import('./bench-cli-export.ts');
  await benchCliExport(sizes.length ? sizes : [1_000_000]);
  process.exit(0);
}

const RUNS = 25;
const DAY = 86_400_000;
const now = new Date('2026-11-20T12:00:00.000Z');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

for (const statuses of sizes.length ? sizes : [100_000]) {
  global.gc?.();
  const t0 = performance.now();
  const app = await buildApp({ scenario: { name: 'volume', statuses, days: 90, now } });
  await app.ready();
  const loadMs = performance.now() - t0;
  const rss = process.memoryUsage().rss;

  const signIn = await app.inject({
    method: 'POST',
    url: '/api/v1/session',
    payload: { email: 'admin@acme.test', password: 'Password1!' },
  });
  const { access_token: token } = signIn.json();
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
    headers: { authorization: `Bearer ${token}`, 'x-csrf-token': signIn.json().csrf_token },
    payload: { view_type: 'sentiment', min_created_at: range.from, max_created_at: range.to },
  });
  calls['feeds/hash (page 1)'] = () =>
    app.inject({
      method: 'GET',
      url: `/api/v1/dashboard/feeds/hash?feed_hash=${feed.json().id}`,
      headers: { authorization: `Bearer ${token}` },
    });
  console.log(
    `\n${statuses.toLocaleString('en')} posts: load ${(loadMs / 1000).toFixed(1)} s, RSS ${mib(rss)}`,
  );
  for (const [name, call] of Object.entries(calls)) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      const res = (await call()) as { statusCode: number; body: string };
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      times.push(performance.now() - t);
    }
    console.log(
      `  ${name.padEnd(28)} median ${median(times).toFixed(1)} ms   p95 ${p95(times).toFixed(1)} ms   (${RUNS} runs, 30-day range)`,
    );
  }
  // spec 02 §3: an exclude term re-scores every post of the profile (distinct texts once).
  const t = performance.now();
  const term = await app.inject({
    method: 'POST',
    url: '/api/v1/sentiments/exclude_words',
    headers: { authorization: `Bearer ${token}`, 'x-csrf-token': signIn.json().csrf_token },
    payload: { text_to_exclude: 'love', languages: ['en'] },
  });
  if (term.statusCode !== 201) throw new Error(`exclude word: ${term.statusCode} ${term.body.slice(0, 200)}`);
  console.log(
    `  ${'add an exclude term'.padEnd(28)} ${(performance.now() - t).toFixed(1)} ms (re-scores every post)`,
  );
  await app.close();
}
