/**
 * What each widget's config (spec 02 §3 widget config keys) changes, as pure functions: the
 * request a widget makes (sort, sentiments, networks, mode, tab) or what it draws (hidden
 * datasets and networks, a search over the drawn words). The config is kept per widget by the
 * dashboard, saved in templates and shared links (decision record 014) and changed from the
 * card's Settings menu; the widgets only read it through these functions.
 */
import { NETWORKS, type NetworkKey, type Sentiment } from '@sl/api-contract/schemas/common-values';
import type { ContextProperties } from '@sl/api-contract/schemas/dashboard';
import type { ChartOptions } from '#/components/charts/chart.tsx';
import {
  DEFAULT_IMPACTFUL_FILTERS,
  IMPACTFUL_SORT_OPTIONS,
  type ImpactfulFilters,
} from '../widgets/most-impactful-posts/most-impactful-posts-options.ts';
import type { WidgetConfig } from './shared-link-config.ts';
import type { ReadBody } from './widget-env.ts';

/** spec 02 §3 `disabledDatasets`: the series (by id) a chart leaves out, the legend still offers them. */
export function withDisabledDatasets(
  options: ChartOptions,
  disabled: readonly string[] | undefined,
): ChartOptions {
  if (!disabled?.length || !options.series) return options;
  const off = new Set(disabled);
  return {
    ...options,
    series: options.series.map((s) => (s.id && off.has(s.id) ? { ...s, visible: false } : s)),
  };
}

/** spec 02 §3 `disabledNetworks`: rows of a per-network widget the config leaves out. */
export function withoutNetworks<T extends { socialType: string }>(
  rows: readonly T[],
  disabled: readonly string[] | undefined,
): T[] {
  if (!disabled?.length) return [...rows];
  const off = new Set(disabled);
  return rows.filter((r) => !off.has(r.socialType));
}

/** spec 02 §3 `search`: the drawn words containing the search, case-insensitively. */
export function matchingSearch<T>(
  items: readonly T[],
  text: (item: T) => string,
  search: string | undefined,
): T[] {
  const needle = search?.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter((item) => text(item).toLowerCase().includes(needle));
}

/**
 * spec 02 §3 `selectedSentiments` (and the networks a widget reads) on a read: the context's
 * properties narrowed to them — the intersection where the context has its own filter. Null
 * when that keeps nothing, so the widget says so instead of calling.
 */
export function narrowBody(
  body: ReadBody,
  narrow: { sentiments?: readonly Sentiment[] | undefined; socialTypes?: readonly NetworkKey[] | undefined },
): ReadBody | null {
  const { sentiments, socialTypes } = narrow;
  if (sentiments === undefined && socialTypes === undefined) return body;
  const base: ContextProperties = body.properties ? (JSON.parse(body.properties) as ContextProperties) : {};
  const filters = { ...base.filters };
  const intersect = <T>(chosen: readonly T[], own: readonly T[] | undefined) =>
    own?.length ? chosen.filter((v) => own.includes(v)) : [...chosen];
  if (sentiments !== undefined) {
    filters.sentiments = intersect(sentiments, base.filters?.sentiments);
    if (filters.sentiments.length === 0) return null;
  }
  if (socialTypes !== undefined) {
    filters.social_types = intersect(socialTypes, base.filters?.social_types);
    if (filters.social_types.length === 0) return null;
  }
  // The string carries the wire's snake_case keys (the client does not convert it, decision 010).
  return { ...body, properties: JSON.stringify({ ...base, filters }) };
}

export const bodyWithSentiments = (body: ReadBody, sentiments: readonly Sentiment[] | undefined) =>
  narrowBody(body, { sentiments });

/** spec 02 §3 `selectedSortOption`, `selectedSentiments`, `selectedSocialMediaFilters` of the most impactful posts. */
export function impactfulFiltersOf(config: WidgetConfig, page: number): ImpactfulFilters {
  const sort = IMPACTFUL_SORT_OPTIONS.some((o) => o.value === config.selectedSortOption)
    ? (config.selectedSortOption as ImpactfulFilters['sort'])
    : DEFAULT_IMPACTFUL_FILTERS.sort;
  return {
    sort,
    sentiments: config.selectedSentiments?.map(String) ?? DEFAULT_IMPACTFUL_FILTERS.sentiments,
    networks: config.selectedSocialMediaFilters ?? DEFAULT_IMPACTFUL_FILTERS.networks,
    page,
  };
}

/** The config keys the most impactful posts' toolbar writes. */
export function impactfulConfigOf(filters: Omit<ImpactfulFilters, 'page'>): Partial<WidgetConfig> {
  return {
    selectedSortOption: filters.sort,
    selectedSentiments: filters.sentiments.map((s) => Number(s) as Sentiment),
    selectedSocialMediaFilters: filters.networks as NetworkKey[],
  };
}

/** A config key holding one of a few named values; anything else reads as the first. */
export function choiceOf<V extends string>(value: string | undefined, options: readonly { value: V }[]): V {
  const found = options.find((o) => o.value === value);
  return (found ?? (options[0] as { value: V })).value;
}

/** spec 02 §3 `activeMode` of the topics: the order the API sorts them in (spec 02 §7 topics `sort`). */
export const TOPIC_SORT_OPTIONS = [
  { value: 'count', label: 'Most posts' },
  { value: 'negative', label: 'Most negative' },
  { value: 'positive', label: 'Most positive' },
  { value: 'name', label: 'Name' },
] as const;

/** spec 02 §3 `activeMode` of the conversation clusters: every cluster or the actionable ones. */
export const CLUSTER_MODE_OPTIONS = [
  { value: 'all', label: 'All clusters' },
  { value: 'actionable', label: 'Actionable only' },
] as const;

/** The sentiment datasets of the sentiment-split charts (series ids of sentiment-bars.ts). */
export const SENTIMENT_DATASETS = [
  { id: 'positive', name: 'Positive' },
  { id: 'neutral', name: 'Neutral' },
  { id: 'negative', name: 'Negative' },
] as const;

/** The review networks (spec 01 §1), the ones the reviews widget reads. */
export const REVIEW_NETWORKS = NETWORKS.filter((n) => n.review).map((n) => ({ id: n.key, name: n.name }));

/** spec 02 §3 `disabledNetworks` of the reviews: the review networks left to read; undefined for all. */
export function reviewNetworksRead(disabled: readonly string[] | undefined): NetworkKey[] | undefined {
  if (!disabled?.length) return undefined;
  return REVIEW_NETWORKS.filter((n) => !disabled.includes(n.id)).map((n) => n.id);
}
