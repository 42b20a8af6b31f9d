/**
 * spec 01 §2 /charts: login required, not in prod or preprod (the route table's guard). The
 * route composes two features (CONVENTIONS §1): the gallery and its data from features/charts,
 * the options builders from features/dashboard, so the gallery shows exactly what the widgets
 * draw and neither feature imports the other (decision 018).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChartOptions } from '#/components/charts/chart.tsx';
import { useGalleryData } from '#/features/charts/api/gallery-data.ts';
import { ChartGallery, type GalleryEntry } from '#/features/charts/components/chart-gallery.tsx';
import { buildConversationClusterChartOptions } from '#/features/dashboard/widgets/conversation-cluster/build-conversation-cluster-chart-options.ts';
import { buildConversationThemesChartOptions } from '#/features/dashboard/widgets/conversation-themes/build-conversation-themes-chart-options.ts';
import { buildDemographicsChartOptions } from '#/features/dashboard/widgets/demographics/build-demographics-chart-options.ts';
import { buildFirstReplyTimeChartOptions } from '#/features/dashboard/widgets/first-reply-time/build-first-reply-time-chart-options.ts';
import { buildImpactScoreChartOptions } from '#/features/dashboard/widgets/impact-score/build-impact-score-chart-options.ts';
import { buildNetworkBreakdownChartOptions } from '#/features/dashboard/widgets/network-breakdown/build-network-breakdown-chart-options.ts';
import { buildReviewsChartOptions } from '#/features/dashboard/widgets/reviews/build-reviews-chart-options.ts';
import { buildSentimentChartOptions } from '#/features/dashboard/widgets/sentiment/build-sentiment-chart-options.ts';
import { buildTopicsChartOptions } from '#/features/dashboard/widgets/topics/build-topics-chart-options.ts';
import { buildTrendSentimentChartOptions } from '#/features/dashboard/widgets/trend-sentiment/build-trend-sentiment-chart-options.ts';
import { buildTrendingChartOptions } from '#/features/dashboard/widgets/trending-keywords/build-trending-chart-options.ts';
import { readFormError } from '#/lib/read-form-error.ts';

// The range starts and ends on midnight UTC: no bucket is partial.
const WHOLE = { first: false, last: false };

function entry<D>(
  id: string,
  title: string,
  builder: string,
  query: UseQueryResult<D>,
  build: (data: D) => ChartOptions,
): GalleryEntry {
  if (query.isPending) return { id, title, builder, state: { kind: 'loading' } };
  if (query.isError)
    return { id, title, builder, state: { kind: 'error', message: readFormError(query.error).join(' ') } };
  return { id, title, builder, state: { kind: 'ready', options: build(query.data) } };
}

export default function ChartsRoute() {
  const now = useMemo(() => new Date(), []);
  const d = useGalleryData(now);
  const entries: GalleryEntry[] = [
    entry('sentiment', 'Sentiment over time', 'buildSentimentChartOptions', d.sentiment, (x) =>
      buildSentimentChartOptions(x, WHOLE),
    ),
    entry(
      'trend-sentiment',
      'Net sentiment trend',
      'buildTrendSentimentChartOptions',
      d.trendSentiment,
      (x) => buildTrendSentimentChartOptions(x, WHOLE),
    ),
    entry('impact-score', 'Impact score', 'buildImpactScoreChartOptions', d.impactScore, (x) =>
      buildImpactScoreChartOptions(x, WHOLE),
    ),
    entry('first-reply', 'First reply time', 'buildFirstReplyTimeChartOptions', d.sla, (x) =>
      buildFirstReplyTimeChartOptions(x.current, WHOLE),
    ),
    entry(
      'networks',
      'Network breakdown',
      'buildNetworkBreakdownChartOptions',
      d.networks,
      buildNetworkBreakdownChartOptions,
    ),
    entry('topics', 'Topics', 'buildTopicsChartOptions', d.topics, buildTopicsChartOptions),
    entry(
      'themes',
      'Conversation themes',
      'buildConversationThemesChartOptions',
      d.themes,
      buildConversationThemesChartOptions,
    ),
    entry(
      'clusters',
      'Conversation clusters',
      'buildConversationClusterChartOptions',
      d.clusters,
      buildConversationClusterChartOptions,
    ),
    entry('languages', 'Demographics: languages', 'buildDemographicsChartOptions', d.languages, (x) =>
      buildDemographicsChartOptions(x, 'languages'),
    ),
    entry('reviews', 'Reviews', 'buildReviewsChartOptions', d.reviews, buildReviewsChartOptions),
    entry('trending', 'Trending keywords', 'buildTrendingChartOptions', d.trending, (x) =>
      buildTrendingChartOptions(x, 'keywords'),
    ),
  ];
  const { current } = { current: { from: now } };
  return (
    <ChartGallery
      entries={entries}
      rangeLabel={`the 30 days before ${current.from.toISOString().slice(0, 10)}`}
    />
  );
}
