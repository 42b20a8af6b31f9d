/**
 * The request body each list widget makes for its config (spec 02 §3) and page: one owner for
 * the widget that asks (widgets/*) and for the first reads started ahead of the screen
 * (api/prefetch-dashboard.ts, decision record 013), so both ask with the same key and nothing
 * is asked twice. Null where the config leaves nothing to ask for (the widget says so instead).
 */
import {
  DEMOGRAPHICS_MODES,
  DEMOGRAPHICS_PER_PAGE,
  type DemographicsMode,
} from '../widgets/demographics/build-demographics-chart-options.ts';
import { KEYWORDS_PER_PAGE } from '../widgets/keywords-cloud/build-keyword-cloud.ts';
import { impactfulRequest } from '../widgets/most-impactful-posts/most-impactful-posts-options.ts';
import { TOPICS_LIMIT } from '../widgets/topics/build-topics-chart-options.ts';
import type { WidgetConfig } from './shared-link-config.ts';
import {
  bodyWithSentiments,
  choiceOf,
  impactfulFiltersOf,
  narrowBody,
  reviewNetworksRead,
  TOPIC_SORT_OPTIONS,
} from './widget-config.ts';
import type { ReadBody } from './widget-env.ts';

/** spec 02 §7 topics: the top topics in the order of spec 02 §3 `activeMode`. */
export const topicsRequest = (body: ReadBody, config: WidgetConfig) => ({
  ...body,
  limit: TOPICS_LIMIT,
  sort: choiceOf(config.activeMode, TOPIC_SORT_OPTIONS),
  kind: 'status' as const,
});

/** spec 02 §1 keyword cloud: a page of words of the posts of `selectedSentiments`. */
export function keywordCloudRequest(body: ReadBody, config: WidgetConfig, page: number) {
  const read = bodyWithSentiments(body, config.selectedSentiments);
  return read && { ...read, page, perPage: KEYWORDS_PER_PAGE };
}

/** spec 02 §1 conversation themes of the posts of `selectedSentiments`. */
export const conversationThemesRequest = (body: ReadBody, config: WidgetConfig) =>
  bodyWithSentiments(body, config.selectedSentiments);

/** spec 02 §1 reviews of the review networks `disabledNetworks` leaves. */
export const reviewsRequest = (body: ReadBody, config: WidgetConfig) =>
  narrowBody(body, { socialTypes: reviewNetworksRead(config.disabledNetworks) });

/** spec 02 §1 demographics: the list of `activeTab`, 25 a page. */
export const demographicsRequest = (
  body: ReadBody,
  config: WidgetConfig,
  page: number,
): { mode: DemographicsMode; body: ReadBody & { page: number; perPage: number } } => ({
  mode: choiceOf(config.activeTab, DEMOGRAPHICS_MODES),
  body: { ...body, page, perPage: DEMOGRAPHICS_PER_PAGE },
});

/** spec 02 §7 most impactful posts: a page in the sort, sentiments and networks of the config. */
export function impactfulPostsRequest(body: ReadBody, config: WidgetConfig, page: number) {
  const request = impactfulRequest(impactfulFiltersOf(config, page));
  return request && { ...body, ...request };
}
