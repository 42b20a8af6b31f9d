/**
 * Dashboard results cached by the normalised request and the status index's version (issue 17
 * "a result cache keyed by the normalised request and invalidated by writes"; decision 012).
 * Many people open the same dashboard: an identical read is answered from here until a write
 * changes what the analytics read (new or deleted posts, an exclude term's re-score), which
 * moves `StatusIndex.version` and empties the cache. Bounded: least recently used out first.
 */
import type { StatusIndex } from '../store/status-index.ts';

/** Entries per store; a dashboard is ~26 calls, so this holds some twenty distinct dashboards. */
export const RESULT_CACHE_ENTRIES = 512;

class ResultCache {
  private readonly entries = new Map<string, unknown>();
  private version = -1;
  hits = 0;
  misses = 0;

  constructor(private readonly index: StatusIndex) {}

  get<T>(key: string, compute: () => T): T {
    if (this.version !== this.index.version) {
      this.entries.clear();
      this.version = this.index.version;
    }
    if (this.entries.has(key)) {
      const value = this.entries.get(key) as T;
      // Map keeps insertion order: re-inserting marks the entry most recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
      this.hits++;
      return value;
    }
    this.misses++;
    const value = compute();
    // Computes are synchronous, so the version cannot move during one; checked all the same,
    // because a result that saw two versions must not be kept under either.
    if (this.version !== this.index.version) return value;
    this.entries.set(key, value);
    if (this.entries.size > RESULT_CACHE_ENTRIES)
      this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<StatusIndex, ResultCache>();
let enabled = true;

/** The cache of one store's index (each app, each spec, has its own). */
export function resultCacheOf(index: StatusIndex): ResultCache {
  let cache = caches.get(index);
  if (!cache) {
    cache = new ResultCache(index);
    caches.set(index, cache);
  }
  return cache;
}

/** `compute()` once per key and index version (or every time while caching is off). */
export function cachedResult<T>(index: StatusIndex, key: string, compute: () => T): T {
  return enabled ? resultCacheOf(index).get(key, compute) : compute();
}

/** The benchmark turns caching off to time the computation itself. */
export function setResultCaching(on: boolean): void {
  enabled = on;
}
