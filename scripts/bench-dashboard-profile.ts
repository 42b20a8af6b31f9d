/**
 * `node --expose-gc --import tsx scripts/bench-dashboard-profile.ts [posts] [out.cpuprofile]`:
 * a CPU profile of whole dashboards computed after a new post (issue 17: < 30 ms CPU at 1M), the
 * load and the first viewer left out, and a summary of where the time went (self time by
 * function; inclusive time of this repository's functions). Open the written profile in Chrome
 * DevTools for the call tree.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { findSourceMap } from 'node:module';
import { loadavg } from 'node:os';
import { buildApp } from '@sl/api-mock/app';
import { dashboardCalls } from './bench-dashboard-calls.ts';

const posts = Number(process.argv[2] ?? 1_000_000);
const out = process.argv[3] ?? '/tmp/dashboard.cpuprofile';
const RUNS = Number(process.env.RUNS ?? 30);
const now = new Date('2026-11-20T12:00:00.000Z');

const app = await buildApp({
  logLevel: 'silent',
  scenario: { name: 'volume', statuses: posts, days: 90, now },
});
await app.ready();
const { calls, call, newPost } = await dashboardCalls(app, now);
/** Per call, its CPU inside each whole dashboard (shared work lands on the first call that needs it). */
const perCall = new Map<string, number[]>();
// CALLS=a,b: profile only these calls (by the bench's names).
const only = process.env.CALLS?.split(',');
const whole = async () => {
  for (const name of Object.keys(calls)) {
    if (only && !only.includes(name)) continue;
    const c = process.cpuUsage();
    await call(name);
    const d = process.cpuUsage(c);
    perCall.set(name, [...(perCall.get(name) ?? []), (d.user + d.system) / 1000]);
  }
};
// The first viewer and the background text warm-up out of the way, and the JIT warm.
await whole();
await new Promise((resolve) => setTimeout(resolve, 3000));
for (let k = 0; k < 10; k++) {
  await newPost();
  await whole();
}
perCall.clear();
const session = new Session();
session.connect();
// PROFILE=0: the same runs without the profiler (its sampling adds CPU to every call).
const profiling = process.env.PROFILE !== '0';
if (profiling) {
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
}
const cpus: number[] = [];
for (let k = 0; k < RUNS; k++) {
  await newPost();
  const c = process.cpuUsage();
  await whole();
  const d = process.cpuUsage(c);
  cpus.push((d.user + d.system) / 1000);
}
const { profile } = profiling ? await session.post('Profiler.stop') : { profile: { nodes: [] } as never };
if (profiling) writeFileSync(out, JSON.stringify(profile));
cpus.sort((a, b) => a - b);
console.log(
  `${posts} posts: whole dashboard computed after a new post, median of ${RUNS}: ${cpus[Math.floor(RUNS / 2)].toFixed(1)} ms CPU (profiler ${profiling ? 'on' : 'off'}), load ${loadavg()[0].toFixed(1)}; profile ${out}`,
);

const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log('\nper call inside the whole dashboard, CPU median (ms):');
for (const [name, xs] of perCall) console.log(`  ${name.padEnd(32)} ${med(xs).toFixed(2).padStart(6)}`);
if (!profiling) {
  await app.close();
  process.exit(0);
}

// Self and inclusive time per function, from the samples.
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const nodes = new Map<number, Node>(profile.nodes.map((n) => [n.id, n as Node]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map<number, number>();
const deltas = profile.timeDeltas ?? [];
const samples = profile.samples ?? [];
for (let k = 0; k < samples.length; k++) self.set(samples[k], (self.get(samples[k]) ?? 0) + (deltas[k] ?? 0));
// The profiler's own stop ('dispatch', no script) and idle time are not the dashboard's.
for (const [id] of self) {
  const f = (nodes.get(id) as Node).callFrame.functionName;
  if (f === '(idle)' || f === '(program)' || f === 'dispatch') self.delete(id);
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
// tsx's output is one line per file: the source maps give the TypeScript line.
const lineOf = (cf: Node['callFrame'] & { columnNumber?: number }) => {
  if (!cf.url.startsWith('file:') || cf.url.includes('node_modules')) return cf.lineNumber + 1;
  const entry = findSourceMap(cf.url)?.findEntry(cf.lineNumber, cf.columnNumber ?? 0) as
    | { originalLine?: number }
    | undefined;
  return entry?.originalLine !== undefined ? entry.originalLine + 1 : cf.lineNumber + 1;
};
const label = (n: Node) =>
  `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/^.*\/(s7-engine|node_modules)\//, '')}:${lineOf(n.callFrame)}`;
const selfBy = new Map<string, number>();
const inclBy = new Map<string, number>();
for (const [id, t] of self) {
  const n = nodes.get(id) as Node;
  selfBy.set(label(n), (selfBy.get(label(n)) ?? 0) + t);
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const l = label(nodes.get(cur) as Node);
    if (seen.has(l)) continue;
    seen.add(l);
    inclBy.set(l, (inclBy.get(l) ?? 0) + t);
  }
}
const pct = (t: number) =>
  `${((t / total) * 100).toFixed(1).padStart(5)} %  ${(t / 1000 / RUNS).toFixed(2).padStart(6)} ms/dashboard`;
console.log('\nself time:');
for (const [l, t] of [...selfBy].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${pct(t)}  ${l}`);
console.log('\ninclusive time (api-mock, fixtures):');
for (const [l, t] of [...inclBy]
  .filter(([l]) => /api-mock|fixtures|api-contract/.test(l) && !l.includes('node_modules'))
  .sort((a, b) => b[1] - a[1])
  .slice(0, 60))
  console.log(`  ${pct(t)}  ${l}`);
await app.close();
