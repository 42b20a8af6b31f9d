/**
 * Dashboard results cached by the normalised request and the status index's version (issue 17
 * "a result cache keyed by the normalised request and invalidated by writes"; decision 012).
 * Many people open the same dashboard: an identical read is answered from here until a write
 * changes what the analytics read (new or deleted posts, an exclude term's re-score), which
 * moves `StatusIndex.version` and empties the cache. Bounded: least recently used out first.
 * An entry also keeps its answer serialised (`cachedJson`): a repeated read over HTTP is then
 * sent as that string, checked against the contract and stringified once, when computed
 * (issue 17 "per-request overhead": the response schema's check was most of a cached call).
 */
import type { AnyEndpoint } from '@sl/api-contract/endpoints';
import { z } from 'zod';
import { compileResponseSerializer, SerializerMismatchError } from '../lib/response-serializer.ts';
import type { StatusIndex } from '../store/status-index.ts';

/** Entries per store; a dashboard is ~26 calls, so this holds some twenty distinct dashboards. */
export const RESULT_CACHE_ENTRIES = 512;

interface Entry {
  value: unknown;
  /** The value as the wire's JSON, made on the first read that wants it. */
  json?: string;
}

class ResultCache {
  private readonly entries = new Map<string, Entry>();
  private version = -1;
  hits = 0;
  misses = 0;

  constructor(private readonly index: StatusIndex) {}

  get<T>(key: string, compute: () => T): T {
    return this.entry(key, compute).value as T;
  }

  /** The answer of `key` as JSON: `serialize` runs once per entry. */
  json(key: string, compute: () => unknown, serialize: (value: unknown) => string): string {
    const entry = this.entry(key, compute);
    entry.json ??= serialize(entry.value);
    return entry.json;
  }

  private entry(key: string, compute: () => unknown): Entry {
    if (this.version !== this.index.version) {
      this.entries.clear();
      this.version = this.index.version;
    }
    const found = this.entries.get(key);
    if (found) {
      // Map keeps insertion order: re-inserting marks the entry most recently used.
      this.entries.delete(key);
      this.entries.set(key, found);
      this.hits++;
      return found;
    }
    this.misses++;
    const entry: Entry = { value: compute() };
    // Computes are synchronous, so the version cannot move during one; checked all the same,
    // because a result that saw two versions must not be kept under either.
    if (this.version !== this.index.version) return entry;
    this.entries.set(key, entry);
    if (this.entries.size > RESULT_CACHE_ENTRIES)
      this.entries.delete(this.entries.keys().next().value as string);
    return entry;
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

/**
 * `compute()` once per key and index version, serialised once by `serialize` (while caching is
 * off, both every time).
 */
export function cachedJson(
  index: StatusIndex,
  key: string,
  compute: () => unknown,
  serialize: (value: unknown) => string,
): string {
  return enabled ? resultCacheOf(index).json(key, compute, serialize) : serialize(compute());
}

/** The writers made so far, per endpoint: `contractJson` is asked per request by some routes. */
const writers = new WeakMap<AnyEndpoint, { crossCheck: boolean; write: (answer: unknown) => string }>();

/**
 * The contract's check and serialisation of an endpoint's JSON answer, for `cachedJson` (once per
 * cached answer, not once per request). Issue 17 "per-request overhead": the compiled writer of
 * lib/response-serializer.ts, as every other JSON route's answer goes out (zod's generic
 * `z.encode` walk here was ~3 ms of each whole dashboard computed after a new post); the same text
 * for every answer zod accepts. With `crossCheck` (the app's `checkResponses`: on under vitest, so
 * in every API spec) zod encodes the answer too, refusing what the contract does not allow, and
 * the two texts must be equal, byte for byte.
 */
export function contractJson(endpoint: AnyEndpoint, crossCheck: boolean): (answer: unknown) => string {
  const known = writers.get(endpoint);
  if (known?.crossCheck === crossCheck) return known.write;
  const compiled = compileResponseSerializer(endpoint.response as z.ZodType);
  const write = crossCheck
    ? (answer: unknown) => {
        // zod first: an answer the contract refuses fails as it always did.
        const expected = JSON.stringify(z.encode(endpoint.response as z.ZodType, answer as never));
        const actual = compiled(answer);
        if (actual !== expected)
          throw new SerializerMismatchError(
            `The compiled serializer of ${endpoint.id} differs from the contract's: ${actual.slice(0, 200)} | ${expected.slice(0, 200)}`,
          );
        return actual;
      }
    : compiled;
  writers.set(endpoint, { crossCheck, write });
  return write;
}

/** The benchmark turns caching off to time the computation itself. */
export function setResultCaching(on: boolean): void {
  enabled = on;
}
