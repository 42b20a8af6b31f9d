/**
 * `npm run bench -- --validate [posts]` (issue 13 "Done when": the validate-and-preview call's
 * median at 1M posts, target under 100 ms, for terms seen for the first time; decision 016).
 * In process through Fastify's inject (routing, validation, serialisation included), with the
 * analytics' result cache OFF unless said:
 *
 * 1. Typing: ROUNDS realistic queries typed term by term (two must groups, one a two-word phrase,
 *    a must-not, a typo that matches nothing), each round with words never looked up before
 *    (taken from the loaded posts' own texts), each pause calling what the editor calls:
 *    POST /search/validate and the live results' first page, POST /search/posts. Prints median,
 *    p95 and CPU per call of each, and per pause (both).
 * 2. Cached: the same pauses again with the result cache on (what a repeat costs).
 * 3. After a write: a new post moves the index's version, so the next check counts the ranges'
 *    rows again (search/text-tally.ts); median of a check right after each of WRITES posts.
 * 4. The scenario's saved searches, once each (their terms first seen here).
 */
import { loadavg } from 'node:os';
import { buildApp } from '@sl/api-mock/app';
import { setResultCaching } from '../api-mock/src/analytics/result-cache.ts';
import { STOPWORDS } from '../api-mock/src/analytics/stopwords.ts';

const ROUNDS = 12;
const WRITES = 15;
const TARGET_MS = 100;
const now = new Date('2026-11-20T12:00:00.000Z');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const load = () => loadavg()[0].toFixed(1);

type Groups = { type: 'must' | 'must-not'; terms: string[] }[];
interface Timing {
  ms: number;
  cpuMs: number;
}

/** Words of the posts' own texts (4+ letters, no stopwords), in a fixed shuffled order. */
function vocabulary(texts: readonly string[]): { words: string[]; phrases: string[] } {
  const stop = STOPWORDS;
  const words = new Set<string>();
  const phrases = new Set<string>();
  for (const text of texts) {
    const ws = text.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
    for (let k = 0; k < ws.length; k++) {
      if (stop.has(ws[k])) continue;
      words.add(ws[k]);
      if (k > 0 && !stop.has(ws[k - 1])) phrases.add(`${ws[k - 1]} ${ws[k]}`);
    }
  }
  // A fixed permutation (LCG), so every run types the same queries in the same order.
  const shuffle = (xs: string[]) => {
    let seed = 13;
    for (let i = xs.length - 1; i > 0; i--) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      const j = seed % (i + 1);
      [xs[i], xs[j]] = [xs[j], xs[i]];
    }
    return xs;
  };
  return { words: shuffle([...words]), phrases: shuffle([...phrases]) };
}

/** A query typed term by term: the groups after each term is added. */
function typedQuery(t: {
  a: string;
  b: string;
  phrase: string;
  c: string;
  typo: string;
  not: string;
}): Groups[] {
  const steps: Groups[] = [];
  const must1: string[] = [];
  for (const term of [t.a, t.b, t.phrase]) {
    must1.push(term);
    steps.push([{ type: 'must', terms: [...must1] }]);
  }
  steps.push([
    { type: 'must', terms: [...must1] },
    { type: 'must', terms: [t.c] },
  ]);
  steps.push([
    { type: 'must', terms: [...must1] },
    { type: 'must', terms: [t.c, t.typo] },
  ]);
  steps.push([
    { type: 'must', terms: [...must1] },
    { type: 'must', terms: [t.c, t.typo] },
    { type: 'must-not', terms: [t.not] },
  ]);
  return steps;
}

export async function benchValidate(posts: number): Promise<void> {
  const t0 = performance.now();
  const app = await buildApp({
    logLevel: 'silent',
    scenario: { name: 'volume', statuses: posts, days: 90, now },
  });
  await app.ready();
  const { index } = app.store;
  console.log(
    `\n${index.count().toLocaleString('en')} posts, ${index.texts.size.toLocaleString('en')} distinct texts: load ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/v1/session',
    payload: { email: 'admin@acme.test', password: 'Password1!' },
  });
  const session = signIn.json() as { access_token: string; csrf_token: string };
  const headers = { authorization: `Bearer ${session.access_token}`, 'x-csrf-token': session.csrf_token };

  const call = async (url: string, payload: object): Promise<Timing> => {
    const cpu = process.cpuUsage();
    const t = performance.now();
    const res = await app.inject({ method: 'POST', url, headers, payload });
    const ms = performance.now() - t;
    const d = process.cpuUsage(cpu);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return { ms, cpuMs: (d.user + d.system) / 1000 };
  };
  /** One pause of the editor: the check, then the live results' first page. */
  const pause = async (query: Groups) => {
    const validate = await call('/api/search/validate', { query, filters: {} });
    const results = await call('/api/search/posts', { query, filters: {}, per_page: 10 });
    return { validate, results };
  };
  const report = (label: string, xs: Timing[]) => {
    const ms = xs.map((x) => x.ms);
    const cpu = xs.map((x) => x.cpuMs);
    console.log(
      `  ${label.padEnd(26)} median ${fmt(median(ms)).padStart(9)}  p95 ${fmt(p95(ms)).padStart(9)}  max ${fmt(Math.max(...ms)).padStart(9)}  CPU median ${fmt(median(cpu)).padStart(9)}  (n=${xs.length})`,
    );
  };

  const { words, phrases } = vocabulary(index.texts.values);
  let w = 0;
  let p = 0;
  const queries = Array.from({ length: ROUNDS }, () =>
    typedQuery({
      a: words[w++],
      b: words[w++],
      phrase: phrases[p++],
      c: words[w++],
      // A typo of a real word: what "matches nothing in 90 days" is for.
      typo: `${words[w++]}qx`,
      not: words[w++],
    }),
  );

  setResultCaching(false);
  console.log(
    `\n1. Typing ${ROUNDS} queries of 6 terms, every term first seen (result cache off), load ${load()}:`,
  );
  const first = { validate: [] as Timing[], results: [] as Timing[], pause: [] as Timing[] };
  for (const steps of queries) {
    for (const query of steps) {
      const { validate, results } = await pause(query);
      first.validate.push(validate);
      first.results.push(results);
      first.pause.push({ ms: validate.ms + results.ms, cpuMs: validate.cpuMs + results.cpuMs });
    }
  }
  report('POST /search/validate', first.validate);
  report('POST /search/posts', first.results);
  report('one pause (both)', first.pause);
  const m = median(first.validate.map((x) => x.ms));
  console.log(`  validate median ${fmt(m)}: target < ${TARGET_MS} ms ${m < TARGET_MS ? 'met' : 'NOT met'}`);

  setResultCaching(true);
  for (const steps of queries) for (const query of steps) await pause(query);
  console.log(`\n2. The same pauses again, result cache on (answers cached), load ${load()}:`);
  const cached = { validate: [] as Timing[], results: [] as Timing[] };
  for (const steps of queries) {
    for (const query of steps) {
      const { validate, results } = await pause(query);
      cached.validate.push(validate);
      cached.results.push(results);
    }
  }
  report('POST /search/validate', cached.validate);
  report('POST /search/posts', cached.results);

  setResultCaching(false);
  console.log(`\n3. A check right after a new post (the ranges' rows counted again), load ${load()}:`);
  const afterWrite: Timing[] = [];
  for (let k = 0; k < WRITES; k++) {
    const added = await app.inject({
      method: 'POST',
      url: '/api/__mock/statuses',
      payload: {
        statuses: [{ full_text: `A new post ${k}`, social_type: 'twitter', language: 'en', sentiment: 0 }],
      },
    });
    if (added.statusCode !== 201) throw new Error(`add post: ${added.statusCode} ${added.body}`);
    afterWrite.push((await pause(queries[k % ROUNDS][5])).validate);
  }
  report('POST /search/validate', afterWrite);

  console.log(`\n4. The saved searches, each checked once (result cache off), load ${load()}:`);
  const items = (await app.inject({ method: 'GET', url: '/api/search/items', headers })).json() as {
    data: { name: string; query: Groups; filters: Record<string, unknown> }[];
  };
  for (const item of items.data) {
    const v = await call('/api/search/validate', { query: item.query, filters: item.filters });
    console.log(`  ${item.name.padEnd(26)} ${fmt(v.ms).padStart(9)}  CPU ${fmt(v.cpuMs).padStart(9)}`);
  }
  setResultCaching(true);
  await app.close();
}
