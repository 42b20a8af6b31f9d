import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUser } from '#/lib/session.ts';
import { buildAccount } from '#/testing/api-server.ts';
import { LAYERS_KEY } from './annotation-layers.ts';
import { ANNOTATIONS_KEY } from './annotations.ts';
import { dashboardFirstReads, prefetchDashboard, READS_IN_FLIGHT } from './prefetch-dashboard.ts';

describe('prefetchDashboard (decision record 013): the first reads, a few at a time', () => {
  it('keeps at most READS_IN_FLIGHT reads in flight and starts every read as others answer', async () => {
    const search = new URLSearchParams();
    const expected = dashboardFirstReads(search, new Date(), 'UTC').length;
    expect(expected).toBeGreaterThan(READS_IN_FLIGHT);
    const pending: (() => void)[] = [];
    let inFlight = 0;
    let most = 0;
    let started = 0;
    const client = {
      // No annotation layers: the layers' read is not followed by an annotations read.
      getQueryData: () => undefined,
      prefetchQuery: () => {
        started++;
        inFlight++;
        most = Math.max(most, inFlight);
        return new Promise<void>((resolve) => {
          pending.push(() => {
            inFlight--;
            resolve();
          });
        });
      },
    } as unknown as QueryClient;
    prefetchDashboard(client, search, 'UTC');
    expect(started).toBe(READS_IN_FLIGHT);
    while (pending.length > 0) {
      pending.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(started).toBe(expected);
    expect(most).toBe(READS_IN_FLIGHT);
  });

  it('starts no more reads once the user has signed out, nor for another user', async () => {
    // Both the entry and the route's loader ask (app/read-ahead.ts): the loader's call queues
    // again the reads the entry's has started, its first among them.
    const run = async (after: () => void) => {
      const pending: (() => void)[] = [];
      let started = 0;
      const client = {
        getQueryData: () => undefined,
        prefetchQuery: () => {
          started++;
          return new Promise<void>((resolve) => pending.push(resolve));
        },
      } as unknown as QueryClient;
      currentUser.set(buildAccount({ id: 7 }));
      prefetchDashboard(client, new URLSearchParams(), 'UTC');
      prefetchDashboard(client, new URLSearchParams(), 'UTC');
      after();
      while (pending.length > 0) {
        pending.shift()?.();
        await new Promise((r) => setTimeout(r, 0));
      }
      return started;
    };
    // The sign-out clears the cache too: a read started then went out without a token (401).
    expect(await run(() => currentUser.set(null))).toBe(READS_IN_FLIGHT);
    expect(await run(() => currentUser.set(buildAccount({ id: 8 })))).toBe(READS_IN_FLIGHT);
    // The same user's account read again (a new object) keeps them: every read, and the loader's
    // again of those already started (TanStack Query answers those from the cache).
    const all = dashboardFirstReads(new URLSearchParams(), new Date(), 'UTC').length;
    expect(await run(() => currentUser.set(buildAccount({ id: 7 })))).toBe(all + READS_IN_FLIGHT);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shares the lanes between the entry and the loader, and queues a waiting read once', async () => {
    // The same minute for both calls: each range is resolved against it (resolve-time-range.ts).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:10Z'));
    const search = new URLSearchParams();
    const expected = dashboardFirstReads(search, new Date(), 'UTC').length;
    const pending: (() => void)[] = [];
    const keys: string[] = [];
    let inFlight = 0;
    let most = 0;
    const client = {
      // No annotation layers: the layers' read is not followed by an annotations read.
      getQueryData: () => undefined,
      prefetchQuery: ({ queryKey }: { queryKey: unknown[] }) => {
        keys.push(JSON.stringify(queryKey));
        inFlight++;
        most = Math.max(most, inFlight);
        return new Promise<void>((resolve) => {
          pending.push(() => {
            inFlight--;
            resolve();
          });
        });
      },
    } as unknown as QueryClient;
    prefetchDashboard(client, search, 'UTC');
    prefetchDashboard(client, search, 'UTC');
    expect(keys).toHaveLength(READS_IN_FLIGHT);
    while (pending.length > 0) {
      pending.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(most).toBe(READS_IN_FLIGHT);
    // The loader's call found its first reads started (TanStack Query shares them in flight) and
    // the rest waiting: nothing twice but the reads already started when it came.
    expect(new Set(keys).size).toBe(expected);
    expect(keys.length).toBeLessThanOrEqual(expected + READS_IN_FLIGHT);
  });

  it('reads the annotations of every layer once the layers have answered, in the same lane', async () => {
    const keys: unknown[][] = [];
    const client = {
      getQueryData: (key: unknown[]) =>
        key[0] === LAYERS_KEY[0] ? { data: [{ id: 7 }, { id: 9 }] } : undefined,
      prefetchQuery: async ({ queryKey }: { queryKey: unknown[] }) => {
        keys.push(queryKey);
      },
    } as unknown as QueryClient;
    prefetchDashboard(client, new URLSearchParams(), 'UTC');
    const isAnnotations = (k: unknown[]) => k[0] === ANNOTATIONS_KEY[0];
    await vi.waitFor(() => expect(keys.some(isAnnotations)).toBe(true));
    const annotations = keys.filter(isAnnotations);
    expect(annotations).toHaveLength(1);
    expect(annotations[0]?.[2]).toMatchObject({ layerIds: [7, 9] });
    expect(keys.findIndex(isAnnotations)).toBeGreaterThan(keys.findIndex((k) => k[0] === LAYERS_KEY[0]));
  });
});
