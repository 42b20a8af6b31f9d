/**
 * POST /api/__mock/generate (issue 16 #6). A million posts used to block every request for a
 * minute, and the schema allowed five million (≈ 8 GiB). Now: the control token rule applies (it
 * is a control call); a size the heap cannot hold is refused up front, saying how much it needs;
 * one generation runs at a time; the scenario is built in slices that yield to the event loop
 * (issue 17: no request freezes the server), the posts are stored and indexed in slices too
 * (store.load), and GET /api/__mock/generate reports how far it is, stage by stage.
 */
import { getHeapStatistics } from 'node:v8';
import type { generateProgressSchema } from '@sl/api-contract/schemas/mock-control';
import { buildScenarioInSlices } from '@sl/fixtures';
import type { z } from 'zod';
import { HttpError } from '../plugins/errors.ts';
import type { LoadedScenario, Store } from '../store/store.ts';

/**
 * Heap a generated post costs once stored and indexed: README's benchmark measured 1797 MiB
 * resident for 1 000 000 posts; 2 KiB each leaves room for the scenario being built beside it.
 */
export const BYTES_PER_POST = 2048;
const MIB = 1024 * 1024;

/** GET /api/__mock/generate's answer (the contract's generateProgressSchema). */
export type GenerateProgress = z.output<typeof generateProgressSchema>;

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
  const progress: GenerateProgress = { running: false, done: 0, total: 0, started_at: null, stage: null };

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
      stage: 'building',
    });
    try {
      // Built in slices of ~8 ms (fixtures slices.ts), the same posts as buildScenario's.
      const scenario = await buildScenarioInSlices('volume', { ...request, now });
      progress.stage = 'storing';
      // Then stored and indexed in slices (store.ts); `done` counts the posts of the stage.
      return await store.load(scenario, ({ stage, done }) => {
        progress.stage = stage;
        progress.done = done;
      });
    } finally {
      progress.running = false;
      progress.stage = null;
    }
  }

  return { generate, progress: (): GenerateProgress => ({ ...progress }) };
}
