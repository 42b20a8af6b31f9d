/**
 * POST /api/__mock/generate (issue 16 #6). A million posts used to block every request for a
 * minute, and the schema allowed five million (≈ 8 GiB). Now: the control token rule applies (it
 * is a control call); a size the heap cannot hold is refused up front, saying how much it needs;
 * one generation runs at a time; the posts are stored in slices that yield to the event loop
 * (store.load), and GET /api/__mock/generate reports how far it is.
 */
import { getHeapStatistics } from 'node:v8';
import { buildScenario } from '@sl/fixtures';
import { HttpError } from '../plugins/errors.ts';
import type { LoadedScenario, Store } from '../store/store.ts';

/**
 * Heap a generated post costs once stored and indexed: README's benchmark measured 1797 MiB
 * resident for 1 000 000 posts; 2 KiB each leaves room for the scenario being built beside it.
 */
export const BYTES_PER_POST = 2048;
const MIB = 1024 * 1024;

export interface GenerateProgress {
  running: boolean;
  done: number;
  total: number;
  started_at: string | null;
}

/** Refuses `statuses` posts when the heap left (at most the V8 limit) cannot hold them. */
export function assertHeapHolds(statuses: number, heap = getHeapStatistics()): void {
  const needed = statuses * BYTES_PER_POST;
  const available = heap.heap_size_limit - heap.used_heap_size;
  if (needed <= available) return;
  const mib = (bytes: number) => Math.ceil(bytes / MIB);
  throw new HttpError(
    422,
    `${statuses} posts need about ${mib(needed)} MiB, but this server has ${mib(Math.max(0, available))} MiB of heap left (limit ${mib(heap.heap_size_limit)} MiB). Ask for fewer posts, or start the mock with NODE_OPTIONS=--max-old-space-size=${mib(heap.used_heap_size + needed) + 512}.`,
    { statuses: ['Too many posts for the memory of this server.'] },
  );
}

export function createVolumeGenerator(store: Store) {
  const progress: GenerateProgress = { running: false, done: 0, total: 0, started_at: null };

  async function generate(
    request: { statuses: number; days?: number; seed?: number },
    now: Date | undefined,
    clock: () => number,
  ): Promise<LoadedScenario> {
    if (progress.running) {
      throw new HttpError(
        409,
        `A generation is already running (${progress.done} of ${progress.total} posts).`,
      );
    }
    assertHeapHolds(request.statuses);
    Object.assign(progress, {
      running: true,
      done: 0,
      total: request.statuses,
      started_at: new Date(clock()).toISOString(),
    });
    try {
      const scenario = buildScenario('volume', { ...request, now });
      return await store.load(scenario, (done) => {
        progress.done = done;
      });
    } finally {
      progress.running = false;
    }
  }

  return { generate, progress: (): GenerateProgress => ({ ...progress }) };
}
