/**
 * What a shared-link viewer may read (spec 01 §6): the dashboard calls of the link's widgets,
 * for the link's contexts, and nothing else. Each call maps to the widget that makes it.
 */
import type { WidgetId } from '@sl/api-contract/schemas/common';
import type { ContextProperties } from '@sl/api-contract/schemas/dashboard';
import type { SharedLinkWire } from '@sl/api-contract/schemas/shared-links';

/** Contract entry id -> the widgets whose view makes that call (spec 01 §3 widget ids). */
export const WIDGETS_OF_CALL: Readonly<Record<string, readonly WidgetId[]>> = {
  'dashboard.sentiment': ['sentiment'],
  'dashboard.comparedSentiment': ['sentiment'],
  'dashboard.trendSentiment': ['trend-sentiment'],
  'dashboard.reviews': ['reviews'],
  'dashboard.topics': ['topics'],
  'dashboard.topicsCsv': ['topics'],
  'dashboard.keywordCloud': ['keywords-cloud'],
  'dashboard.trendingKeywords': ['trending-keywords'],
  'dashboard.trendingLabels': ['trending-label'],
  'dashboard.trendingLabelsCsv': ['trending-label'],
  'dashboard.conversationThemes': ['conversation-themes'],
  'dashboard.conversationThemesCsv': ['conversation-themes'],
  'dashboard.clusters': ['conversation-cluster'],
  'dashboard.cluster': ['conversation-cluster'],
  'dashboard.clusterCsv': ['conversation-cluster'],
  'dashboard.demographicsLanguages': ['demographics'],
  'dashboard.demographicsLanguagesCsv': ['demographics'],
  'dashboard.demographicsCountries': ['demographics'],
  'dashboard.demographicsCountriesCsv': ['demographics'],
  'dashboard.engagement': ['impact-score'],
  'dashboard.reach': ['impact-score'],
  'dashboard.sharesCount': ['impact-score'],
  'dashboard.reachScore': ['impact-score'],
  'dashboard.impactScore': ['impact-score'],
  'dashboard.reputation': ['impact-score'],
  'dashboard.networks': ['network-breakdown'],
  'dashboard.entities': ['most-impactful-posts'],
  'dashboard.entitiesCsv': ['most-impactful-posts'],
  'dashboard.mostImpactfulPosts': ['most-impactful-posts'],
  'dashboard.sla': ['first-reply-time'],
  'dashboard.comparedSla': ['first-reply-time'],
};

/** Whether a call is one of the link's widgets' calls (opening the link itself always is). */
export function linkAllowsCall(link: SharedLinkWire, endpointId: string): boolean {
  if (endpointId === 'sharedLinks.open') return true;
  const widgets = WIDGETS_OF_CALL[endpointId];
  return !!widgets && widgets.some((w) => link.config.widgets.includes(w));
}

const canonical = (p: ContextProperties | undefined) =>
  JSON.stringify({
    query: (p?.query ?? []).filter((g) => g.terms.length > 0),
    filters: Object.fromEntries(
      Object.entries(p?.filters ?? {})
        .filter(([, v]) => Array.isArray(v) && v.length > 0)
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
  });

/** Whether the properties of a request are those of one of the link's contexts. */
export const linkAllowsContext = (link: SharedLinkWire, properties: ContextProperties | undefined): boolean =>
  link.config.contexts.some((c) => canonical(c.properties) === canonical(properties));
