/**
 * `npm run bench -- --load [sizes]`: the 1M load split by stage (decision 022, issue 17 "Memory
 * and load"): generating the scenario, storing the posts, indexing them; per stage the wall time,
 * the CPU time (process.cpuUsage, steadier than wall time on a loaded machine) and the heap and
 * RSS after a full GC. Run with --expose-gc (npm run bench does).
 */
import { buildScenario } from '@sl/fixtures';
import { createStore, type Store } from '../api-mock/src/store/store.ts';

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

/**
 * One load of `posts` generated posts into `store` (a fresh one unless given: `npm run bench`
 * passes the app's own store, so its one load is also the one split by stage), stage by stage.
 */
export async function loadStages(posts: number, store: Store = createStore()): Promise<Stage[]> {
  global.gc?.();
  const stages: Stage[] = [measure('before', performance.now(), process.cpuUsage())];
  let t0 = performance.now();
  let cpu0 = process.cpuUsage();
  const scenario = buildScenario('volume', { statuses: posts, days: 90, now: volumeNow });
  stages.push(measure('generate', t0, cpu0));
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
  const stored = scenario.statuses.length;
  if (store.statuses.count() !== stored || store.index.count() !== stored) throw new Error('posts missing');
  // The scenario's own objects: garbage once the store holds what it needs.
  (scenario as { statuses: unknown[] }).statuses = [];
  stages.push(measure('loaded (scenario freed)', performance.now(), process.cpuUsage()));
  return stages;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Prints the stages of one or more loads of `posts` posts: the median of each figure. */
export function printStages(posts: number, all: Stage[][], loadAverages: string[]): void {
  const of = all.length > 1 ? `median of ${all.length}` : '1 load';
  console.log(
    `\n${posts.toLocaleString('en')} posts, load by stage (${of}; load average at each start ${loadAverages.join(', ')}):`,
  );
  const at = (i: number, key: keyof Omit<Stage, 'stage'>) => median(all.map((run) => run[i][key]));
  console.table(
    all[0].map((s, i) => ({
      stage: s.stage,
      'wall s': (at(i, 'wallMs') / 1000).toFixed(2),
      'CPU s': (at(i, 'cpuMs') / 1000).toFixed(2),
      'heap MiB': Number.isNaN(s.heapMiB) ? '' : at(i, 'heapMiB').toFixed(0),
      'RSS MiB': Number.isNaN(s.rssMiB) ? '' : at(i, 'rssMiB').toFixed(0),
    })),
  );
}

/** Prints the load of each size by stage: the median of `runs` loads (each into a fresh store). */
export async function benchLoad(sizes: number[], runs = 3): Promise<void> {
  const { loadavg } = await import('node:os');
  for (const posts of sizes) {
    const all: Stage[][] = [];
    const load: string[] = [];
    for (let r = 0; r < runs; r++) {
      load.push(loadavg()[0].toFixed(1));
      all.push(await loadStages(posts));
    }
    printStages(posts, all, load);
  }
}
