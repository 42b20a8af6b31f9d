/**
 * Statuses and identities (spec 01 §7 "Other", §9): the statuses list pages by 15 from offset
 * 0, ordered by counts.total_engagements descending unless the caller says otherwise.
 */
import { feedItems as ep } from '@sl/api-contract/endpoints';
import { contextPropertiesSchema } from '@sl/api-contract/schemas/dashboard';
import type { FastifyInstance } from 'fastify';
import { compileContext, select } from '../../analytics/context-filter.ts';
import { accountOf } from '../../lib/access.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import type { MockContext } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { type RawStatus, type ScoredStatus, StatusIndex } from '../../store/status-index.ts';

export const toStatusView = (s: ScoredStatus) => ({
  id: s.id,
  status_id: s.status_id,
  social_type: s.social_type,
  created_at: s.created_at,
  language: s.language,
  country: s.country,
  sentiment: s.sentiment,
  title: s.title,
  full_text: s.full_text,
  url: s.url,
  identity_id: s.author_id,
  username: s.username,
  author_name: s.author_name,
  verified: s.verified,
  counts: {
    favorites: s.favorite_count,
    replies: s.reply_count,
    shares: s.share_count,
    total_engagements: s.total_engagements,
    reach: s.reach,
  },
  rating: s.rating,
});

const ORDER_KEYS = {
  'counts.total_engagements': (s: RawStatus) => s.total_engagements,
  'counts.reach': (s: RawStatus) => s.reach,
  created_at: (s: RawStatus) => Date.parse(s.created_at),
  followers_count: (s: RawStatus) => s.followers_count,
} as const;

function parseFilters(text: string | undefined) {
  if (text === undefined || text === '') return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Filters Wrong format!', { filters: ['Wrong format!'] });
  }
  const parsed = contextPropertiesSchema.shape.filters.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, 'Filters Wrong format!', { filters: ['Wrong format!'] });
  return parsed.data;
}

export default async function statusRoutes(app: FastifyInstance, options: MockContext) {
  const { store } = options;

  contractRoute(app, options, ep.listStatuses, ({ query, identity }) => {
    const bp = accountOf(identity).business_profile_id;
    const from = query.from ? Date.parse(query.from) : Number.NEGATIVE_INFINITY;
    const to = query.to ? Date.parse(query.to) : Number.POSITIVE_INFINITY;
    const filters = parseFilters(query.filters);
    const text = query.query?.trim();
    // The same context semantics as the dashboard's (api-mock README "Query semantics").
    const context = compileContext(store.index, {
      filters,
      query: text ? [{ type: 'must', terms: [text] }] : undefined,
    });
    const sel = select(store.index, bp, from, to, context);
    const key = ORDER_KEYS[query.args.order_by];
    const sign = query.args.direction === 'asc' ? 1 : -1;
    if (!sel) return { data: [], meta: { offset: query.offset, limit: query.limit, total: 0 } };
    const rows = sel.cols.rows;
    const order = Array.from(sel.rows).sort(
      (a, b) => sign * (key(rows[a]) - key(rows[b])) || rows[a].id - rows[b].id,
    );
    return {
      data: order
        .slice(query.offset, query.offset + query.limit)
        .map((i) => toStatusView(StatusIndex.scoredAt(sel.cols, i))),
      meta: { offset: query.offset, limit: query.limit, total: order.length },
    };
  });

  contractRoute(app, options, ep.getStatus, ({ params, identity }) => {
    const s = store.statuses.findFirst((q) => q.where({ id: params.id }));
    if (!s || s.business_profile_id !== accountOf(identity).business_profile_id)
      throw new HttpError(404, 'Status not found.');
    return toStatusView(store.index.scored(s));
  });

  contractRoute(app, options, ep.getIdentity, ({ params, identity }) => {
    const bp = accountOf(identity).business_profile_id;
    const posts = store.index
      .range(bp, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY)
      .filter((s) => s.author_id === params.id);
    if (posts.length === 0) throw new HttpError(404, 'Identity not found.');
    const last = posts[posts.length - 1];
    return {
      id: last.author_id,
      username: last.username,
      name: last.author_name,
      social_type: last.social_type,
      followers_count: last.followers_count,
      verified: last.verified,
      statuses_count: posts.length,
      last_status_at: last.created_at,
    };
  });
}
