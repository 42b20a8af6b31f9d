/**
 * `node --expose-gc --import tsx scripts/bench-engine-parts.ts [posts]`: the analytics' pieces
 * behind the dashboard's row widgets timed alone, at 1M posts by default (issue 17), without
 * HTTP: CPU medians of many runs, each after the index's version moved (as after a new post), so
 * the per-version caches are cold. A measuring tool for the engine's work, not a target.
 */
import { loadavg } from 'node:os';
import { buildScenario } from '@sl/fixtures';
import { type DashboardQuery, run, textTallyOf } from '../api-mock/src/analytics/dashboard-query.ts';
import { entities, keywordRanking } from '../api-mock/src/analytics/figures.ts';
import { sla } from '../api-mock/src/analytics/widgets/first-reply-time.ts';
import { createStore } from '../api-mock/src/store/store.ts';

const posts = Number(process.argv[2] ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 40);
const now = new Date('2026-11-20T12:00:00.000Z');
const DAY = 86_400_000;
const store = createStore();
await store.load(buildScenario('volume', { statuses: posts, days: 90, now }));
const { index } = store;
const q: DashboardQuery = {
  profileId: 1,
  from: now.getTime() - 30 * DAY,
  to: now.getTime(),
  timeZone: 'Europe/London',
  interval: 'days',
  properties: undefined,
};
const filtered: DashboardQuery = {
  ...q,
  properties: { filters: { social_types: ['twitter'] }, query: [{ type: 'must', terms: ['login'] }] },
};
// Warm: the text facts and the JIT.
for (let k = 0; k < 3; k++) {
  index.version++;
  keywordRanking(textTallyOf(index, q), index).top(50);
}
await new Promise((resolve) => setTimeout(resolve, 2000));

const cpu = () => {
  const c = process.cpuUsage();
  return () => {
    const d = process.cpuUsage(c);
    return (d.user + d.system) / 1000;
  };
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** Times `work` after the version moved; `prepare` runs untimed after the bump. */
function time<T>(
  name: string,
  work: (prepared: T) => unknown,
  prepare: () => T = () => undefined as T,
): void {
  const xs: number[] = [];
  for (let k = 0; k < RUNS; k++) {
    index.version++;
    const prepared = prepare();
    const done = cpu();
    work(prepared);
    xs.push(done());
  }
  console.log(`  ${name.padEnd(44)} ${median(xs).toFixed(2).padStart(6)} ms CPU median of ${RUNS}`);
}

console.log(`${posts} posts, 30 days; load average ${loadavg()[0].toFixed(1)}`);
const cols = index.profile(1);
if (cols) {
  const lo = cols.lowerBound(q.from);
  const hi = cols.lowerBound(q.to);
  time('baseline: one pass over a byte column', () => {
    let n = 0;
    const { ticket } = cols;
    for (let i = lo; i < hi; i++) n += ticket[i];
    return n;
  });
  time('baseline: sla pass with no selection', () => {
    let n = 0;
    const { ticket, replyMinutes } = cols;
    const all: number[] = [];
    for (let i = lo; i < hi; i++) {
      if (ticket[i] === 0) continue;
      n++;
      const m = replyMinutes[i];
      if (!Number.isNaN(m)) all.push(m);
    }
    return n + all.length;
  });
  time('baseline: entities loop alone', () => {
    const size = index.authors.size;
    const count = new Int32Array(size);
    const eng = new Float64Array(size);
    const rch = new Float64Array(size);
    const latest = new Int32Array(size).fill(-1);
    const { author, engagements, reach } = cols;
    for (let i = lo; i < hi; i++) {
      const a = author[i];
      count[a]++;
      eng[a] += engagements[i];
      rch[a] += reach[i];
      latest[a] = i;
    }
    return count;
  });
}
time('selection (no context)', () => run({ store }, q));
time('selection (twitter + "login")', () => run({ store }, filtered));
time(
  'entities (selection made)',
  (sel) => entities(sel, index, { sort: 'status_count', order: 'desc', limit: 10 }),
  () => run({ store }, q).sel,
);
time(
  'sla (selection made)',
  ({ sel, series }) => sla(sel, series),
  () => run({ store }, q),
);
time('text tally (range)', () => textTallyOf(index, q));
time(
  'keyword ranking top 50 (tally made)',
  (t) => keywordRanking(t, index).top(50),
  () => textTallyOf(index, q),
);
console.log(
  `  authors ${index.authors.size}, texts ${index.texts.size}; load average ${loadavg()[0].toFixed(1)}`,
);
