/**
 * Turns a dashboard read body (spec 01 §7: range, comparedRange, accountId, timeZone, interval,
 * properties) into a selection of the columnar index. Bad parameters answer 4xx here.
 */
import type { Granularity } from '@sl/api-contract/schemas/common';
import type { ContextProperties } from '@sl/api-contract/schemas/dashboard';
import type { Identity, MockContext } from '../plugins/auth.ts';
import { HttpError } from '../plugins/errors.ts';
import type { Store } from '../store/store.ts';
import { assertTimeZone, bucketPlan } from './buckets.ts';
import { compileContext, type Selection, select } from './context-filter.ts';
import { linkAllowsContext } from './shared-link-scope.ts';
import type { Series } from './widgets.ts';

/** Longest range a dashboard call accepts: beyond it a request could pin the CPU. */
export const MAX_RANGE_MS = 3 * 366 * 24 * 3_600_000;

export interface ReadBody {
  range: { from: string; to: string };
  compared_range?: { from: string; to: string };
  time_zone?: string;
  interval?: Granularity;
  properties?: ContextProperties;
}

export interface DashboardQuery {
  profileId: number;
  from: number;
  to: number;
  timeZone: string;
  interval: Granularity;
  properties: ContextProperties | undefined;
}

/** The business profile whose posts a caller reads: the account's, or the shared link's. */
export function profileIdOf(identity: Identity): number {
  if (identity.kind === 'account') return identity.account.business_profile_id;
  if (identity.kind === 'shared-link') return identity.businessProfileId;
  throw new HttpError(401, 'Please sign in.');
}

export function parseRange(
  range: { from: string; to: string },
  field = 'range',
): { from: number; to: number } {
  const from = Date.parse(range.from);
  const to = Date.parse(range.to);
  if (!(from < to)) throw new HttpError(400, 'Range Wrong value!', { [field]: ['Wrong value!'] });
  if (to - from > MAX_RANGE_MS)
    throw new HttpError(400, 'Range is too long.', { [field]: ['It is too long!'] });
  return { from, to };
}

export function dashboardQuery(
  store: Store,
  identity: Identity,
  body: ReadBody,
  properties = body.properties,
): DashboardQuery {
  // spec 01 §6: a shared-link viewer reads only the link's contexts.
  if (identity.kind === 'shared-link') {
    const link = store.sharedLinks.findFirst((q) => q.where({ code: identity.code }));
    if (!link || !linkAllowsContext(link, body.properties)) {
      throw new HttpError(403, 'This shared link does not include this context.');
    }
  }
  const { from, to } = parseRange(body.range);
  return {
    profileId: profileIdOf(identity),
    from,
    to,
    timeZone: assertTimeZone(body.time_zone ?? 'UTC'),
    interval: body.interval ?? 'days',
    properties,
  };
}

/** The same query over the compared range (spec 02 §7 compared calls). */
export function comparedQuery(q: DashboardQuery, body: ReadBody): DashboardQuery | null {
  if (!body.compared_range) return null;
  const { from, to } = parseRange(body.compared_range, 'compared_range');
  return { ...q, from, to };
}

/** The range of the same length just before (trending terms' default background). */
export const precedingQuery = (q: DashboardQuery): DashboardQuery => ({
  ...q,
  from: q.from - (q.to - q.from),
  to: q.from,
});

const EMPTY_ROWS = new Int32Array(0);

export function run(ctx: MockContext, q: DashboardQuery): { sel: Selection; series: Series } {
  const { index } = ctx.store;
  const compiled = compileContext(index, q.properties);
  const sel = select(index, q.profileId, q.from, q.to, compiled) ?? {
    cols: index.emptyColumns(),
    rows: EMPTY_ROWS,
  };
  return { sel, series: { plan: bucketPlan(q.from, q.to, q.interval, q.timeZone), interval: q.interval } };
}
