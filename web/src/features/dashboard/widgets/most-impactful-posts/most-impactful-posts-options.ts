/** spec 02 §7: the five sort options of the most impactful posts and the request they make. */
import {
  NETWORKS,
  type NetworkKey,
  PAGE_SIZES,
  type Sentiment,
} from '@sl/api-contract/schemas/common-values';
import type { IMPACTFUL_SORTS } from '@sl/api-contract/schemas/dashboard';

export type ImpactfulSort = (typeof IMPACTFUL_SORTS)[number];

export const IMPACTFUL_SORT_OPTIONS = [
  { value: 'BY_MOST_SHARES', label: 'Most shares' },
  { value: 'BY_MOST_COMMENTS', label: 'Most comments' },
  { value: 'BY_MOST_FOLLOWERS', label: 'Most followers' },
  { value: 'counts.total_engagements', label: 'Most engagement' },
  { value: 'counts.reach_score', label: 'Highest reach score' },
] as const satisfies readonly { value: ImpactfulSort; label: string }[];

/** spec 02 §7 mock defaults: posts 6 per page. */
export const POSTS_PER_PAGE = PAGE_SIZES.posts;

export const SENTIMENT_OPTIONS = [
  { id: '1', name: 'Positive' },
  { id: '0', name: 'Neutral' },
  { id: '-1', name: 'Negative' },
] as const;

export const NETWORK_OPTIONS = NETWORKS.map((n) => ({ id: n.key, name: n.name }));

export interface ImpactfulFilters {
  sort: ImpactfulSort;
  sentiments: string[];
  networks: string[];
  page: number;
}

export const DEFAULT_IMPACTFUL_FILTERS: ImpactfulFilters = {
  sort: 'counts.total_engagements',
  sentiments: SENTIMENT_OPTIONS.map((o) => o.id),
  networks: NETWORK_OPTIONS.map((o) => o.id),
  page: 1,
};

/**
 * The body fields of the call; null when a filter leaves nothing to ask for (spec 02 §5: the API
 * needs at least one sentiment and one network), so the widget says so instead of calling.
 */
export function impactfulRequest(filters: ImpactfulFilters) {
  if (filters.sentiments.length === 0 || filters.networks.length === 0) return null;
  return {
    sort: filters.sort,
    selectedSentiments: filters.sentiments.map((s) => Number(s) as Sentiment),
    selectedSocialTypes: filters.networks as NetworkKey[],
    page: filters.page,
    perPage: POSTS_PER_PAGE,
  };
}

/** '{n} selected' after 0 visible tags (spec 02 §9), 'All …' when nothing is left out. */
export const selectionSummary = (count: number, all: number, noun: string) =>
  count === all ? `All ${noun}` : `${count} selected`;
