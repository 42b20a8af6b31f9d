/**
 * Dashboard reads (spec 01 §7, spec 02 §7): read via POST (except the SLA and cluster-detail GETs
 * the spec names), cached 30 minutes (spec 01 §9), and open to shared-link viewers (spec 01 §6).
 */
import type { z } from 'zod';
import * as s from '../schemas/dashboard.ts';
import { endpoint } from './define.ts';

/**
 * A dashboard read entry. The path stays a literal type (`const P`): the client's response type
 * follows `camelCaseResponse`, which defaults from the path (/v1 converts, spec 01 §7); a path
 * widened to `string` loses the conversion from the type (issue 10 defect 2).
 */
const read = <B extends z.ZodType, R extends z.ZodType, const P extends string>(
  id: string,
  path: P,
  body: B,
  response: R,
  summary: string,
  responseType: 'json' | 'text' = 'json',
) =>
  endpoint(id, 'POST', path, {
    readViaPost: true,
    body,
    response,
    responseType,
    cached: true,
    access: { kind: 'session', sharedLink: true },
    summary,
  });

export const dashboardSentiment = read(
  'dashboard.sentiment',
  '/v1/dashboard/sentiment',
  s.dashboardReadBodySchema,
  s.sentimentResponseSchema,
  'Sentiment counts for the range, with one point per interval bucket',
);
export const dashboardComparedSentiment = read(
  'dashboard.comparedSentiment',
  '/v1/dashboard/compared_sentiment',
  s.comparedReadBodySchema,
  s.comparedSentimentResponseSchema,
  'Sentiment of the range and of the compared range',
);
export const dashboardTrendSentiment = read(
  'dashboard.trendSentiment',
  '/v1/dashboard/trend_sentiment',
  s.dashboardReadBodySchema,
  s.trendSentimentResponseSchema,
  'Net sentiment per interval bucket (widget trend-sentiment)',
);
export const dashboardReviews = read(
  'dashboard.reviews',
  '/v1/dashboard/reviews',
  s.dashboardReadBodySchema,
  s.reviewsResponseSchema,
  'Ratings 1–5 on the review networks',
);
export const dashboardTopics = read(
  'dashboard.topics',
  '/v1/dashboard/topics',
  s.topicsReadBodySchema,
  s.topicsResponseSchema,
  'Posts per topic (built-in vocabulary and custom topics by keyword)',
);
export const dashboardTopicsCsv = read(
  'dashboard.topicsCsv',
  '/v1/dashboard/topics.csv',
  s.topicsReadBodySchema,
  s.csvResponseSchema,
  'The topics rows as CSV',
  'text',
);
export const dashboardKeywordCloud = read(
  'dashboard.keywordCloud',
  '/v1/dashboard/keyword_cloud',
  s.keywordCloudReadBodySchema,
  s.keywordCloudResponseSchema,
  'Most frequent words without stopwords, 7 per page',
);
export const dashboardTrendingKeywords = read(
  'dashboard.trendingKeywords',
  '/v1/dashboard/trending_keywords',
  s.trendingReadBodySchema,
  s.trendingResponseSchema,
  'Words significant in the range against the compared range',
);
export const dashboardTrendingLabels = read(
  'dashboard.trendingLabels',
  '/v1/dashboard/trending_labels',
  s.trendingReadBodySchema,
  s.trendingLabelsResponseSchema,
  'Topic labels significant in the range against the compared range',
);
export const dashboardTrendingLabelsCsv = read(
  'dashboard.trendingLabelsCsv',
  '/v1/dashboard/trending_labels.csv',
  s.trendingReadBodySchema,
  s.csvResponseSchema,
  'The trending labels as CSV',
  'text',
);
export const dashboardConversationThemes = read(
  'dashboard.conversationThemes',
  '/v1/dashboard/conversation_themes',
  s.dashboardReadBodySchema,
  s.conversationThemesResponseSchema,
  'Conversation themes with the number of posts the language analysis could read',
);
export const dashboardConversationThemesCsv = read(
  'dashboard.conversationThemesCsv',
  '/v1/dashboard/conversation_themes.csv',
  s.dashboardReadBodySchema,
  s.csvResponseSchema,
  'The conversation themes as CSV',
  'text',
);
export const dashboardClusters = read(
  'dashboard.clusters',
  '/v1/dashboard/conversation_clusters/searches',
  s.clusterListBodySchema,
  s.clusterListResponseSchema,
  'Conversation clusters of a saved search (filterId)',
);
export const dashboardCluster = endpoint(
  'dashboard.cluster',
  'GET',
  '/v1/dashboard/conversation_clusters/searches/:id',
  {
    params: s.clusterParamsSchema,
    query: s.clusterDetailQuerySchema,
    response: s.clusterDetailResponseSchema,
    cached: true,
    access: { kind: 'session', sharedLink: true },
    summary: 'One conversation cluster with its keywords and first posts',
  },
);
export const dashboardClusterCsv = endpoint(
  'dashboard.clusterCsv',
  'GET',
  '/v1/dashboard/conversation_clusters/searches/:id.csv',
  {
    params: s.clusterParamsSchema,
    query: s.clusterDetailQuerySchema,
    response: s.csvResponseSchema,
    responseType: 'text',
    cached: true,
    access: { kind: 'session', sharedLink: true },
    summary: 'Every post of one conversation cluster as CSV',
  },
);
export const dashboardDemographicsLanguages = read(
  'dashboard.demographicsLanguages',
  '/v1/dashboard/demographics/languages',
  s.demographicsReadBodySchema,
  s.demographicsResponseSchema,
  "Posts per language ('und' left out by default), 25 per page",
);
export const dashboardDemographicsLanguagesCsv = read(
  'dashboard.demographicsLanguagesCsv',
  '/v1/dashboard/demographics/languages.csv',
  s.demographicsReadBodySchema,
  s.csvResponseSchema,
  'Posts per language as CSV',
  'text',
);
export const dashboardDemographicsCountries = read(
  'dashboard.demographicsCountries',
  '/v1/dashboard/demographics/countries',
  s.demographicsReadBodySchema,
  s.demographicsResponseSchema,
  "Posts per country (Other '' left out by default), 25 per page",
);
export const dashboardDemographicsCountriesCsv = read(
  'dashboard.demographicsCountriesCsv',
  '/v1/dashboard/demographics/countries.csv',
  s.demographicsReadBodySchema,
  s.csvResponseSchema,
  'Posts per country as CSV',
  'text',
);
export const dashboardEngagement = read(
  'dashboard.engagement',
  '/v1/dashboard/engagement',
  s.dashboardReadBodySchema,
  s.engagementResponseSchema,
  'Likes, replies and shares',
);
export const dashboardReach = read(
  'dashboard.reach',
  '/v1/dashboard/reach',
  s.dashboardReadBodySchema,
  s.metricResponseSchema,
  'Summed reach',
);
export const dashboardSharesCount = read(
  'dashboard.sharesCount',
  '/v1/dashboard/shares_count',
  s.dashboardReadBodySchema,
  s.metricResponseSchema,
  'Summed shares',
);
export const dashboardReachScore = read(
  'dashboard.reachScore',
  '/v1/dashboard/reach_score',
  s.dashboardReadBodySchema,
  s.scoreResponseSchema,
  'Average reach score 0–100 (formula in the api-mock README)',
);
export const dashboardImpactScore = read(
  'dashboard.impactScore',
  '/v1/dashboard/impact_score',
  s.dashboardReadBodySchema,
  s.impactScoreResponseSchema,
  'Net impact score −100…100 (formula in the api-mock README)',
);
export const dashboardReputation = read(
  'dashboard.reputation',
  '/v1/dashboard/reputation',
  s.dashboardReadBodySchema,
  s.scoreResponseSchema,
  'Share of positive among positive and negative posts, 0–100',
);
export const dashboardNetworks = read(
  'dashboard.networks',
  '/v1/dashboard/networks',
  s.networksReadBodySchema,
  s.networksResponseSchema,
  'Posts per network (countOnly drops the sentiment split)',
);
export const dashboardEntities = read(
  'dashboard.entities',
  '/v1/dashboard/entities',
  s.entitiesReadBodySchema,
  s.entitiesResponseSchema,
  'Authors behind the posts, sorted and limited',
);
export const dashboardEntitiesCsv = read(
  'dashboard.entitiesCsv',
  '/v1/dashboard/entities.csv',
  s.entitiesReadBodySchema,
  s.csvResponseSchema,
  'The entities as CSV',
  'text',
);
export const dashboardMostImpactfulPosts = read(
  'dashboard.mostImpactfulPosts',
  '/v1/dashboard/most-impactful-posts',
  s.mostImpactfulReadBodySchema,
  s.mostImpactfulResponseSchema,
  'Posts ranked by a sort option, 6 per page',
);
export const dashboardSla = endpoint('dashboard.sla', 'GET', '/v1/dashboard/sla', {
  query: s.slaQuerySchema,
  response: s.slaResponseSchema,
  cached: true,
  access: { kind: 'session', sharedLink: true },
  summary: 'First-reply time of support tickets (zendesk, intercom, helpshift)',
});
export const dashboardComparedSla = endpoint('dashboard.comparedSla', 'GET', '/v1/dashboard/compared_sla', {
  query: s.comparedSlaQuerySchema,
  response: s.comparedSlaResponseSchema,
  cached: true,
  access: { kind: 'session', sharedLink: true },
  summary: 'First-reply time of the range and of the compared range',
});
export const dashboardGeneralReportCsv = read(
  'dashboard.generalReportCsv',
  '/v1/dashboard/reports/general.csv',
  s.generalReportBodySchema,
  s.csvResponseSchema,
  'Every matching post as CSV',
  'text',
);
