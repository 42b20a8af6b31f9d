/**
 * `npm run bench -- --load [sizes]`: the 1M load split by stage (decision 022, issue 17 "Memory
 * and load"): generating the scenario, storing the posts, indexing them; per stage the wall time,
 * the CPU time (process.cpuUsage, steadier than wall time on a loaded machine) and the heap and
 * RSS after a full GC. Run with --expose-gc (npm run bench does).
 */
import { buildScenario } from '@sl/fixtures';
import { createStore } from '../api-mock/src/store/store.ts';

const MIB = 1024 * 1024;
const volumeNow = new Date('2026-11-20T12:00:00.000Z');

interface Stage {
  stage: string;
  wallMs: number;
  cpuMs: number;
  heapMiB: number;
  rssMiB: number;
}

const measure = (stage: string, t0: number, cpu0: NodeJS.CpuUsage): Stage => {
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  global.gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  return { stage, wallMs, cpuMs: (cpu.user + cpu.system) / 1000, heapMiB: heapUsed / MIB, rssMiB: rss / MIB };
};

/** One load of `posts` generated posts into a fresh store, stage by stage. */
export async function loadStages(posts: number): Promise<Stage[]> {
  global.gc?.();
  const stages: Stage[] = [measure('before', performance.now(), process.cpuUsage())];
  let t0 = performance.now();
  let cpu0 = process.cpuUsage();
  const scenario = buildScenario('volume', { statuses: posts, days: 90, now: volumeNow });
  stages.push(measure('generate', t0, cpu0));
  const store = createStore();
  t0 = performance.now();
  cpu0 = process.cpuUsage();
  let indexingFrom: { t: number; cpu: NodeJS.CpuUsage } | null = null;
  let storeStage: Stage | null = null;
  await store.load(scenario, ({ stage }) => {
    if (stage === 'indexing' && !indexingFrom) {
      // No GC here: it would be counted in the next stage's time; heap is read after the load.
      storeStage = {
        stage: 'store',
        wallMs: performance.now() - t0,
        cpuMs: ((c) => (c.user + c.system) / 1000)(process.cpuUsage(cpu0)),
        heapMiB: Number.NaN,
        rssMiB: Number.NaN,
      };
      indexingFrom = { t: performance.now(), cpu: process.cpuUsage() };
    }
  });
  if (storeStage) stages.push(storeStage);
  if (indexingFrom) {
    const from = indexingFrom as { t: number; cpu: NodeJS.CpuUsage };
    stages.push(measure('index', from.t, from.cpu));
  }
  stages.push(measure('loaded (scenario kept)', t0, cpu0));
  // The scenario's own objects: garbage once the store holds what it needs.
  (scenario as { statuses: unknown[] }).statuses = [];
  stages.push(measure('loaded (scenario freed)', performance.now(), process.cpuUsage()));
  if (store.index.count() !== posts + 0 && store.index.count() < posts) throw new Error('posts missing');
  return stages;
}

export async function benchLoad(sizes: number[]): Promise<void> {
  for (const posts of sizes) {
    const stages = await loadStages(posts);
    console.log(
      `\n${posts.toLocaleString('en')} posts, load by stage (load average ${(await import('node:os'))
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}):`,
    );
    console.table(
      stages.map((s) => ({
        stage: s.stage,
        'wall s': (s.wallMs / 1000).toFixed(2),
        'CPU s': (s.cpuMs / 1000).toFixed(2),
        'heap MiB': Number.isNaN(s.heapMiB) ? '' : s.heapMiB.toFixed(0),
        'RSS MiB': Number.isNaN(s.rssMiB) ? '' : s.rssMiB.toFixed(0),
      })),
    );
  }
}

if (process.argv[1]?.endsWith('bench-load.ts')) {
  const sizes = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  await benchLoad(sizes.length ? sizes : [1_000_000]);
}
