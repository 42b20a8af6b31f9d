/**
 * The statuses "collection" (decision 022). It answers the part of the @msw/data Collection API
 * the mock uses on posts (create, findFirst/findMany/delete by id or profile, all, count, clear,
 * create/delete hooks), but keeps each post once, as the object it was given, in a map by id.
 *
 * Why not a Collection: at 1 000 000 posts the Collection's create zod-parsed every generated
 * post into a second object, gave it a random UUID and a Map of relations, and redefined its
 * properties (which turns the object into a slow dictionary): ~1 KiB and ~22 µs of CPU per post,
 * two thirds of the 1M load's time and bytes (decision 022's table). Generated posts are trusted
 * (the fixtures' spec validates their shape once); posts arriving one at a time (control API,
 * tests) and posts read back from a data file are still parsed here.
 */
import { PAUSE_EVERY, type Sliced } from '@sl/fixtures';
import { type RawStatus, rawStatusSchema } from './status-index.ts';

/** What `q.where(...)` accepts: equality on the fields posts are looked up by. */
export type StatusCriteria = Partial<Pick<RawStatus, 'id' | 'business_profile_id'>>;
/** The query builder handed to a query callback, as @msw/data's `(q) => q.where({ id })`. */
export interface StatusQuery {
  where(criteria: StatusCriteria): StatusCriteria;
}
export type StatusQueryFn = (q: StatusQuery) => StatusCriteria;

interface StatusHookEvents {
  create: { data: { record: RawStatus } };
  update: { data: { prevRecord: RawStatus; nextRecord: RawStatus } };
  delete: { data: { deletedRecord: RawStatus } };
}
type HookName = keyof StatusHookEvents;

/** The create/update/delete hooks, with @msw/data's `hooks.on(name, (event) => ...)` shape. */
class StatusHooks {
  private readonly listeners: { [K in HookName]: ((event: StatusHookEvents[K]) => void)[] } = {
    create: [],
    update: [],
    delete: [],
  };

  on<K extends HookName>(name: K, listener: (event: StatusHookEvents[K]) => void): void {
    this.listeners[name].push(listener);
  }

  emit<K extends HookName>(name: K, event: StatusHookEvents[K]): void {
    for (const listener of this.listeners[name]) listener(event);
  }
}

const QUERY: StatusQuery = { where: (criteria) => criteria };

/** Entries of one segment of `SegmentedMap`: 2^15, 31 segments at a million posts. */
const SEGMENT_SIZE = 1 << 15;

/**
 * A Map by id kept in segments of at most SEGMENT_SIZE entries, with a Map's answers and order
 * (issue 17). A Map grows by re-hashing every entry into a table twice the size, in one call:
 * the `set` of the 524 288th post took 35-50 ms, the longest piece left in a 1M generate's
 * storing slices. With segments of 2^18 the largest re-hash (at 131 073 entries) took ~7 ms in a
 * fresh load but 23-31 ms during a generate, beside the million posts it replaces (decision 022
 * session 16); at 2^15 the largest (at 16 385) takes ~4 ms either way. A lookup skips every
 * segment whose id range cannot hold the id (`low`, `high`): one Map, mostly, as posts are
 * stored in id order. New ids go to the last segment, so iterating the segments in turn is the
 * order stored.
 */
export class SegmentedMap<V extends NonNullable<unknown>> {
  private readonly segments: Map<number, V>[] = [new Map()];
  /**
   * The least and greatest id ever added to each segment: a lookup skips a segment whose range
   * cannot hold the id (posts are mostly stored in id order, so a lookup asks one Map, not 31).
   */
  private readonly low: number[] = [Number.POSITIVE_INFINITY];
  private readonly high: number[] = [Number.NEGATIVE_INFINITY];
  size = 0;

  constructor(private readonly segmentSize = SEGMENT_SIZE) {}

  /** One lookup in each segment whose id range holds `id` (no `has` before the `get`). */
  get(id: number): V | undefined {
    const { segments, low, high } = this;
    for (let k = segments.length - 1; k >= 0; k--) {
      if (id < low[k] || id > high[k]) continue;
      const value = segments[k].get(id);
      if (value !== undefined) return value;
    }
    return undefined;
  }

  /** Values are never undefined (`V` excludes it), so a value found is the id held. */
  has(id: number): boolean {
    return this.get(id) !== undefined;
  }

  /** Adds an id none of the segments holds (the table checks that first). */
  add(id: number, value: V): void {
    let k = this.segments.length - 1;
    if (this.segments[k].size >= this.segmentSize) {
      this.segments.push(new Map());
      this.low.push(Number.POSITIVE_INFINITY);
      this.high.push(Number.NEGATIVE_INFINITY);
      k++;
    }
    this.segments[k].set(id, value);
    if (id < this.low[k]) this.low[k] = id;
    if (id > this.high[k]) this.high[k] = id;
    this.size++;
  }

  delete(id: number): boolean {
    const { segments, low, high } = this;
    for (let k = segments.length - 1; k >= 0; k--) {
      if (id < low[k] || id > high[k] || !segments[k].delete(id)) continue;
      this.size--;
      return true;
    }
    return false;
  }

  *values(): Generator<V, void, void> {
    for (const segment of this.segments) yield* segment.values();
  }

  /** Every value in order, as an array (no generator per value). */
  toArray(): V[] {
    const out: V[] = [];
    for (const segment of this.segments) for (const value of segment.values()) out.push(value);
    return out;
  }
}

const matches = (row: RawStatus, c: StatusCriteria): boolean =>
  (c.id === undefined || row.id === c.id) &&
  (c.business_profile_id === undefined || row.business_profile_id === c.business_profile_id);

export class StatusTable {
  private byId = new SegmentedMap<RawStatus>();
  readonly hooks = new StatusHooks();

  /** Stores one post, parsed (it comes from a request or a test), and tells the hooks. */
  async create(initialValues: unknown): Promise<RawStatus> {
    const record = rawStatusSchema.parse(initialValues);
    this.assertNew(record.id);
    this.byId.add(record.id, record);
    this.hooks.emit('create', { data: { record } });
    return record;
  }

  /**
   * Stores generated posts as they are (no parse, no copy, no hooks: the caller indexes them in
   * bulk), pausing every PAUSE_EVERY posts for `runInSlices`; `onProgress` hears the count.
   */
  *storeTrusted(rows: readonly RawStatus[], onProgress?: (done: number) => void): Sliced<void> {
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      this.assertNew(row.id);
      this.byId.add(row.id, row);
      if ((i + 1) % PAUSE_EVERY === 0) {
        onProgress?.(i + 1);
        yield;
      }
    }
    onProgress?.(rows.length);
  }

  /** Like `storeTrusted`, for posts read back from a data file: each is parsed first. */
  *storeParsed(rows: readonly unknown[], onProgress?: (done: number) => void): Sliced<RawStatus[]> {
    const parsed: RawStatus[] = new Array(rows.length);
    for (let i = 0; i < rows.length; i++) {
      parsed[i] = rawStatusSchema.parse(rows[i]);
      if ((i + 1) % PAUSE_EVERY === 0) yield;
    }
    yield* this.storeTrusted(parsed, onProgress);
    return parsed;
  }

  private assertNew(id: number): void {
    // Two posts with one id would be one post to every lookup by id but two to the analytics.
    if (this.byId.has(id)) throw new Error(`A status with id ${id} is already stored.`);
  }

  findFirst(query: StatusQueryFn): RawStatus | undefined {
    const criteria = query(QUERY);
    if (criteria.id !== undefined) {
      const row = this.byId.get(criteria.id);
      return row && matches(row, criteria) ? row : undefined;
    }
    for (const row of this.byId.values()) if (matches(row, criteria)) return row;
    return undefined;
  }

  findMany(query: StatusQueryFn): RawStatus[] {
    const criteria = query(QUERY);
    if (criteria.id !== undefined) {
      const row = this.findFirst(query);
      return row ? [row] : [];
    }
    const found: RawStatus[] = [];
    for (const row of this.byId.values()) if (matches(row, criteria)) found.push(row);
    return found;
  }

  /** Removes the first post the query matches (as @msw/data's delete) and tells the hooks. */
  async delete(query: StatusQueryFn): Promise<RawStatus | undefined> {
    const row = this.findFirst(query);
    if (!row) return undefined;
    this.byId.delete(row.id);
    this.hooks.emit('delete', { data: { deletedRecord: row } });
    return row;
  }

  /** Every post, in the order stored. */
  all(): RawStatus[] {
    return this.byId.toArray();
  }

  count(): number {
    return this.byId.size;
  }

  /** Empties the table at once (a fresh map; the hooks stay). */
  clear(): void {
    this.byId = new SegmentedMap();
  }
}
