/**
 * The mock's computation of every dashboard widget (issue 10 item 4), one module per widget id of
 * the contract's table (api-contract/src/widgets.ts). The route registers each call of that
 * table from here; a call without its computation fails at startup and in widgets.test.ts.
 * The conversation clusters answer 404 for an unknown cluster or saved search, so they keep
 * their own route (routes/v1/dashboard/conversation-clusters.ts).
 */
import type { WidgetId } from '@sl/api-contract/schemas/common';
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
import type { WidgetCompute } from './widget.ts';

export const WIDGET_MODULES: Readonly<
  Record<Exclude<WidgetId, 'conversation-cluster'>, readonly WidgetCompute[]>
> = {
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
};
