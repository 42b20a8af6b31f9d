/**
 * A dashboard query (spec 01 §7: range, comparedRange, timeZone, interval, properties) as the
 * analytics take it: already checked. Checking a read body and answering 4xx is the route
 * boundary's (lib/dashboard-read.ts); analytics know nothing of HTTP (issue 10 item 4).
 */
import type { Granularity } from '@sl/api-contract/schemas/common';
import type { ContextProperties } from '@sl/api-contract/schemas/dashboard';
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

export function run({ store }: { store: Store }, q: DashboardQuery): { sel: Selection; series: Series } {
  const { index } = store;
  const compiled = compileContext(index, q.properties);
  const sel = select(index, q.profileId, q.from, q.to, compiled) ?? {
    cols: index.emptyColumns(),
    rows: EMPTY_ROWS,
  };
  return { sel, series: { plan: bucketPlan(q.from, q.to, q.interval, q.timeZone), interval: q.interval } };
}
