/**
 * Sentiment exclude terms (spec 01 §2 account settings "sentiment (exclude terms)", spec 02 §3):
 * before a post is scored, each term of its business profile that applies to the post's
 * language and network is removed from its text or replaced by the term's replacement, so a
 * product called "Super Saver" no longer counts as praise.
 *
 * Matching is case-insensitive. In scripts that separate words with spaces a term matches whole
 * words only ("love" leaves "lovely" alone); in ja, zh, ko and emoji text it matches anywhere.
 */
import type { SentimentExcludeWordWire } from '@sl/api-contract/schemas/sentiment-exclude-words';

/** Languages whose words are not separated by spaces (or carry glued particles). */
const SUBSTRING_LANGUAGES: ReadonlySet<string> = new Set(['ja', 'zh', 'ko', 'qme']);

export type ExcludeTerm = Pick<
  SentimentExcludeWordWire,
  'text_to_exclude' | 'replace_with' | 'languages' | 'social_types'
>;

/** An empty list means every language / every network. */
export const termApplies = (term: ExcludeTerm, language: string, socialType: string): boolean =>
  (term.languages.length === 0 || term.languages.includes(language)) &&
  (term.social_types.length === 0 || (term.social_types as readonly string[]).includes(socialType));

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patterns = new Map<string, RegExp>();

/** The (cached) pattern of a term in a language; global, so `replace` swaps every occurrence. */
export function excludePattern(term: string, language: string): RegExp {
  const substring = SUBSTRING_LANGUAGES.has(language);
  const key = `${substring ? 's' : 'w'}\u0000${term}`;
  let pattern = patterns.get(key);
  if (!pattern) {
    const body = escapeRegExp(term.trim());
    pattern = substring
      ? new RegExp(body, 'giu')
      : new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'giu');
    if (patterns.size > 10_000) patterns.clear();
    patterns.set(key, pattern);
  }
  return pattern;
}

/** The text with every term removed or replaced, in the order given. */
export function applyExcludeTerms(text: string, language: string, terms: readonly ExcludeTerm[]): string {
  let out = text;
  for (const term of terms) {
    if (!term.text_to_exclude.trim()) continue;
    out = out.replace(excludePattern(term.text_to_exclude, language), () => term.replace_with ?? '');
  }
  return out;
}

/**
 * Whether `text` may be changed by `term` in any language: the term anywhere, case-insensitive
 * (a superset of the whole-word match). A text that contains none of a profile's terms is scored
 * on its own words, so changing the terms cannot move it (store.rescoreSentiment).
 */
export const mayContainTerm = (text: string, term: string): boolean =>
  term.trim() !== '' && text.search(excludePattern(term, 'qme')) !== -1;
