/**
 * A dashboard context (saved-search query groups and filters, carried in `properties`) evaluated
 * over the columnar index. Semantics (api-mock README "Query semantics"):
 * - every `must` group needs at least one of its terms in the post's title or text;
 * - no term of any `must-not` group may appear;
 * - each filter list, when non-empty, must contain the post's field (social_types, languages,
 *   countries, sentiments);
 * - terms match case-insensitively as substrings; blank terms are ignored.
 * Text conditions are decided once per distinct text (posts share texts), not once per post.
 */
import { NETWORK_KEYS } from '@sl/api-contract/schemas/common';
import type { ContextProperties } from '@sl/api-contract/schemas/dashboard';
import type { ProfileColumns, StatusIndex } from '../store/status-index.ts';
import { keywordsOf, topicsOf } from './text-analysis.ts';

export interface Selection {
  cols: ProfileColumns;
  /** Row positions, in time order. */
  rows: Int32Array;
  /**
   * Set when the selection is every row of [lo, hi) (no filter, no term): `rows[k]` is lo + k, so
   * a pass may loop over the span and never make the list (issue 17).
   */
  span?: { lo: number; hi: number; from: number; to: number };
}

/** The row positions of a selection, for a pass: `at(k)` is the k-th of `count`. */
export function rowsOfSelection(sel: Selection): { lo: number; count: number; rows: Int32Array | null } {
  return sel.span
    ? { lo: sel.span.lo, count: sel.span.hi - sel.span.lo, rows: null }
    : { lo: 0, count: sel.rows.length, rows: sel.rows };
}

/** A compiled context: lookup tables per field plus a per-text verdict cache. */
export interface CompiledContext {
  networks: Uint8Array | null;
  languages: Set<number> | null;
  countries: Set<number> | null;
  sentiments: Set<number> | null;
  textMatches: ((textId: number) => boolean) | null;
}

export function textMatcher(properties: ContextProperties | undefined): ((text: string) => boolean) | null {
  const groups = (properties?.query ?? []).map((g) => ({
    type: g.type,
    terms: g.terms.map((t) => t.trim().toLowerCase()).filter(Boolean),
  }));
  const must = groups.filter((g) => g.type === 'must' && g.terms.length > 0);
  const mustNot = groups.filter((g) => g.type === 'must-not').flatMap((g) => g.terms);
  if (must.length === 0 && mustNot.length === 0) return null;
  return (raw) => {
    const text = raw.toLowerCase();
    for (const g of must) if (!g.terms.some((t) => text.includes(t))) return false;
    for (const t of mustNot) if (text.includes(t)) return false;
    return true;
  };
}

export function compileContext(
  index: StatusIndex,
  properties: ContextProperties | undefined,
): CompiledContext {
  const f = properties?.filters ?? {};
  let networks: Uint8Array | null = null;
  if (f.social_types?.length) {
    networks = new Uint8Array(NETWORK_KEYS.length);
    for (const key of f.social_types) networks[NETWORK_KEYS.indexOf(key)] = 1;
  }
  const ids = (values: readonly string[] | undefined, dict: StatusIndex['languages']) =>
    values?.length
      ? new Set(values.map((v) => dict.find(v)).filter((v): v is number => v !== undefined))
      : null;
  const matcher = textMatcher(properties);
  let textMatches: CompiledContext['textMatches'] = null;
  if (matcher) {
    // -1 unknown, 0 no, 1 yes: each distinct text is decided once per request.
    const verdicts = new Int8Array(index.texts.size).fill(-1);
    textMatches = (textId) => {
      let v = verdicts[textId];
      if (v === -1) {
        v = matcher(index.texts.values[textId]) ? 1 : 0;
        verdicts[textId] = v;
      }
      return v === 1;
    };
  }
  return {
    networks,
    languages: ids(f.languages, index.languages),
    countries: ids(f.countries, index.countries),
    sentiments: f.sentiments?.length ? new Set<number>(f.sentiments) : null,
    textMatches,
  };
}

const EMPTY = new Int32Array(0);

/** Row positions of a profile in [from, to) that the context keeps. */
export function select(
  index: StatusIndex,
  profileId: number,
  from: number,
  to: number,
  context: CompiledContext,
): Selection | null {
  const cols = index.profile(profileId);
  if (!cols) return null;
  const lo = cols.lowerBound(from);
  const hi = cols.lowerBound(to);
  if (hi <= lo) return { cols, rows: EMPTY };
  const { networks, languages, countries, sentiments, textMatches } = context;
  const out = new Int32Array(hi - lo);
  let k = 0;
  if (!networks && !languages && !countries && !sentiments && !textMatches) {
    for (let i = lo; i < hi; i++) out[k++] = i;
    return { cols, rows: out };
  }
  const { network, language, country, sentiment, text } = cols;
  for (let i = lo; i < hi; i++) {
    if (networks && networks[network[i]] === 0) continue;
    if (languages && !languages.has(language[i])) continue;
    if (countries && !countries.has(country[i])) continue;
    if (sentiments && !sentiments.has(sentiment[i])) continue;
    if (textMatches && !textMatches(text[i])) continue;
    out[k++] = i;
  }
  return { cols, rows: out.subarray(0, k) };
}

// ---------------------------------------------------------------- drill-down terms

/** A condition on a post's text (its title and text, as the index keeps them). */
export type TextTest = (text: string) => boolean;

/**
 * A keyword as the keyword cloud and trending keywords count it (analytics/text-analysis.ts
 * `keywordsOf`, the same tokeniser, imported): the post's words hold it — not a substring of a
 * longer word ("app" in "happy"), not a @mention or #hashtag ("@acme"). A post counts once.
 */
export function hasKeyword(keyword: string): TextTest {
  const word = keyword.trim().toLowerCase();
  // Every keyword of a text is a piece of its lower-cased text, so a text without the word as a
  // substring is decided without segmenting it.
  return (text) => {
    const lower = text.toLowerCase();
    return lower.includes(word) && keywordsOf(text).includes(word);
  };
}

/** A built-in topic (index into TOPICS) as the topics widget and conversation themes find it (`topicsOf`). */
export const hasTopic =
  (topic: number): TextTest =>
  (text) =>
    topicsOf(text).includes(topic);

/**
 * Any of the terms as a case-insensitive substring: the context query's own rule (`textMatcher`),
 * which is also how the topics widget counts a custom topic's keywords. No term matches nothing.
 */
export function hasAnyTerm(terms: readonly string[]): TextTest {
  const matcher = textMatcher({ query: [{ type: 'must', terms: [...terms] }] });
  return matcher ?? (() => false);
}

/**
 * The rows of a selection whose text passes every test; each distinct text is decided once (posts
 * share texts), so a drill-down costs one pass over the selection plus one test per text.
 */
export function narrowByText(index: StatusIndex, sel: Selection, tests: readonly TextTest[]): Selection {
  if (tests.length === 0) return sel;
  const verdicts = new Int8Array(index.texts.size).fill(-1);
  const { rows, cols } = sel;
  const out = new Int32Array(rows.length);
  let k = 0;
  for (let j = 0; j < rows.length; j++) {
    const i = rows[j];
    const textId = cols.text[i];
    let v = verdicts[textId];
    if (v === -1) {
      const text = index.texts.values[textId];
      v = tests.every((test) => test(text)) ? 1 : 0;
      verdicts[textId] = v;
    }
    if (v === 1) out[k++] = i;
  }
  return { cols, rows: out.subarray(0, k) };
}
