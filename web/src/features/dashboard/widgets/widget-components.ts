/** Each widget id's card (the web side of the widget table; see widget-table.ts). */
import type { WidgetId } from '@sl/api-contract/schemas/common';
import type { ComponentType } from 'react';
import type { WidgetEnv } from '../utils/widget-env.ts';
import { ConversationClusterWidget } from './conversation-cluster/conversation-cluster-widget.tsx';
import { ConversationThemesWidget } from './conversation-themes/conversation-themes-widget.tsx';
import { DemographicsWidget } from './demographics/demographics-widget.tsx';
import { FirstReplyTimeWidget } from './first-reply-time/first-reply-time-widget.tsx';
import { ImpactScoreWidget } from './impact-score/impact-score-widget.tsx';
import { KeywordsCloudWidget } from './keywords-cloud/keywords-cloud-widget.tsx';
import { MostImpactfulPostsWidget } from './most-impactful-posts/most-impactful-posts-widget.tsx';
import { NetworkBreakdownWidget } from './network-breakdown/network-breakdown-widget.tsx';
import { ReviewsWidget } from './reviews/reviews-widget.tsx';
import { SentimentWidget } from './sentiment/sentiment-widget.tsx';
import { TopicsWidget } from './topics/topics-widget.tsx';
import { TrendSentimentWidget } from './trend-sentiment/trend-sentiment-widget.tsx';
import { TrendingKeywordsWidget } from './trending-keywords/trending-keywords-widget.tsx';
import { TrendingLabelWidget } from './trending-label/trending-label-widget.tsx';

export const WIDGET_COMPONENTS: Record<WidgetId, ComponentType<{ env: WidgetEnv }>> = {
  'conversation-cluster': ConversationClusterWidget,
  'conversation-themes': ConversationThemesWidget,
  demographics: DemographicsWidget,
  'first-reply-time': FirstReplyTimeWidget,
  'impact-score': ImpactScoreWidget,
  'keywords-cloud': KeywordsCloudWidget,
  'most-impactful-posts': MostImpactfulPostsWidget,
  'network-breakdown': NetworkBreakdownWidget,
  reviews: ReviewsWidget,
  sentiment: SentimentWidget,
  topics: TopicsWidget,
  'trend-sentiment': TrendSentimentWidget,
  'trending-keywords': TrendingKeywordsWidget,
  'trending-label': TrendingLabelWidget,
};
