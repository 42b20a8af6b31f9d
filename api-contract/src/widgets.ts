/**
 * The dashboard widgets (spec 01 §3 widget ids, spec 02 §7 "Dashboard widgets"): for each widget
 * id, the calls its view makes, the CSV twin of each call that has one, and the shared-link
 * grant: the calls an anonymous viewer of a link showing that widget may make (spec 01 §6).
 * The mock's shared-link rule reads the grants here; a widget whose calls are missing from its
 * grant fails widgets.test.ts instead of silently answering 403 to link viewers.
 */

import * as d from './endpoints/dashboard.ts';
import type { AnyEndpoint } from './endpoints/define.ts';
import type { WidgetId } from './schemas/common.ts';

export interface WidgetCall {
  /** The JSON read. */
  read: AnyEndpoint;
  /** The same rows as CSV, when the widget offers a download of them. */
  csv?: AnyEndpoint;
}

export interface WidgetDef {
  calls: readonly WidgetCall[];
  /** What a shared-link viewer of this widget may call: every read and CSV twin above. */
  sharedLinkGrant: readonly AnyEndpoint[];
}

/** Every call of a widget and its CSV twins: what its shared-link grant must hold. */
const readsAndTwins = (calls: readonly WidgetCall[]): AnyEndpoint[] =>
  calls.flatMap((c) => (c.csv ? [c.read, c.csv] : [c.read]));
export const callsOf = (w: WidgetDef): AnyEndpoint[] => readsAndTwins(w.calls);

/** A widget whose grant is exactly its calls and their CSV twins (every widget so far). */
const widget = (calls: readonly WidgetCall[]): WidgetDef => ({
  calls,
  sharedLinkGrant: readsAndTwins(calls),
});

export const WIDGETS: Readonly<Record<WidgetId, WidgetDef>> = {
  sentiment: widget([{ read: d.dashboardSentiment }, { read: d.dashboardComparedSentiment }]),
  'trend-sentiment': widget([{ read: d.dashboardTrendSentiment }]),
  reviews: widget([{ read: d.dashboardReviews }]),
  topics: widget([{ read: d.dashboardTopics, csv: d.dashboardTopicsCsv }]),
  'keywords-cloud': widget([{ read: d.dashboardKeywordCloud }]),
  'trending-keywords': widget([{ read: d.dashboardTrendingKeywords }]),
  'trending-label': widget([{ read: d.dashboardTrendingLabels, csv: d.dashboardTrendingLabelsCsv }]),
  'conversation-themes': widget([
    { read: d.dashboardConversationThemes, csv: d.dashboardConversationThemesCsv },
  ]),
  'conversation-cluster': widget([
    { read: d.dashboardClusters },
    { read: d.dashboardCluster, csv: d.dashboardClusterCsv },
  ]),
  demographics: widget([
    { read: d.dashboardDemographicsLanguages, csv: d.dashboardDemographicsLanguagesCsv },
    { read: d.dashboardDemographicsCountries, csv: d.dashboardDemographicsCountriesCsv },
  ]),
  'impact-score': widget([
    { read: d.dashboardEngagement },
    { read: d.dashboardReach },
    { read: d.dashboardSharesCount },
    { read: d.dashboardReachScore },
    { read: d.dashboardImpactScore },
    { read: d.dashboardReputation },
  ]),
  'network-breakdown': widget([{ read: d.dashboardNetworks }]),
  'most-impactful-posts': widget([
    { read: d.dashboardMostImpactfulPosts },
    { read: d.dashboardEntities, csv: d.dashboardEntitiesCsv },
  ]),
  'first-reply-time': widget([{ read: d.dashboardSla }, { read: d.dashboardComparedSla }]),
};

/**
 * Dashboard calls that belong to no widget. The general report is the dashboard's own export
 * of every matching post: no shared link grants it, so link viewers are refused it.
 */
export const CALLS_OUTSIDE_WIDGETS: readonly AnyEndpoint[] = [d.dashboardGeneralReportCsv];

/** The widgets whose shared-link grant holds a call (by contract entry id). */
export function widgetsGranting(endpointId: string): WidgetId[] {
  return (Object.entries(WIDGETS) as [WidgetId, WidgetDef][])
    .filter(([, w]) => w.sharedLinkGrant.some((e) => e.id === endpointId))
    .map(([id]) => id);
}
