/**
 * The search form's working copy (spec 02 §4): a draft kept against its source, so the form
 * knows when there are unsaved changes and Discard can restore the source.
 */
import type { Camelize } from '@sl/api-contract/client/case';
import type { SearchCategory, SearchItemWire } from '@sl/api-contract/schemas/search';

export type SearchItem = Camelize<SearchItemWire>;
export type QueryGroup = SearchItem['query'][number];

export interface Draft {
  name: string;
  category: SearchCategory;
  teamId: number | null;
  query: QueryGroup[];
  filters: SearchItem['filters'];
}

export const NEW_DRAFT: Draft = {
  name: '',
  category: 'my',
  teamId: null,
  query: [{ type: 'must', terms: [] }],
  filters: {},
};

export const draftOf = (item: SearchItem | null): Draft =>
  item
    ? {
        name: item.name,
        category: item.category,
        teamId: item.teamId,
        query: item.query.map((g) => ({ type: g.type, terms: [...g.terms] })),
        filters: item.filters,
      }
    : NEW_DRAFT;

/** Blank terms are not part of a query: a draft that only adds blanks is unchanged. */
const canonical = (d: Draft) =>
  JSON.stringify({
    ...d,
    name: d.name.trim(),
    query: d.query.map((g) => ({ type: g.type, terms: g.terms.map((t) => t.trim()).filter(Boolean) })),
  });

export const isDirty = (draft: Draft, source: Draft) => canonical(draft) !== canonical(source);

/** The groups as they are sent: terms trimmed, blank ones kept for the checker to report. */
export const addTerm = (groups: QueryGroup[], index: number, term: string): QueryGroup[] => {
  const value = term.trim();
  if (!value) return groups;
  return groups.map((g, i) =>
    i === index && !g.terms.some((t) => t.toLowerCase() === value.toLowerCase())
      ? { ...g, terms: [...g.terms, value] }
      : g,
  );
};

export const removeTerm = (groups: QueryGroup[], index: number, term: number): QueryGroup[] =>
  groups.map((g, i) => (i === index ? { ...g, terms: g.terms.filter((_, k) => k !== term) } : g));

/** spec 02 §2: pinned first, then by name (case-insensitive filter elsewhere). */
export const byPinnedThenName = <T extends { pinned: boolean; name: string }>(a: T, b: T) =>
  Number(b.pinned) - Number(a.pinned) || a.name.localeCompare(b.name);
