/**
 * Drill-down feeds (spec 02 §7 "Feeds"): POST stores a feed definition (a context, a range, the
 * view that opened it) and answers its id; GET with feed_hash (or feedHash) answers the
 * definition and a page of the posts behind it, selected by the very filter the widgets use
 * (lib/dashboard-read.ts, analytics/dashboard-query.ts), so the posts of a chart point are exactly the ones it counts.
 *
 * The id is a hash of the definition: storing the same drill-down twice gives the same id.
 *
 * A feed may also name a keyword, topic or theme (decision 021): the posts are then narrowed by the
 * text widgets' own rules (analytics/context-filter.ts `hasKeyword`, `hasTopic`, `hasAnyTerm`), so
 * the panel's count equals the word's, topic's or theme's count in its widget.
 */
import { createHash } from 'node:crypto';
import { dashboardConfig as ep } from '@sl/api-contract/endpoints';
import type { FeedDefinitionWire } from '@sl/api-contract/schemas/dashboard-config';
import { humanize, MESSAGES } from '@sl/api-contract/schemas/errors';
import { TOPICS } from '@sl/fixtures';
import type { FastifyInstance } from 'fastify';
import {
  hasAnyTerm,
  hasKeyword,
  hasTopic,
  narrowByText,
  type TextTest,
} from '../../../analytics/context-filter.ts';
import { customTopicsOf } from '../../../analytics/custom-topics.ts';
import { run } from '../../../analytics/dashboard-query.ts';
import { accountOf } from '../../../lib/access.ts';
import { contractRoute } from '../../../lib/contract-route.ts';
import { dashboardQuery } from '../../../lib/dashboard-read.ts';
import type { MockContext } from '../../../plugins/auth.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { StatusIndex } from '../../../store/status-index.ts';

const builtinTopic = (name: string) => (TOPICS as readonly string[]).indexOf(name);

const wrongValue = (field: 'topic' | 'theme') =>
  new HttpError(400, `${humanize(field)} ${MESSAGES.isYearValid}`, { [field]: [MESSAGES.isYearValid] });

export default async function feedHashRoutes(app: FastifyInstance, ctx: MockContext) {
  const { store } = ctx;
  const feeds = store.feedHashes;

  contractRoute(app, ctx, ep.createFeedHash, async ({ body, identity }) => {
    const account = accountOf(identity);
    const customTopics = customTopicsOf(store, account.business_profile_id);
    // A topic is a row of the topics widget (a built-in name or a custom topic's id); a theme a
    // built-in topic (conversation themes). Anything else is refused rather than matching nothing.
    if (
      body.topic !== undefined &&
      builtinTopic(body.topic) < 0 &&
      !customTopics.some((t) => String(t.id) === body.topic)
    )
      throw wrongValue('topic');
    if (body.theme !== undefined && builtinTopic(body.theme) < 0) throw wrongValue('theme');
    const definition = {
      title: body.title,
      view_type: body.view_type,
      account_id: body.account_id ?? null,
      context_id: body.context_id ?? null,
      context_type: body.context_type ?? null,
      min_created_at: new Date(body.min_created_at).toISOString(),
      max_created_at: new Date(body.max_created_at).toISOString(),
      properties: body.properties ?? {},
      keyword: body.keyword ?? null,
      topic: body.topic ?? null,
      theme: body.theme ?? null,
      business_profile_id: account.business_profile_id,
    };
    const id = createHash('sha256').update(JSON.stringify(definition)).digest('hex').slice(0, 24);
    if (!feeds.findFirst((q) => q.where({ id }))) {
      await feeds.create({
        id,
        ...definition,
        created_by: account.id,
        created_at: new Date(ctx.now()).toISOString(),
      });
      // issue 17: the definitions are bounded; the oldest go first (lib/prune-expired.ts).
      ctx.pruner.trimFeedHashes();
    }
    return { id };
  });

  contractRoute(app, ctx, ep.getFeedHash, ({ query, identity }) => {
    const account = accountOf(identity);
    const id = query.feed_hash ?? query.feedHash;
    const feed = feeds.findFirst((q) => q.where({ id, business_profile_id: account.business_profile_id }));
    if (!feed) throw new HttpError(404, 'Feed not found.');
    const q = dashboardQuery(identity, {
      range: { from: feed.min_created_at, to: feed.max_created_at },
      properties: feed.properties,
    });
    const sel = narrowByText(store.index, run(ctx, q).sel, textTests(feed, ctx));
    // The contract's paging defaults apply (spec 02 §7: 6 posts a page).
    const { page, per_page: perPage } = query;
    const posts = [];
    // Newest first: the selection is in time order, so walk it from the end.
    const last = sel.rows.length - 1 - (page - 1) * perPage;
    for (let k = last; k >= 0 && k > last - perPage; k--) {
      const i = sel.rows[k];
      posts.push(StatusIndex.scoredAt(sel.cols, i));
    }
    return { feed, total: sel.rows.length, page, per_page: perPage, posts };
  });
}

/** The text conditions of a feed's keyword, topic and theme (none for a chart point's feed). */
function textTests(feed: FeedDefinitionWire, ctx: MockContext): TextTest[] {
  const tests: TextTest[] = [];
  if (feed.keyword) tests.push(hasKeyword(feed.keyword));
  for (const name of [feed.topic, feed.theme]) {
    if (!name) continue;
    const builtin = builtinTopic(name);
    if (builtin >= 0) tests.push(hasTopic(builtin));
    else {
      // A custom topic deleted since the feed was stored matches nothing.
      const custom = customTopicsOf(ctx.store, feed.business_profile_id).find((t) => String(t.id) === name);
      tests.push(hasAnyTerm(custom?.keywords ?? []));
    }
  }
  return tests;
}
