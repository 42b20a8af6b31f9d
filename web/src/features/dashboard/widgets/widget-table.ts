/**
 * The web side of the widget table (spec 02 §1, §3): one entry per widget id of the contract —
 * its title, the calls it makes, its CSV twin, its options builder and the spec 02 §3 config keys
 * it keeps. Pure data (no component, no chart library), so tests and other modules read it
 * cheaply; widget-components.ts maps each id to its card. The dashboard shows WIDGET_ORDER.
 */
import type { AnyEndpoint } from '@sl/api-contract/endpoints';
import { dashboard } from '@sl/api-contract/endpoints';
import type { WidgetId } from '@sl/api-contract/schemas/common';
import { buildConversationClusterChartOptions } from './conversation-cluster/build-conversation-cluster-chart-options.ts';
import { buildConversationThemesChartOptions } from './conversation-themes/build-conversation-themes-chart-options.ts';
import { buildDemographicsChartOptions } from './demographics/build-demographics-chart-options.ts';
import { buildFirstReplyTimeChartOptions } from './first-reply-time/build-first-reply-time-chart-options.ts';
import { buildImpactScoreChartOptions } from './impact-score/build-impact-score-chart-options.ts';
import { buildKeywordCloud } from './keywords-cloud/build-keyword-cloud.ts';
import { impactfulRequest } from './most-impactful-posts/most-impactful-posts-options.ts';
import { buildNetworkBreakdownChartOptions } from './network-breakdown/build-network-breakdown-chart-options.ts';
import { buildReviewsChartOptions } from './reviews/build-reviews-chart-options.ts';
import { buildSentimentChartOptions } from './sentiment/build-sentiment-chart-options.ts';
import { buildTopicsChartOptions } from './topics/build-topics-chart-options.ts';
import { buildTrendSentimentChartOptions } from './trend-sentiment/build-trend-sentiment-chart-options.ts';
import { buildTrendingChartOptions } from './trending-keywords/build-trending-chart-options.ts';

/** spec 02 §3 widget config keys. */
export type WidgetConfigKey =
  | 'annotations'
  | 'layerIds'
  | 'disabledDatasets'
  | 'selectedContextId'
  | 'activeTab'
  | 'disabledNetworks'
  | 'selectedSentiments'
  | 'search'
  | 'selectedSocialMediaFilters'
  | 'mode'
  | 'selectedSortOption'
  | 'activeMode';

export interface WidgetTableEntry {
  title: string;
  /** The calls the widget makes (the first is its main one). */
  endpoints: readonly AnyEndpoint[];
  /** The `.csv` twin of its call, where the API has one. */
  csv: readonly AnyEndpoint[];
  /** The pure function turning the response into what is drawn (CONVENTIONS §7). */
  build: (...args: never[]) => unknown;
  configKeys: readonly WidgetConfigKey[];
  /** In compare mode (spec 02 §2) the widget draws every context side by side. */
  compares?: true;
}

const TIME_CHART_KEYS = ['annotations', 'layerIds', 'disabledDatasets', 'selectedContextId'] as const;

export const WIDGET_TABLE: Record<WidgetId, WidgetTableEntry> = {
  sentiment: {
    title: 'Sentiment',
    endpoints: [dashboard.dashboardSentiment, dashboard.dashboardComparedSentiment],
    csv: [],
    build: buildSentimentChartOptions,
    configKeys: TIME_CHART_KEYS,
    compares: true,
  },
  'trend-sentiment': {
    title: 'Sentiment trend',
    endpoints: [dashboard.dashboardTrendSentiment],
    csv: [],
    build: buildTrendSentimentChartOptions,
    configKeys: TIME_CHART_KEYS,
  },
  'impact-score': {
    title: 'Impact score',
    endpoints: [dashboard.dashboardImpactScore],
    csv: [],
    build: buildImpactScoreChartOptions,
    configKeys: TIME_CHART_KEYS,
  },
  'network-breakdown': {
    title: 'Network breakdown',
    endpoints: [dashboard.dashboardNetworks],
    csv: [],
    build: buildNetworkBreakdownChartOptions,
    configKeys: ['disabledNetworks', 'selectedContextId', 'mode'],
  },
  topics: {
    title: 'Topics',
    endpoints: [dashboard.dashboardTopics],
    csv: [dashboard.dashboardTopicsCsv],
    build: buildTopicsChartOptions,
    configKeys: ['disabledDatasets', 'selectedContextId', 'activeMode'],
  },
  'keywords-cloud': {
    title: 'Keyword cloud',
    endpoints: [dashboard.dashboardKeywordCloud],
    csv: [],
    build: buildKeywordCloud,
    configKeys: ['selectedSentiments', 'search', 'selectedContextId'],
  },
  'trending-keywords': {
    title: 'Trending keywords',
    endpoints: [dashboard.dashboardTrendingKeywords],
    csv: [],
    build: buildTrendingChartOptions,
    configKeys: ['selectedContextId', 'search'],
  },
  'trending-label': {
    title: 'Trending labels',
    endpoints: [dashboard.dashboardTrendingLabels],
    csv: [dashboard.dashboardTrendingLabelsCsv],
    build: buildTrendingChartOptions,
    configKeys: ['selectedContextId', 'search'],
  },
  'conversation-themes': {
    title: 'Conversation themes',
    endpoints: [dashboard.dashboardConversationThemes],
    csv: [dashboard.dashboardConversationThemesCsv],
    build: buildConversationThemesChartOptions,
    configKeys: ['selectedContextId', 'selectedSentiments'],
  },
  'conversation-cluster': {
    title: 'Conversation clusters',
    endpoints: [dashboard.dashboardClusters, dashboard.dashboardCluster],
    csv: [dashboard.dashboardClusterCsv],
    build: buildConversationClusterChartOptions,
    configKeys: ['selectedContextId', 'activeMode'],
  },
  demographics: {
    title: 'Demographics',
    endpoints: [dashboard.dashboardDemographicsLanguages, dashboard.dashboardDemographicsCountries],
    csv: [dashboard.dashboardDemographicsLanguagesCsv, dashboard.dashboardDemographicsCountriesCsv],
    build: buildDemographicsChartOptions,
    configKeys: ['activeTab', 'mode', 'selectedContextId'],
    compares: true,
  },
  reviews: {
    title: 'Reviews',
    endpoints: [dashboard.dashboardReviews],
    csv: [],
    build: buildReviewsChartOptions,
    configKeys: ['disabledNetworks', 'selectedContextId'],
  },
  'first-reply-time': {
    title: 'First-reply time',
    endpoints: [dashboard.dashboardSla, dashboard.dashboardComparedSla],
    csv: [],
    build: buildFirstReplyTimeChartOptions,
    // A time chart too: it carries annotations (decision record 020).
    configKeys: TIME_CHART_KEYS,
  },
  'most-impactful-posts': {
    title: 'Most impactful posts',
    endpoints: [dashboard.dashboardMostImpactfulPosts],
    csv: [],
    build: impactfulRequest,
    configKeys: [
      'selectedSentiments',
      'selectedSocialMediaFilters',
      'selectedSortOption',
      'selectedContextId',
    ],
  },
};

/** The order of the cards: the headline figures first, lists of posts last. */
export const WIDGET_ORDER: readonly WidgetId[] = [
  'sentiment',
  'trend-sentiment',
  'impact-score',
  'network-breakdown',
  'topics',
  'keywords-cloud',
  'trending-keywords',
  'trending-label',
  'conversation-themes',
  'conversation-cluster',
  'demographics',
  'reviews',
  'first-reply-time',
  'most-impactful-posts',
];
