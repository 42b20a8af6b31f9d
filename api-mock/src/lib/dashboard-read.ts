/**
 * The route boundary of a dashboard read (spec 01 §7 read body; spec 01 §6 shared links): checks
 * the body, answers bad parameters with 4xx, and hands the analytics a checked DashboardQuery.
 * The shared link was looked up once, by plugins/auth.ts, and travels in the identity.
 */
import type { ContextProperties, dashboardReadBodySchema } from '@sl/api-contract/schemas/dashboard';
import { ERROR_TEXTS } from '@sl/api-contract/schemas/errors';
import type { z } from 'zod';
import { isTimeZone } from '../analytics/buckets.ts';
import type { DashboardQuery } from '../analytics/dashboard-query.ts';
import { savedSearchProperties } from '../analytics/saved-search-context.ts';
import type { Identity } from '../plugins/auth.ts';
import { HttpError } from '../plugins/errors.ts';
import type { Store } from '../store/store.ts';
import { linkAllowsContext } from './shared-link-scope.ts';

/** Longest range a dashboard call accepts: beyond it a request could pin the CPU. */
export const MAX_RANGE_MS = 3 * 366 * 24 * 3_600_000;

/**
 * A dashboard read body as the contract's schema outputs it (issue 10 item 5: the contract is the
 * only source of request types; every dashboard body extends this one).
 */
export type ReadBody = z.output<typeof dashboardReadBodySchema>;

/** The business profile whose posts a caller reads: the account's, or the shared link's. */
export function profileIdOf(identity: Identity): number {
  if (identity.kind === 'account') return identity.account.business_profile_id;
  if (identity.kind === 'shared-link') return identity.businessProfileId;
  throw new HttpError(401, ERROR_TEXTS.signIn);
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

/** spec 02 §7: the time zone falls back to UTC; an unknown one is a bad parameter. */
export function checkedTimeZone(timeZone: string | undefined): string {
  const tz = timeZone ?? 'UTC';
  if (!isTimeZone(tz)) throw new HttpError(400, 'Time zone Wrong value!', { time_zone: ['Wrong value!'] });
  return tz;
}

export function dashboardQuery(
  identity: Identity,
  body: ReadBody,
  properties = body.properties,
): DashboardQuery {
  // spec 01 §6: a shared-link viewer reads only the link's contexts.
  if (identity.kind === 'shared-link' && !linkAllowsContext(identity.link, body.properties)) {
    throw new HttpError(403, ERROR_TEXTS.linkContext);
  }
  const { from, to } = parseRange(body.range);
  return {
    profileId: profileIdOf(identity),
    from,
    to,
    timeZone: checkedTimeZone(body.time_zone),
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

/** A saved search of the profile as a context (spec 02 §3); 404 when the profile has none. */
export function savedSearchContext(store: Store, profileId: number, id: number): ContextProperties {
  const properties = savedSearchProperties(store, profileId, id);
  if (!properties) throw new HttpError(404, 'Saved search not found.');
  return properties;
}
