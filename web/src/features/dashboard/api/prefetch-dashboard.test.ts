import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
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
      getQueryCache: () => ({ find: () => ({}) }),
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

  it('starts no more reads once the cache has been cleared (signed out)', async () => {
    const pending: (() => void)[] = [];
    let started = 0;
    let cleared = false;
    const client = {
      getQueryCache: () => ({ find: () => (cleared ? undefined : {}) }),
      prefetchQuery: () => {
        started++;
        return new Promise<void>((resolve) => pending.push(resolve));
      },
    } as unknown as QueryClient;
    prefetchDashboard(client, new URLSearchParams(), 'UTC');
    cleared = true;
    while (pending.length > 0) {
      pending.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(started).toBe(READS_IN_FLIGHT);
  });
});
