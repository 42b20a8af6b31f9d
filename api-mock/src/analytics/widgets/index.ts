/**
 * The mock's computation of every dashboard widget (issue 10 item 4), one module per widget id of
 * the contract's table (api-contract/src/widgets.ts). The route registers each call of that
 * table from here; a call without its computation fails at startup and in widgets.test.ts.
 * The conversation clusters answer 404 for an unknown cluster or saved search, so they keep
 * their own route (routes/v1/dashboard/conversation-clusters.ts).
 * Every call is answered through the result cache (decision 012): same read, same index
 * version, same answer, computed once.
 */
import type { WidgetId } from '@sl/api-contract/schemas/common';
import { customTopicsOf } from '../custom-topics.ts';
import { mutedKeywordsOf } from '../muted-keywords.ts';
import { cachedJson, cachedResult } from '../result-cache.ts';
import conversationThemes from './conversation-themes.ts';
import demographics from './demographics.ts';
import firstReplyTime from './first-reply-time.ts';
import impactScore from './impact-score.ts';
import keywordsCloud from './keywords-cloud.ts';
import mostImpactfulPosts from './most-impactful-posts.ts';
import networkBreakdown from './network-breakdown.ts';
import reviews from './reviews.ts';
import sentiment from './sentiment.ts';
import topics from './topics.ts';
import trendSentiment from './trend-sentiment.ts';
import trendingKeywords from './trending-keywords.ts';
import trendingLabel from './trending-label.ts';
import type { CsvTable, WidgetCompute, WidgetInput } from './widget.ts';

type Modules<C = WidgetCompute> = Readonly<Record<Exclude<WidgetId, 'conversation-cluster'>, readonly C[]>>;

/** A widget call answered through the result cache, as an answer or as its JSON. */
export interface CachedWidgetCompute extends WidgetCompute {
  /** The answer serialised by `serialize`, once per request key and index version. */
  json: (input: WidgetInput<never>, serialize: (answer: unknown) => string) => string;
}

/**
 * Widgets that read more than the status index: the profile's custom topics (spec 02 §7
 * /v1/topics) are part of their request's key, so editing a topic is seen at once.
 */
const READS_CUSTOM_TOPICS: ReadonlySet<string> = new Set(['topics', 'trending-label']);
/**
 * Widgets that leave out the profile's muted keywords (spec 02 §5, §7): the muted list is part
 * of their key, so muting or unmuting a word is seen at the next read without a version bump.
 */
const READS_MUTED_KEYWORDS: ReadonlySet<string> = new Set(['keywords-cloud', 'trending-keywords']);

/**
 * The normalised request: the checked query (profile scope, range in ms, time zone, interval,
 * context), the checked body (zod output: known keys only, in schema order) and the compared
 * query when the body has one.
 */
function requestKey(widget: string, endpointId: string, input: WidgetInput<unknown>): string {
  const parts = [endpointId, JSON.stringify(input.query), JSON.stringify(input.body)];
  if (READS_CUSTOM_TOPICS.has(widget))
    parts.push(JSON.stringify(customTopicsOf(input.store, input.query.profileId)));
  if (READS_MUTED_KEYWORDS.has(widget))
    parts.push(JSON.stringify(mutedKeywordsOf(input.store, input.query.profileId)));
  return parts.join('\u0000');
}

/** A CSV table whose rows are a one-shot iterator cannot be handed out twice: kept as an array. */
const reusable = (answer: unknown): unknown => {
  const table = answer as Partial<CsvTable>;
  if (table && Array.isArray(table.columns) && table.rows && !Array.isArray(table.rows))
    return { columns: table.columns, rows: [...table.rows] };
  return answer;
};

const cached = (modules: Modules): Modules<CachedWidgetCompute> =>
  Object.fromEntries(
    Object.entries(modules).map(([widget, computes]) => [
      widget,
      computes.map(
        (c): CachedWidgetCompute => ({
          endpoint: c.endpoint,
          compute: (input) =>
            cachedResult(input.store.index, requestKey(widget, c.endpoint.id, input), () =>
              reusable(c.compute(input)),
            ),
          json: (input, serialize) =>
            cachedJson(
              input.store.index,
              requestKey(widget, c.endpoint.id, input),
              () => reusable(c.compute(input)),
              serialize,
            ),
        }),
      ),
    ]),
  ) as unknown as Modules<CachedWidgetCompute>;

export const WIDGET_MODULES: Modules<CachedWidgetCompute> = cached({
  sentiment,
  'trend-sentiment': trendSentiment,
  reviews,
  topics,
  'keywords-cloud': keywordsCloud,
  'trending-keywords': trendingKeywords,
  'trending-label': trendingLabel,
  'conversation-themes': conversationThemes,
  demographics,
  'impact-score': impactScore,
  'network-breakdown': networkBreakdown,
  'most-impactful-posts': mostImpactfulPosts,
  'first-reply-time': firstReplyTime,
});
