/**
 * English display names from the platform's Intl data (spec 01 §3: the lookup lists are not
 * reproduced in the spec). Intl.DisplayNames exists in every supported browser and in Node 20, so
 * the lists need no locale files.
 */

export interface LookupOption<TCode extends string = string> {
  code: TCode;
  name: string;
}

/** The label of the catch-all entry of both lists (spec 01 §3). */
export const OTHER_LABEL = 'Other';

const displayNames = new Map<'language' | 'region', Intl.DisplayNames>();

export function englishDisplayName(type: 'language' | 'region', code: string): string | undefined {
  let names = displayNames.get(type);
  if (!names) {
    // fallback 'none' gives undefined for a code the platform has no name for.
    names = new Intl.DisplayNames(['en'], { type, fallback: 'none' });
    displayNames.set(type, names);
  }
  try {
    return names.of(code) ?? undefined;
  } catch {
    // A code the platform rejects as malformed gets the caller's fallback name.
    return undefined;
  }
}

/** Sorted by name (locale-aware, case-insensitive), with the catch-all entries after the rest. */
export function sortByName<T extends LookupOption>(options: T[], last: readonly string[]): T[] {
  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  const tail = last.flatMap((code) => options.filter((o) => o.code === code));
  const head = options.filter((o) => !last.includes(o.code));
  return [...head.sort((a, b) => collator.compare(a.name, b.name)), ...tail];
}
