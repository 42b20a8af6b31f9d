/**
 * The data of the chart gallery (spec 01 §2 /charts, issue 14): the dashboard reads of the
 * signed-in profile over the last 30 days, i.e. the fixture scenario the mock serves, so every
 * chart is reviewed on the data it shows in the product. One query per read, the dashboard's
 * own calls (and its 30-minute cache).
 */
import { dashboard } from '@sl/api-contract/endpoints';
import { useQueries } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The last 30 whole days up to today's midnight UTC, so the figures do not move within a day. */
export function galleryRange(now: Date) {
  const to = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    current: { from: new Date(to - 30 * DAY).toISOString(), to: new Date(to).toISOString() },
    before: { from: new Date(to - 60 * DAY).toISOString(), to: new Date(to - 30 * DAY).toISOString() },
  };
}

export function useGalleryData(now: Date) {
  const { current, before } = galleryRange(now);
  const body = { range: current, timeZone: 'UTC', interval: 'days' as const };
  const read = <E extends Parameters<typeof apiClient.call>[0]>(key: string, endpoint: E) => ({
    queryKey: ['charts', key, body],
    queryFn: () => apiClient.call(endpoint, { body: body as never }),
  });
  const [
    sentiment,
    trendSentiment,
    impactScore,
    networks,
    topics,
    themes,
    clusters,
    languages,
    reviews,
    trending,
    sla,
  ] = useQueries({
    queries: [
      read('sentiment', dashboard.dashboardSentiment),
      read('trendSentiment', dashboard.dashboardTrendSentiment),
      read('impactScore', dashboard.dashboardImpactScore),
      read('networks', dashboard.dashboardNetworks),
      read('topics', dashboard.dashboardTopics),
      read('themes', dashboard.dashboardConversationThemes),
      read('clusters', dashboard.dashboardClusters),
      read('languages', dashboard.dashboardDemographicsLanguages),
      read('reviews', dashboard.dashboardReviews),
      read('trending', dashboard.dashboardTrendingKeywords),
      {
        queryKey: ['charts', 'sla', current],
        queryFn: () =>
          apiClient.call(dashboard.dashboardComparedSla, {
            query: { range: current, comparedRange: before },
          }),
      },
    ],
  });
  return {
    sentiment,
    trendSentiment,
    impactScore,
    networks,
    topics,
    themes,
    clusters,
    languages,
    reviews,
    trending,
    sla,
  };
}
