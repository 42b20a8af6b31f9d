/**
 * How an exclude term reads in the list (spec 01 §2 account settings "sentiment (exclude terms)":
 * term, replacement or none, languages, networks). An empty language or network list means the
 * term applies everywhere (api-contract schemas/sentiment-exclude-words.ts).
 */
import { languageName } from '@sl/api-contract/lookups';
import { networkByKey } from '@sl/api-contract/schemas/common';

export const REMOVED_LABEL = 'Removed';
export const ALL_LANGUAGES = 'All languages';
export const ALL_NETWORKS = 'All networks';

/** The replacement, or 'Removed' when the term is dropped from the text (replace_with null). */
export const replacementLabel = (replaceWith: string | null): string =>
  replaceWith === null || replaceWith === '' ? REMOVED_LABEL : replaceWith;

/** Language codes as English names, in the order given; none means every language. */
export const languagesLabel = (codes: readonly string[]): string =>
  codes.length === 0 ? ALL_LANGUAGES : codes.map(languageName).join(', ');

export interface NetworkBadge {
  key: string;
  name: string;
  color: string;
}

/** Network keys as their names and colours (NETWORKS); an unknown key is shown as itself. */
export const networkBadges = (keys: readonly string[]): NetworkBadge[] =>
  keys.map((key) => {
    const network = networkByKey(key);
    return { key, name: network?.name ?? key, color: network?.color ?? 'currentColor' };
  });

/** spec 02 §9: language and network selectors show '{n} selected' after 0 visible tags. */
export const selectedCountLabel = (count: number, noneLabel: string): string =>
  count === 0 ? noneLabel : `${count} selected`;
