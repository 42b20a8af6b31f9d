/**
 * A dashboard query (spec 01 §7: range, comparedRange, timeZone, interval, properties) as the
 * analytics take it: already checked. Checking a read body and answering 4xx is the route
 * boundary's (lib/dashboard-read.ts); analytics know nothing of HTTP (issue 10 item 4).
 */
import type { Granularity } from '@sl/api-contract/schemas/common';
import type { ContextProperties } from '@sl/api-contract/schemas/dashboard';
import type { StatusIndex } from '../store/status-index.ts';
import type { Store } from '../store/store.ts';
import { bucketPlan } from './buckets.ts';
import { compileContext, type Selection, select } from './context-filter.ts';
import type { Series } from './figures.ts';

export interface DashboardQuery {
  profileId: number;
  from: number;
  to: number;
  timeZone: string;
  interval: Granularity;
  properties: ContextProperties | undefined;
}

/** The range of the same length just before (trending terms' default background). */
export const precedingQuery = (q: DashboardQuery): DashboardQuery => ({
  ...q,
  from: q.from - (q.to - q.from),
  to: q.from,
});

const EMPTY_ROWS = new Int32Array(0);

/**
 * The rows of the last few contexts and ranges, for the index's current version (decision 012):
 * the calls of one dashboard share their range and context, so the widgets that need rows
 * (text analysis, posts, entities, SLA) select them once. Small: a selection at 1M posts is
 * ~1.3 MB.
 */
const SELECTION_ENTRIES = 8;
const selections = new WeakMap<StatusIndex, { version: number; entries: Map<string, Selection> }>();

function selectionOf(index: StatusIndex, q: DashboardQuery): Selection {
  let cache = selections.get(index);
  if (!cache || cache.version !== index.version) {
    cache = { version: index.version, entries: new Map() };
    selections.set(index, cache);
  }
  const key = JSON.stringify([q.profileId, q.from, q.to, q.properties ?? null]);
  let sel = cache.entries.get(key);
  if (sel) {
    cache.entries.delete(key);
  } else {
    sel = select(index, q.profileId, q.from, q.to, compileContext(index, q.properties)) ?? {
      cols: index.emptyColumns(),
      rows: EMPTY_ROWS,
    };
    if (cache.entries.size >= SELECTION_ENTRIES)
      cache.entries.delete(cache.entries.keys().next().value as string);
  }
  cache.entries.set(key, sel);
  return sel;
}

export function run({ store }: { store: Store }, q: DashboardQuery): { sel: Selection; series: Series } {
  return {
    sel: selectionOf(store.index, q),
    series: { plan: bucketPlan(q.from, q.to, q.interval, q.timeZone), interval: q.interval },
  };
}
