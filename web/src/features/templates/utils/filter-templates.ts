/**
 * spec 02 §5 template list search and filters, §9 default sort, as one pure function over the
 * list the modal holds (saved templates plus at most one unsaved new item).
 */
export interface TemplateListFilter {
  search: string;
  /** The network icon filter: keep templates whose categories intersect these (none: keep all). */
  categories: readonly string[];
  /** The language filter, the same way. */
  languages: readonly string[];
  order: 'asc' | 'desc';
}

export interface FilterableTemplate {
  name: string;
  message: string;
  categories: readonly string[];
  languages: readonly string[];
  pinned: boolean;
  updatedAt: string;
}

export const DEFAULT_FILTER: TemplateListFilter = {
  search: '',
  categories: [],
  languages: [],
  order: 'desc',
};

const intersects = (have: readonly string[], wanted: readonly string[]) =>
  wanted.length === 0 || have.some((x) => wanted.includes(x));

export function filterTemplates<T extends FilterableTemplate>(
  rows: readonly T[],
  f: TemplateListFilter,
): T[] {
  // spec 02 §5: name or message, case-insensitive.
  const needle = f.search.trim().toLowerCase();
  return rows
    .filter(
      (t) => !needle || t.name.toLowerCase().includes(needle) || t.message.toLowerCase().includes(needle),
    )
    .filter((t) => intersects(t.categories, f.categories) && intersects(t.languages, f.languages))
    .sort((a, b) => {
      // spec 02 §9: pinned first, then by date (DESC by default).
      if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
      const byDate = a.updatedAt.localeCompare(b.updatedAt);
      return f.order === 'asc' ? byDate : -byDate;
    });
}
