/**
 * `npm run bench -- --validate [posts]` (issue 13 "Done when": the validate-and-preview call's
 * median at 1M posts, target under 100 ms): POST /search/validate, in process through Fastify's
 * inject (routing, validation, serialisation included), for every saved search's query of the
 * scenario plus two typed by hand (a broad single word, a must-not); then POST /search/posts,
 * the live results' first page, for the same queries. Each call runs once cold, then RUNS times;
 * prints the median and p95 per query and the median over all: first with the analytics' result
 * cache off (the computation itself), then as served (figures cached per index version and
 * minute, decision 016). Last, a query typed term by term, each pause checking the whole query:
 * what the editor costs as it is used.
 */
import { buildApp } from '@sl/api-mock/app';
import { setResultCaching } from '../api-mock/src/analytics/result-cache.ts';

const RUNS = 15;
const TARGET_MS = 100;
const now = new Date('2026-11-20T12:00:00.000Z');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

type Groups = { type: 'must' | 'must-not'; terms: string[] }[];

export async function benchValidate(posts: number): Promise<void> {
  const t0 = performance.now();
  const app = await buildApp({
    logLevel: 'silent',
    scenario: { name: 'volume', statuses: posts, days: 90, now },
  });
  await app.ready();
  console.log(
    `\n${app.store.index.count().toLocaleString('en')} posts: load ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/v1/session',
    payload: { email: 'admin@acme.test', password: 'Password1!' },
  });
  const session = signIn.json() as { access_token: string; csrf_token: string };
  const headers = { authorization: `Bearer ${session.access_token}`, 'x-csrf-token': session.csrf_token };
  const items = (await app.inject({ method: 'GET', url: '/api/search/items', headers })).json() as {
    data: { name: string; query: Groups; filters: Record<string, unknown> }[];
  };
  const queries: { name: string; query: Groups; filters: Record<string, unknown> }[] = [
    ...items.data.map((i) => ({ name: i.name, query: i.query, filters: i.filters })),
    { name: 'typed: one broad word', query: [{ type: 'must', terms: ['the'] }], filters: {} },
    {
      name: 'typed: must and must-not',
      query: [
        { type: 'must', terms: ['refund', 'delivery', 'late'] },
        { type: 'must-not', terms: ['giveaway'] },
      ],
      filters: {},
    },
  ];

  const call = async (url: string, payload: object) => {
    const t = performance.now();
    const res = await app.inject({ method: 'POST', url, headers, payload });
    const ms = performance.now() - t;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return ms;
  };

  for (const [label, url, extra, caching] of [
    ['POST /search/validate, cache off', '/api/search/validate', {}, false],
    ['POST /search/validate, as served', '/api/search/validate', {}, true],
    ['POST /search/posts (first page of 10), cache off', '/api/search/posts', { per_page: 10 }, false],
    ['POST /search/posts (first page of 10), as served', '/api/search/posts', { per_page: 10 }, true],
  ] as const) {
    setResultCaching(caching);
    console.log(`\n${label}: cold, then median and p95 of ${RUNS}`);
    const all: number[] = [];
    for (const q of queries) {
      const payload = { query: q.query, filters: q.filters, ...extra };
      const cold = await call(url, payload);
      const runs: number[] = [];
      for (let k = 0; k < RUNS; k++) runs.push(await call(url, payload));
      all.push(...runs);
      console.log(
        `  ${q.name.padEnd(32)} cold ${fmt(cold).padStart(9)}  median ${fmt(median(runs)).padStart(9)}  p95 ${fmt(p95(runs)).padStart(9)}`,
      );
    }
    const m = median(all);
    console.log(
      `  all queries: median ${fmt(m)} (target < ${TARGET_MS} ms: ${m < TARGET_MS ? 'met' : 'NOT met'})`,
    );
  }

  // Typing: each step adds one term and checks the whole query, as the editor does at a pause.
  setResultCaching(true);
  const words = ['refund', 'delivery', 'late', 'broken', 'support', 'login', 'password', 'crash'];
  const steps: number[] = [];
  for (let k = 1; k <= words.length; k++) {
    const query: Groups = [
      { type: 'must', terms: words.slice(0, Math.min(k, 4)) },
      ...(k > 4 ? [{ type: 'must-not' as const, terms: words.slice(4, k) }] : []),
    ];
    steps.push(await call('/api/search/validate', { query, filters: {} }));
  }
  console.log(
    `\nTyping ${words.length} terms, one check per pause: median ${fmt(median(steps))}, max ${fmt(Math.max(...steps))} (${steps.map((x) => x.toFixed(0)).join(', ')} ms)`,
  );
  await app.close();
}
