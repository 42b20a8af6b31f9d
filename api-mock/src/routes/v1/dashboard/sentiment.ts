/** spec 02 §7: POST /v1/dashboard/sentiment (read via POST), computed from the stored posts. */
import { dashboard } from '@sl/api-contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { assertTimeZone } from '../../../analytics/buckets.ts';
import { contextPredicate } from '../../../analytics/context-filter.ts';
import { computeSentiment } from '../../../analytics/sentiment.ts';
import { contractRoute } from '../../../lib/contract-route.ts';
import type { MockContext } from '../../../plugins/auth.ts';
import { HttpError } from '../../../plugins/errors.ts';

/** Longest range a dashboard call accepts: beyond it a request could pin the CPU. */
const MAX_RANGE_MS = 3 * 366 * 24 * 3_600_000;

export default async function sentimentRoutes(app: FastifyInstance, options: MockContext) {
  const { store } = options;
  contractRoute(app, options, dashboard.dashboardSentiment, async ({ body, identity }) => {
    if (identity.kind !== 'account') throw new HttpError(401, 'Please sign in.');
    const from = Date.parse(body.range.from);
    const to = Date.parse(body.range.to);
    if (to - from > MAX_RANGE_MS)
      throw new HttpError(400, 'Range is too long.', { range: ['It is too long!'] });
    const timeZone = assertTimeZone(body.time_zone ?? 'UTC');
    const keep = contextPredicate(body.properties);
    const rows = store.index.range(identity.account.business_profile_id, from, to).filter(keep);
    return computeSentiment(rows, { from, to, interval: body.interval ?? 'days', timeZone });
  });
}
