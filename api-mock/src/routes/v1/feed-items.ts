/**
 * Feed items (spec 01 §3, §4, §7; spec 02 §3, §4): each stored status seen through the inbox,
 * with its inbox state from the feedItems collection (a status without a record is open,
 * unassigned and unlabelled). Lists page by 6 (spec 02 §7 mock default for posts).
 */
import { feedItems as ep } from '@sl/api-contract/endpoints';
import { ACCOUNT_STATES } from '@sl/api-contract/schemas/common';
import type { FeedItemRecord, FeedItemWire, feedItemsQuerySchema } from '@sl/api-contract/schemas/feed';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { accountOf } from '../../lib/access.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { assertIdsInProfile, updateRecord } from '../../lib/records.ts';
import { translate } from '../../lib/translate.ts';
import type { MockContext } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { AccountRecord } from '../../store/records.ts';
import { type RawStatus, type ScoredStatus, StatusIndex, TICKET_NETWORKS } from '../../store/status-index.ts';
import type { Store } from '../../store/store.ts';

type FeedQuery = z.output<typeof feedItemsQuerySchema>;

const openRecord = (s: RawStatus): FeedItemRecord => ({
  id: s.id,
  business_profile_id: s.business_profile_id,
  state: 1,
  assigned_to: null,
  label_ids: [],
  stream_id: null,
  replied_by: [],
  liked_by: [],
  reviewed_by: [],
  draft: null,
  draft_by: null,
  replied_at: null,
  replies: [],
});

/** How many of the author's posts a conversation shows around the item, each side. */
const CONVERSATION_SPAN = 10;

export function toFeedItem(s: ScoredStatus, r: FeedItemRecord): FeedItemWire {
  return {
    id: s.id,
    social_type: s.social_type,
    state: r.state,
    sentiment: s.sentiment,
    // A ticket answered before it reached the inbox (its first_reply_at) is replied too.
    is_replied: r.replied_by.length > 0 || s.first_reply_at !== null,
    language: s.language,
    author_id: s.author_id,
    username: s.username,
    description: s.title ?? s.full_text.slice(0, 140),
    photo_url: null,
    post_url: s.url,
    status_type: s.title !== null ? 'review' : 'post',
    stream_id: r.stream_id,
    assigned_to: r.assigned_to,
    label_ids: r.label_ids,
    actions: {
      liked_by: r.liked_by,
      replied_by: r.replied_by,
      reviewed_by: r.reviewed_by,
      sent_by: r.replied_by,
    },
    draft: r.draft,
    status: {
      status_id: s.status_id,
      created_at: s.created_at,
      full_text: s.full_text,
      title: s.title,
      media: [],
      user_mentions: [...s.full_text.matchAll(/@([\p{L}\p{N}_]+)/gu)].map((m) => m[1]),
      favorite_count: s.favorite_count,
      reply_count: s.reply_count,
      rating: s.rating,
      verified: s.verified,
      url: s.url,
    },
  };
}

interface Item {
  /** Issue 10 defect 1: the inbox shows, filters and counts the dashboard's (scored) sentiment. */
  status: ScoredStatus;
  record: FeedItemRecord;
}

/** The profile's posts with their inbox state, newest first. */
export function feedOf(store: Store, businessProfileId: number): Item[] {
  const records = new Map<number, FeedItemRecord>();
  for (const r of store.collections.feedItems.all())
    if (r.business_profile_id === businessProfileId) records.set(r.id, r);
  const cols = store.index.profile(businessProfileId) ?? store.index.emptyColumns();
  const out: Item[] = new Array(cols.n);
  for (let i = 0; i < cols.n; i++) {
    const s = StatusIndex.scoredAt(cols, cols.n - 1 - i);
    out[i] = { status: s, record: records.get(s.id) ?? openRecord(s) };
  }
  return out;
}

export function filterFeed(items: readonly Item[], q: FeedQuery): Item[] {
  const networks = [...(q.social_type ?? []), ...(q.social_types ?? [])];
  const networkSet = networks.length ? new Set<string>(networks) : null;
  const sentiments = q.sentiment?.length ? new Set<number>(q.sentiment) : null;
  const needle = q.search?.trim().toLowerCase();
  const kept = items.filter(
    ({ status: s, record: r }) =>
      (!networkSet || networkSet.has(s.social_type)) &&
      (!sentiments || sentiments.has(s.sentiment)) &&
      (q.state === undefined || r.state === q.state) &&
      (q.label_id === undefined || r.label_ids.includes(q.label_id)) &&
      (q.user_id === undefined || r.assigned_to === q.user_id) &&
      (!needle || `${s.title ?? ''} ${s.full_text} ${s.username}`.toLowerCase().includes(needle)),
  );
  const key = (i: Item) =>
    q.sort_by === 'total_engagements'
      ? i.status.total_engagements
      : q.sort_by === 'followers_count'
        ? i.status.followers_count
        : Date.parse(i.status.created_at);
  const sign = q.order === 'asc' ? 1 : -1;
  return kept.sort((a, b) => sign * (key(a) - key(b)) || sign * (a.status.id - b.status.id));
}

const page = (items: readonly Item[], q: FeedQuery) => {
  const perPage = q.per_page;
  return {
    data: items.slice((q.page - 1) * perPage, q.page * perPage).map((i) => toFeedItem(i.status, i.record)),
    meta: { page: q.page, per_page: perPage, total: items.length },
  };
};

export default async function feedItemRoutes(app: FastifyInstance, options: MockContext) {
  const { store } = options;
  const records = store.collections.feedItems;

  const itemOf = (id: number, me: AccountRecord): Item => {
    const row = store.statuses.findFirst((q) => q.where({ id }));
    if (!row || row.business_profile_id !== me.business_profile_id)
      throw new HttpError(404, 'Feed item not found.');
    const status = store.index.scored(row);
    return { status, record: records.all().find((r) => r.id === id) ?? openRecord(status) };
  };
  /** Writes the inbox state, creating the record the first time a status is worked on. */
  const save = async (item: Item, change: (r: FeedItemRecord) => void): Promise<FeedItemWire> => {
    const existing = records.all().find((r) => r.id === item.record.id);
    let saved: FeedItemRecord;
    if (existing) saved = await updateRecord(records, existing, change);
    else {
      const fresh = { ...item.record };
      change(fresh);
      saved = await records.create(fresh);
    }
    return toFeedItem(item.status, saved);
  };

  contractRoute(app, options, ep.listFeedItems, ({ query, identity }) =>
    page(filterFeed(feedOf(store, accountOf(identity).business_profile_id), query), query),
  );
  contractRoute(app, options, ep.feedSearchResults, ({ query, identity }) =>
    page(filterFeed(feedOf(store, accountOf(identity).business_profile_id), query), query),
  );
  contractRoute(app, options, ep.feedItemsCount, ({ query, identity }) => ({
    count: filterFeed(feedOf(store, accountOf(identity).business_profile_id), query).length,
  }));
  contractRoute(app, options, ep.feedItemsSentiments, ({ query, identity }) => {
    const rows = filterFeed(feedOf(store, accountOf(identity).business_profile_id), query);
    const counts = { positive: 0, neutral: 0, negative: 0, total: rows.length };
    for (const { status } of rows)
      counts[status.sentiment === 1 ? 'positive' : status.sentiment === -1 ? 'negative' : 'neutral']++;
    return counts;
  });
  contractRoute(app, options, ep.feedItemsDrafts, ({ query, identity }) => {
    const me = accountOf(identity);
    const author = query.user_id ?? me.id;
    const items = feedOf(store, me.business_profile_id).filter(
      (i) => i.record.draft !== null && i.record.draft_by === author,
    );
    return page(filterFeed(items, { ...query, user_id: undefined }), query);
  });
  contractRoute(app, options, ep.assignedToMe, ({ query, identity }) => {
    const me = accountOf(identity);
    return page(filterFeed(feedOf(store, me.business_profile_id), { ...query, user_id: me.id }), query);
  });
  contractRoute(app, options, ep.assignedToMeCount, ({ identity }) => {
    const me = accountOf(identity);
    return {
      count: records
        .all()
        .filter((r) => r.business_profile_id === me.business_profile_id && r.assigned_to === me.id).length,
    };
  });

  contractRoute(app, options, ep.assignFeedItem, async ({ params, body, identity }) => {
    const me = accountOf(identity);
    const item = itemOf(params.id, me);
    assertIdsInProfile(store.accounts, [body.account_id], me.business_profile_id, 'account_id', {
      accept: (a) => a.state === ACCOUNT_STATES.ACTIVE,
    });
    return save(item, (r) => {
      r.assigned_to = body.account_id;
    });
  });
  contractRoute(app, options, ep.unassignFeedItem, async ({ params, identity }) =>
    save(itemOf(params.id, accountOf(identity)), (r) => {
      r.assigned_to = null;
    }),
  );
  contractRoute(app, options, ep.setFeedItemLabels, async ({ params, body, identity }) => {
    const me = accountOf(identity);
    const item = itemOf(params.id, me);
    const labelIds = assertIdsInProfile(
      store.collections.labels,
      body.label_ids,
      me.business_profile_id,
      'label_ids',
    );
    return save(item, (r) => {
      r.label_ids = labelIds;
    });
  });
  contractRoute(app, options, ep.setFeedItemState, async ({ body, identity }) => {
    const me = accountOf(identity);
    // Every id is checked before anything changes: a bad id leaves every item as it was.
    const items = [...new Set(body.ids)].map((id) => itemOf(id, me));
    const data = [];
    for (const item of items)
      data.push(
        await save(item, (r) => {
          r.state = body.state;
        }),
      );
    return { data };
  });
  // issue 12: a reply (or 'mark replied') records the agent once in replied_by, so is_replied
  // holds, and the time of the first one, which the dashboard's first-reply time counts.
  const markReplied = async (id: number, identity: Parameters<typeof accountOf>[0], text: string | null) => {
    const me = accountOf(identity);
    const item = itemOf(id, me);
    const first = item.record.replied_at === null;
    const at = new Date(options.now()).toISOString();
    const answer = await save(item, (r) => {
      if (!r.replied_by.includes(me.id)) r.replied_by = [...r.replied_by, me.id];
      r.replied_at ??= at;
      // The reply's words belong to the item's conversation; 'mark replied' has none.
      if (text !== null) r.replies = [...r.replies, { account_id: me.id, text, created_at: at }];
      r.draft = null;
    });
    // The first reply to an unanswered ticket changes the SLA figures (first-reply-time.ts); the
    // dashboard's results are cached per index version (decision 012), so it moves the version.
    if (first && TICKET_NETWORKS.has(item.status.social_type) && item.status.first_reply_at === null)
      store.index.version++;
    return answer;
  };
  contractRoute(app, options, ep.replyToFeedItem, ({ params, body, identity }) =>
    markReplied(params.id, identity, body.text),
  );
  contractRoute(app, options, ep.markFeedItemReplied, ({ params, identity }) =>
    markReplied(params.id, identity, null),
  );
  // Decision 015: the stored posts have no reply-to link, so the conversation is the author's
  // posts on the same network around the item, each followed by the replies sent from the inbox.
  contractRoute(app, options, ep.feedItemConversation, ({ params, identity }) => {
    const me = accountOf(identity);
    const { status } = itemOf(params.id, me);
    const cols = store.index.profile(me.business_profile_id) ?? store.index.emptyColumns();
    const thread: RawStatus[] = [];
    for (let i = 0; i < cols.n; i++) {
      const row = cols.rows[i];
      if (row.author_id === status.author_id && row.social_type === status.social_type) thread.push(row);
    }
    const at = thread.findIndex((s) => s.id === status.id);
    const shown = thread.slice(Math.max(0, at - CONVERSATION_SPAN), at + CONVERSATION_SPAN + 1);
    const replies = new Map(
      records
        .all()
        .filter((r) => r.business_profile_id === me.business_profile_id && r.replies.length > 0)
        .map((r) => [r.id, r.replies]),
    );
    const nameOf = (accountId: number) => {
      const a = store.accounts.findFirst((q) => q.where({ id: accountId }));
      return a ? `${a.first_name} ${a.last_name}`.trim() : 'A former member of the team';
    };
    return {
      data: shown.flatMap((s) => [
        {
          kind: 'post' as const,
          feed_item_id: s.id,
          author: s.username,
          text: s.full_text,
          created_at: s.created_at,
        },
        ...(replies.get(s.id) ?? []).map((r) => ({
          kind: 'reply' as const,
          feed_item_id: s.id,
          author: nameOf(r.account_id),
          text: r.text,
          created_at: r.created_at,
        })),
      ]),
    };
  });
  contractRoute(app, options, ep.translateFeedItem, ({ body, identity }) => {
    const { status } = itemOf(body.id, accountOf(identity));
    const source = status.language === 'und' || status.language === 'qme' ? undefined : status.language;
    return translate(status.full_text, body.lang, source);
  });
  contractRoute(app, options, ep.translateText, ({ query }) => ({ data: translate(query.text, query.lang) }));
}
