import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAccount } from '#/testing/api-server.ts';
import { LAYERS_KEY } from './annotation-layers.ts';
import { ANNOTATIONS_KEY } from './annotations.ts';
import type * as Prefetch from './prefetch-dashboard.ts';

// The queue is the page's (module state): each test gets its own, as a new page would, with the
// session store it reads.
let dashboardFirstReads: typeof Prefetch.dashboardFirstReads;
let prefetchDashboard: typeof Prefetch.prefetchDashboard;
let dashboardShown: typeof Prefetch.dashboardShown;
let READS_IN_FLIGHT: number;
let currentUser: typeof import('#/lib/session.ts').currentUser;
beforeEach(async () => {
  vi.resetModules();
  ({ dashboardFirstReads, prefetchDashboard, dashboardShown, READS_IN_FLIGHT } = await import(
    './prefetch-dashboard.ts'
  ));
  ({ currentUser } = await import('#/lib/session.ts'));
});

/** A query client whose reads answer when the test says: the keys asked for, in order. */
function heldClient(layers: { id: number }[] = []) {
  const pending: (() => void)[] = [];
  const keys: unknown[][] = [];
  const client = {
    getQueryData: (key: unknown[]) => (key[0] === LAYERS_KEY[0] ? { data: layers } : undefined),
    prefetchQuery: ({ queryKey }: { queryKey: unknown[] }) => {
      keys.push(queryKey);
      return new Promise<void>((resolve) => pending.push(resolve));
    },
  } as unknown as QueryClient;
  const answerAll = async () => {
    while (pending.length > 0) {
      pending.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { client, keys, answerAll };
}

/** A read's name: its key's first part, and the dashboard call's name. */
const nameOf = (key: unknown[]) => (key[0] === 'dashboard' ? String(key[1]) : String(key[0]));

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
    dashboardShown();
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
      dashboardShown();
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
    dashboardShown();
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

  it("sends the first screen's reads first, and the others once the dashboard has been shown", async () => {
    // Issue 17 (decision record 013, fourteenth step): the time charts on the screen wait for the
    // layers' annotations, sentiment and its trend; the toolbar for the templates and contexts.
    const { client, keys, answerAll } = heldClient([{ id: 3 }]);
    prefetchDashboard(client, new URLSearchParams(), 'UTC');
    expect(keys.map(nameOf)).toEqual([
      'annotation-layers',
      'sentiment',
      'trend-sentiment',
      'dashboard-templates',
    ]);
    await answerAll();
    // Every read of the first screen, and nothing for the widgets below it, however long it takes.
    expect(keys.map(nameOf)).toEqual([
      'annotation-layers',
      'sentiment',
      'trend-sentiment',
      'dashboard-templates',
      'annotations',
      'selector',
    ]);
    dashboardShown();
    await answerAll();
    const all = dashboardFirstReads(new URLSearchParams(), new Date(), 'UTC');
    expect(all.filter((r) => r.afterScreen).length).toBeGreaterThan(0);
    // Then the rest, each once (the annotations read is the layers' lane's second).
    expect(keys).toHaveLength(all.length + 1);
    expect(new Set(keys.map((k) => JSON.stringify(k))).size).toBe(all.length + 1);
    // Shown once for the page: a later visit's reads all leave.
    const later = heldClient();
    prefetchDashboard(later.client, new URLSearchParams(), 'UTC');
    await later.answerAll();
    expect(later.keys).toHaveLength(all.length);
  });

  it('holds nothing on a view of contexts or of a template: its widgets wait for those answers', () => {
    for (const search of [new URLSearchParams('contextIds=4'), new URLSearchParams('config=2')]) {
      const reads = dashboardFirstReads(search, new Date(), 'UTC');
      expect(reads.some((r) => r.afterScreen)).toBe(false);
    }
  });
});
