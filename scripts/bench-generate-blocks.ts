/**
 * `node --expose-gc --max-old-space-size=4096 --import tsx scripts/bench-generate-blocks.ts [posts]`:
 * where the event loop blocks while the control API's generate replaces `posts` loaded posts
 * with `posts` new ones (issue 17: no block over 50 ms; `npm run bench -- --event-loop` prints
 * the longest). A CPU profile is taken meanwhile; each gap of the event loop longer than
 * GAP_MS (default 20) is printed with the GC pauses inside it and the functions its samples ran.
 * Each gap's time on a CPU (the main thread's, Linux) is printed beside it: on a shared machine the
 * gaps also hold the time the thread waited for a CPU, which no change to the code removes.
 */

import { type Profiler, Session } from 'node:inspector/promises';
import { findSourceMap } from 'node:module';
import { loadavg } from 'node:os';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { buildScenario } from '@sl/fixtures';
import { createVolumeGenerator } from '../api-mock/src/lib/generate-volume.ts';
import { createStore } from '../api-mock/src/store/store.ts';
import { mainThreadCpuNs } from './thread-cpu.ts';

const posts = Number(process.argv[2] ?? 1_000_000);
const GAP_MS = Number(process.env.GAP_MS ?? 20);
const now = new Date('2026-11-20T12:00:00.000Z');
const store = createStore();
await store.load(buildScenario('volume', { statuses: posts, days: 90, now }));
global.gc?.();

const nowUs = () => Number(process.hrtime.bigint() / 1000n);
// The main thread's time on a CPU (thread-cpu.ts).
const onCpuNs = mainThreadCpuNs;
// The event loop's turns: a gap between two is a block.
const turns: number[] = [];
const turnsCpu: number[] = [];
let ticking = true;
const tick = () => {
  turns.push(nowUs());
  turnsCpu.push(onCpuNs());
  if (ticking) setImmediate(tick);
};
const gcs: { start: number; ms: number; kind: string }[] = [];
const kinds: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak',
};
const origin = nowUs() - performance.now() * 1000;
const observer = new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    const kind = (e as unknown as { detail?: { kind?: number } }).detail?.kind ?? -1;
    gcs.push({ start: origin + e.startTime * 1000, ms: e.duration, kind: kinds[kind] ?? 'gc' });
  }
});
observer.observe({ entryTypes: ['gc'] });
const session = new Session();
session.connect();
// PROFILE=0: no profile (the sampling lengthens every piece of work), only the gaps and GCs.
const profiling = process.env.PROFILE !== '0';
if (profiling) {
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
}
const cpu0 = process.cpuUsage();
const t0 = performance.now();
tick();
await createVolumeGenerator(store).generate({ statuses: posts, days: 90, seed: 11 }, now, Date.now);
ticking = false;
const wall = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
const empty: Profiler.Profile = { nodes: [], startTime: 0, endTime: 0 };
const { profile } = profiling ? await session.post('Profiler.stop') : { profile: empty };
await new Promise((resolve) => setImmediate(resolve));
observer.disconnect();

const gaps: { from: number; to: number; cpuMs: number }[] = [];
for (let k = 1; k < turns.length; k++)
  if (turns[k] - turns[k - 1] > GAP_MS * 1000)
    gaps.push({ from: turns[k - 1], to: turns[k], cpuMs: (turnsCpu[k] - turnsCpu[k - 1]) / 1e6 });
const longest = gaps.reduce((a, g) => Math.max(a, g.to - g.from), 0) / 1000;
const sortedGaps = gaps.map((g) => g.to - g.from).sort((a, b) => a - b);
console.log(
  `generate ${posts} posts: ${(wall / 1000).toFixed(1)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU; ${turns.length} turns, ${gaps.length} gaps > ${GAP_MS} ms, longest ${longest.toFixed(1)} ms, median gap ${(sortedGaps[Math.floor(sortedGaps.length / 2)] / 1000 || 0).toFixed(1)} ms; load ${loadavg()[0].toFixed(1)}`,
);

const bigGcs = [...gcs].sort((a, b) => b.ms - a.ms).slice(0, 8);
console.log(`longest GC pauses: ${bigGcs.map((g) => `${g.kind} ${g.ms.toFixed(1)}`).join(', ')}`);
const allGaps = turns
  .slice(1)
  .map((x, k) => x - turns[k])
  .sort((a, b) => a - b);
const pct = (q: number) =>
  (allGaps[Math.min(allGaps.length - 1, Math.floor(allGaps.length * q))] / 1000).toFixed(1);
console.log(`turn gaps: p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms, p99.9 ${pct(0.999)} ms, max ${pct(1)} ms`);
const cpuGaps = turnsCpu
  .slice(1)
  .map((x, k) => (x - turnsCpu[k]) / 1e6)
  .sort((a, b) => a - b);
const cpuPct = (q: number) =>
  cpuGaps[Math.min(cpuGaps.length - 1, Math.floor(cpuGaps.length * q))].toFixed(1);
console.log(
  `main thread on CPU per turn gap: p99 ${cpuPct(0.99)} ms, p99.9 ${cpuPct(0.999)} ms, max ${cpuPct(1)} ms; gaps with > 50 ms on CPU: ${cpuGaps.filter((x) => x > 50).length}`,
);
if (!profiling) process.exit(0);

// Samples by time: each sample's node, at profile.startTime + the deltas so far.
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const lineOf = (cf: { url: string; lineNumber: number; columnNumber: number }) => {
  if (!cf.url.startsWith('file:') || cf.url.includes('node_modules')) return cf.lineNumber + 1;
  const entry = findSourceMap(cf.url)?.findEntry(cf.lineNumber, cf.columnNumber) as
    | { originalLine?: number }
    | undefined;
  return entry?.originalLine !== undefined ? entry.originalLine + 1 : cf.lineNumber + 1;
};
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const label = (id: number) => {
  const cf = (nodes.get(id) as (typeof profile.nodes)[number]).callFrame;
  return `${cf.functionName || '(anon)'} ${cf.url.replace(/^.*\/(wt\/[^/]+|node_modules)\//, '')}:${lineOf(cf)}`;
};
/** The innermost frame of this repository's code on the sample's stack. */
const ours = (id: number) => {
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const url = (nodes.get(cur) as (typeof profile.nodes)[number]).callFrame.url;
    if (url.startsWith('file:') && !url.includes('node_modules')) return label(cur);
  }
  return label(id);
};
const samples = profile.samples ?? [];
const deltas = profile.timeDeltas ?? [];
const times: number[] = [];
let t = profile.startTime;
for (let k = 0; k < samples.length; k++) {
  t += deltas[k] ?? 0;
  times.push(t);
}
// The longest on a CPU first (the longest in time where the CPU time is unknown).
const byCost = (g: (typeof gaps)[number]) => (Number.isNaN(g.cpuMs) ? (g.to - g.from) / 1000 : g.cpuMs);
for (const g of [...gaps].sort((a, b) => byCost(b) - byCost(a)).slice(0, 12)) {
  const inGap = new Map<string, number>();
  for (let k = 0; k < samples.length; k++) {
    if (times[k] < g.from || times[k] > g.to) continue;
    const key = `${label(samples[k])}  ← ${ours(samples[k])}`;
    inGap.set(key, (inGap.get(key) ?? 0) + 1);
  }
  const gc = gcs.filter((x) => x.start < g.to && x.start + x.ms * 1000 > g.from);
  console.log(
    `\ngap ${((g.to - g.from) / 1000).toFixed(1)} ms (${g.cpuMs.toFixed(1)} ms on CPU) at +${((g.from - turns[0]) / 1e6).toFixed(2)} s; GC inside: ${gc.map((x) => `${x.kind} ${x.ms.toFixed(1)} ms`).join(', ') || 'none'}`,
  );
  for (const [key, n] of [...inGap].sort((a, b) => b[1] - a[1]).slice(0, 6))
    console.log(`  ${n} samples  ${key}`);
}
