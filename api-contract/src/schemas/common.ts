/**
 * Domain enumerations shared by every workspace (spec 01 §1, §9; spec 02 §6, §9).
 * Enumerations are `as const` maps plus a schema, never TypeScript enums (CONVENTIONS §2).
 */
import { z } from 'zod';

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
export const networkKeySchema = z.enum(NETWORK_KEYS, { error: 'Unknown network.' });
export const networkByKey = (key: string): Network | undefined => NETWORKS.find((n) => n.key === key);

/** spec 02 §6: numeric roles. */
export const ROLES = { SYS_ADMIN: 0, ADMIN: 1, AGENT: 2, GUEST: 4 } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];
export const roleSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4)]);
export const ROLE_LABELS: Record<Role, string> = { 0: 'Sys-Admin', 1: 'Admin', 2: 'Agent', 4: 'Guest' };

/** spec 01 §3 / §4: account state. */
export const ACCOUNT_STATES = { ACTIVE: 1, DELETED: 2 } as const;

/**
 * spec 01 §9: canonical sentiment codes Negative -1, Neutral 0, Positive 1.
 * spec 02 §9 test data uses 2 for Negative; DESIGN §3 says accept it and normalise at the boundary.
 */
export const SENTIMENTS = { NEGATIVE: -1, NEUTRAL: 0, POSITIVE: 1 } as const;
export type Sentiment = (typeof SENTIMENTS)[keyof typeof SENTIMENTS];
export const canonicalSentimentSchema = z.union([z.literal(-1), z.literal(0), z.literal(1)]);
/**
 * A codec rather than a one-way transform: requests decode 2 to -1, and responses (which the
 * mock's serializer encodes through the same schema) go out as the canonical code.
 */
export const sentimentSchema = z.codec(
  z.union([z.literal(-1), z.literal(0), z.literal(1), z.literal(2)], { error: 'Unknown sentiment.' }),
  canonicalSentimentSchema,
  { decode: (v): Sentiment => (v === 2 ? -1 : v), encode: (v) => v },
);

/** spec 01 §3: visibility entity types. */
export const VISIBILITY = { ONLY_ME: 1, EVERYONE: 2, TEAMS: 3 } as const;
export const visibilitySchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

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
export const granularitySchema = z.enum(GRANULARITIES, { error: 'Unknown interval.' });

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

/** spec 01 §2: environments decide menus and route availability. */
export const ENVIRONMENTS = ['local', 'demo', 'preprod', 'prod'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** spec 02 §5: the colours of the (at most 3) selected dashboard contexts, in selection order. */
export const CONTEXT_COLORS = ['#1890ff', '#b222d7', '#efac2d'] as const;
export const MAX_SELECTED_CONTEXTS = CONTEXT_COLORS.length;
