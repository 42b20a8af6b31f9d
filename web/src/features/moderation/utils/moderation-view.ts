/**
 * The moderation report's view (spec 02 §7: 8 events a page, order 'field asc|desc', filters) as
 * URL search parameters (CONVENTIONS §8: table state in the URL), so a filtered, sorted page can
 * be shared and the back button walks through it. Pure: read, write, and the API query it makes.
 */
import { type MODERATION_ACTIONS, MODERATION_SORT_FIELDS } from '@sl/api-contract/schemas/moderation';

export type ModerationSortField = (typeof MODERATION_SORT_FIELDS)[number];
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export interface ModerationView {
  page: number;
  sort: ModerationSortField;
  desc: boolean;
  actions: string[];
  socialTypes: string[];
  moderatorIds: string[];
}

export const DEFAULT_VIEW: ModerationView = {
  page: 1,
  sort: 'created_at',
  desc: true,
  actions: [],
  socialTypes: [],
  moderatorIds: [],
};

const isSortField = (v: string | null): v is ModerationSortField =>
  v !== null && (MODERATION_SORT_FIELDS as readonly string[]).includes(v);

/** Reads the view; anything malformed falls back to the default rather than failing the screen. */
export function readView(params: URLSearchParams): ModerationView {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    page: Number.isInteger(page) && page > 0 ? page : DEFAULT_VIEW.page,
    sort: isSortField(sort) ? sort : DEFAULT_VIEW.sort,
    desc: params.has('dir') ? params.get('dir') !== 'asc' : DEFAULT_VIEW.desc,
    actions: params.getAll('action'),
    socialTypes: params.getAll('network'),
    moderatorIds: params.getAll('moderator').filter((id) => /^\d+$/.test(id)),
  };
}

/** Writes only what differs from the default, so the plain report has a plain URL. */
export function writeView(view: ModerationView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.sort !== DEFAULT_VIEW.sort || view.desc !== DEFAULT_VIEW.desc) {
    params.set('sort', view.sort);
    params.set('dir', view.desc ? 'desc' : 'asc');
  }
  for (const a of view.actions) params.append('action', a);
  for (const n of view.socialTypes) params.append('network', n);
  for (const m of view.moderatorIds) params.append('moderator', m);
  return params;
}

/** The filters part of the API query; empty lists are left out (the API reads them as 'all'). */
export function toFilters(view: ModerationView) {
  const filters: { actions?: ModerationAction[]; socialTypes?: string[]; moderatorIds?: number[] } = {};
  if (view.actions.length) filters.actions = view.actions as ModerationAction[];
  if (view.socialTypes.length) filters.socialTypes = view.socialTypes;
  if (view.moderatorIds.length) filters.moderatorIds = view.moderatorIds.map(Number);
  return Object.keys(filters).length ? filters : undefined;
}

/** The events call's query: the page, 'field asc|desc' (spec 02 §7), and the filters. */
export function toEventsQuery(view: ModerationView) {
  return { page: view.page, order: `${view.sort} ${view.desc ? 'desc' : 'asc'}`, filters: toFilters(view) };
}

/** The export takes the same order and filters, never the page: it holds every matching event. */
export function toExportQuery(view: ModerationView) {
  const { page: _page, ...rest } = toEventsQuery(view);
  return rest;
}

/** Pages of a filtered list; at least 1 so an empty report still reads 'Page 1 of 1'. */
export const pageCount = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/** The file name of an export: the report and the day it was taken. */
export const exportFileName = (now: Date) => `moderation-events_${now.toISOString().slice(0, 10)}.csv`;
