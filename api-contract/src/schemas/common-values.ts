/**
 * The zod-free half of common.ts (decision record 013, fourth pass): the domain enumerations and
 * limits of spec 01 §1, §9 and spec 02 §6, §7, §9, without their schemas. A bundle keeps a whole
 * module with its importer, so a screen that needs only these values (the dashboard: networks,
 * time ranges, widget ids, page sizes) would otherwise carry common.ts's schemas and zod with
 * them. common.ts re-exports every value here and builds its schemas from them: one owner.
 */
import type { Role } from './roles.ts';

/** spec 01 §1: the 24 networks, with display name, colour, short name, sortable and review flags. */
export const NETWORKS = [
  { id: 1, key: 'twitter', name: 'X', shortName: 'X', color: '#0f1419', sortable: true, review: false },
  {
    id: 2,
    key: 'instagram',
    name: 'Instagram',
    shortName: 'IG',
    color: '#e1306c',
    sortable: true,
    review: false,
  },
  {
    id: 3,
    key: 'facebook',
    name: 'Facebook',
    shortName: 'FB',
    color: '#1877f2',
    sortable: true,
    review: false,
  },
  { id: 4, key: 'reddit', name: 'Reddit', shortName: 'RD', color: '#ff4500', sortable: true, review: false },
  { id: 5, key: 'youtube', name: 'Video', shortName: 'YT', color: '#ff0000', sortable: true, review: false },
  {
    id: 6,
    key: 'article',
    name: 'Discussions',
    shortName: 'AR',
    color: '#6b7280',
    sortable: false,
    review: false,
  },
  { id: 7, key: 'ios', name: 'App Store', shortName: 'IOS', color: '#0d96f6', sortable: false, review: true },
  {
    id: 8,
    key: 'trustpilot',
    name: 'Trustpilot',
    shortName: 'TP',
    color: '#00b67a',
    sortable: true,
    review: true,
  },
  {
    id: 9,
    key: 'discourse',
    name: 'Discourse',
    shortName: 'DC',
    color: '#d0a000',
    sortable: true,
    review: false,
  },
  {
    id: 10,
    key: 'googlePlay',
    name: 'Google Play',
    shortName: 'GP',
    color: '#34a853',
    sortable: false,
    review: true,
  },
  {
    id: 11,
    key: 'linkedin',
    name: 'LinkedIn',
    shortName: 'LI',
    color: '#0a66c2',
    sortable: true,
    review: false,
  },
  {
    id: 12,
    key: 'webreview',
    name: 'Web reviews',
    shortName: 'WR',
    color: '#8b5cf6',
    sortable: false,
    review: true,
  },
  { id: 13, key: 'etoro', name: 'eToro', shortName: 'ET', color: '#13c636', sortable: true, review: false },
  {
    id: 14,
    key: 'wixan',
    name: 'Wix Answers',
    shortName: 'WA',
    color: '#116dff',
    sortable: true,
    review: false,
  },
  {
    id: 15,
    key: 'discord',
    name: 'Discord',
    shortName: 'DS',
    color: '#5865f2',
    sortable: true,
    review: false,
  },
  {
    id: 16,
    key: 'vanillaForums',
    name: 'Vanilla Forums',
    shortName: 'VF',
    color: '#0291db',
    sortable: true,
    review: false,
  },
  {
    id: 17,
    key: 'zendesk',
    name: 'Zendesk',
    shortName: 'ZD',
    color: '#03363d',
    sortable: false,
    review: false,
  },
  { id: 18, key: 'tiktok', name: 'TikTok', shortName: 'TT', color: '#ee1d52', sortable: true, review: false },
  {
    id: 19,
    key: 'intercom',
    name: 'Intercom',
    shortName: 'IC',
    color: '#286efa',
    sortable: false,
    review: false,
  },
  {
    id: 20,
    key: 'helpshift',
    name: 'Helpshift',
    shortName: 'HS',
    color: '#f26b3a',
    sortable: false,
    review: false,
  },
  { id: 21, key: 'steam', name: 'Steam', shortName: 'ST', color: '#1b2838', sortable: true, review: true },
  {
    id: 22,
    key: 'fmKorea',
    name: 'FM Korea',
    shortName: 'FMK',
    color: '#3b5998',
    sortable: true,
    review: false,
  },
  { id: 23, key: 'weibo', name: 'Weibo', shortName: 'WB', color: '#e6162d', sortable: true, review: false },
  {
    id: 24,
    key: 'xhs',
    name: 'Xiaohongshu',
    shortName: 'XHS',
    color: '#ff2442',
    sortable: true,
    review: false,
  },
] as const;

export type Network = (typeof NETWORKS)[number];
export type NetworkKey = Network['key'];
export const NETWORK_KEYS = NETWORKS.map((n) => n.key) as unknown as readonly [NetworkKey, ...NetworkKey[]];
export const networkByKey = (key: string): Network | undefined => NETWORKS.find((n) => n.key === key);
export const ROLE_LABELS: Record<Role, string> = { 0: 'Sys-Admin', 1: 'Admin', 2: 'Agent', 4: 'Guest' };

/** spec 01 §3 / §4: account state. */
export const ACCOUNT_STATES = { ACTIVE: 1, DELETED: 2 } as const;

/**
 * spec 01 §9: canonical sentiment codes Negative -1, Neutral 0, Positive 1.
 * spec 02 §9 test data uses 2 for Negative; DESIGN §3 says accept it and normalise at the boundary.
 */
export const SENTIMENTS = { NEGATIVE: -1, NEUTRAL: 0, POSITIVE: 1 } as const;
export type Sentiment = (typeof SENTIMENTS)[keyof typeof SENTIMENTS];

/** spec 01 §3: visibility entity types. */
export const VISIBILITY = { ONLY_ME: 1, EVERYONE: 2, TEAMS: 3 } as const;

/** spec 01 §9: time range values and the labels the spec quotes. */
export const TIME_RANGES = [
  { value: 'last-1-hours', label: 'Last full hour', hours: 1 },
  { value: 'last-3-hours', label: 'Last 3 hours', hours: 3 },
  { value: 'last-8-hours', label: 'Last 8 hours', hours: 8 },
  { value: 'last-12-hours', label: 'Last 12 hours', hours: 12 },
  { value: 'last-24-hours', label: 'Last 24 hours', hours: 24 },
  { value: 'YESTERDAY', label: 'Yesterday', hours: 24 },
  { value: 'last-3-days', label: 'Last 3 days', hours: 72 },
  { value: 'last-7-days', label: 'Last 7 days', hours: 168 },
  { value: 'last-14-days', label: 'Last 14 days', hours: 336 },
  { value: 'last-30-days', label: 'Last 30 days', hours: 720 },
  { value: 'last-90-days', label: 'Last 90 days', hours: 2160 },
  { value: 'CUSTOM', label: 'Custom time range', hours: null },
] as const;
export type TimeRangeValue = (typeof TIME_RANGES)[number]['value'];

/** spec 01 §9: granularity. */
export const GRANULARITIES = ['hours', 'days', 'weeks', 'months'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** spec 01 §3 / spec 02 §1: dashboard widget ids. */
export const WIDGET_IDS = [
  'topics',
  'reviews',
  'sentiment',
  'trend-sentiment',
  'demographics',
  'impact-score',
  'keywords-cloud',
  'first-reply-time',
  'network-breakdown',
  'trending-keywords',
  'conversation-themes',
  'trending-label',
  'most-impactful-posts',
  'conversation-cluster',
] as const;
export type WidgetId = (typeof WIDGET_IDS)[number];

/** spec 01 §9: the time range values (the tuple common.ts's schema is built from). */
export const TIME_RANGE_VALUES = TIME_RANGES.map((r) => r.value) as unknown as readonly [
  TimeRangeValue,
  ...TimeRangeValue[],
];

/** spec 01 §9: the time ranges each granularity allows. */
export const GRANULARITY_TIME_RANGES: Record<Granularity, readonly TimeRangeValue[]> = {
  hours: [
    'YESTERDAY',
    'last-3-days',
    'last-1-hours',
    'last-3-hours',
    'last-8-hours',
    'last-12-hours',
    'last-24-hours',
    'CUSTOM',
  ],
  days: ['last-3-days', 'last-7-days', 'last-14-days', 'last-30-days', 'last-90-days', 'CUSTOM'],
  weeks: ['last-30-days', 'last-90-days', 'CUSTOM'],
  months: ['last-90-days', 'CUSTOM'],
};

/** spec 02 §9: the default dashboard time is the last 30 days in days. */
export const DEFAULT_DASHBOARD_TIME = { time: 'last-30-days', timeUnit: 'days' } as const satisfies {
  time: TimeRangeValue;
  timeUnit: Granularity;
};

/** spec 01 §9: date display formats (dayjs/moment tokens); '-' stands for an empty date. */
export const DATE_FORMATS = {
  date: 'DD MMM YYYY',
  dateTime: 'DD MMM YYYY HH:mm:ss',
  empty: '-',
} as const;

/** Sort direction of list calls (spec 01 §7 `args[direction]`, spec 02 §7 `order`). */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** spec 01 §9: the statuses list is ordered by counts.total_engagements, descending, by default. */
export const STATUSES_DEFAULT_ORDER = {
  orderBy: 'counts.total_engagements',
  direction: 'desc',
} as const satisfies { orderBy: string; direction: SortDirection };

/** spec 02 §7: the sort options of the post lists (most impactful posts, entities). */
export const SORT_OPTIONS = {
  BY_MOST_SHARES: 'BY_MOST_SHARES',
  BY_MOST_COMMENTS: 'BY_MOST_COMMENTS',
  BY_MOST_FOLLOWERS: 'BY_MOST_FOLLOWERS',
  TOTAL_ENGAGEMENTS: 'counts.total_engagements',
  REACH_SCORE: 'counts.reach_score',
} as const;
export type SortOption = (typeof SORT_OPTIONS)[keyof typeof SORT_OPTIONS];
/** Our choice: the spec does not show the labels of the sort options. */
export const SORT_OPTION_LABELS: Record<SortOption, string> = {
  BY_MOST_SHARES: 'Most shares',
  BY_MOST_COMMENTS: 'Most comments',
  BY_MOST_FOLLOWERS: 'Most followers',
  'counts.total_engagements': 'Most engagement',
  'counts.reach_score': 'Highest reach',
};

/** spec 02 §7: the demographics widget compares by country or by language. */
export const COMPARE_MODES = ['countries', 'languages'] as const;
export type CompareMode = (typeof COMPARE_MODES)[number];

/** spec 02 §2, §5, §9: at most 3 dashboard contexts, coloured in this order. */
export const MAX_SELECTED_CONTEXTS = 3;
export const CONTEXT_COLORS = ['#1890ff', '#b222d7', '#efac2d'] as const;

/**
 * spec 02 §9: the annotation layer palette has 12 colours. The values are our choice: twelve
 * hues that are told apart from each other and keep at least 3:1 contrast on white (WCAG 1.4.11
 * for graphics), so a layer's marker stays visible on the chart background.
 */
export const ANNOTATION_LAYER_COLORS = [
  '#1f77b4',
  '#d62728',
  '#2ca02c',
  '#9467bd',
  '#d35400',
  '#0e7c86',
  '#8c564b',
  '#c2185b',
  '#5f6b7a',
  '#7a7a00',
  '#393b79',
  '#637939',
] as const;

/** spec 02 §7 and spec 01 §9: page sizes a list uses when the caller names none. */
export const PAGE_SIZES = {
  keywords: 7,
  posts: 6,
  moderationEvents: 8,
  demographics: 25,
  statuses: 15,
} as const;

/** Our choice: the largest page a list call accepts, so one request cannot ask for everything. */
export const MAX_PAGE_SIZE = 100;
/** Our choice: the last page number a list call accepts. */
export const MAX_PAGE = 100_000;
