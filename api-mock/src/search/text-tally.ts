/**
 * What makes a query check cost little for a term seen for the first time (issue 13 "Done when":
 * the validate-and-preview call under 100 ms at 1M posts; decision 016 "Update: first-time
 * terms"). Posts share texts (~15 000 distinct texts at 1M posts), so a query is decided per
 * distinct text, never per post:
 *
 * - **a verdict per term over the text ids** (`termVerdicts`): one pass over the distinct texts
 *   the first time a term is seen, then kept while the texts dictionary keeps its generation;
 *   texts are append-only, so texts added since are decided on the next use, never the rest.
 *   The rule is the analytics' (`textMatcher` of analytics/context-filter.ts: the lower-cased
 *   text contains the trimmed, lower-cased term) over texts lower-cased once, not once per term
 *   (the profile of a first-time term: lower-casing 15 000 texts was most of its cost);
 * - **posts per text over a range** (`textTally`): one pass over the range's columns with the
 *   analytics' range and filters, kept for the index's version, so every term of every check in
 *   the same minute is a sum over text ids;
 * - a query's verdict per text is its terms' verdicts combined (`queryVerdict`), its count the
 *   sum of the tally over the texts it keeps.
 *
 * Same figures as `run` with the whole query as properties: the specs compare them
 * (search-validate.test.ts: hits equal the dashboard total; text-tally.test.ts).
 */
import type { ContextProperties } from '@sl/api-contract/schemas/dashboard';
import { compileContext } from '../analytics/context-filter.ts';
import { lowerText, textFacts } from '../analytics/text-analysis.ts';
import { Dictionary, type ProfileColumns, type StatusIndex } from '../store/status-index.ts';
import type { Store } from '../store/store.ts';

export type Groups = NonNullable<ContextProperties['query']>;
export type Filters = NonNullable<ContextProperties['filters']>;

/** Terms whose verdicts are kept (~15 KB each at 1M posts): an editor session's worth and more. */
export const TERM_VERDICTS_KEPT = 512;
/** Query verdicts kept: the editor asks for the same query's verdict several times a pause. */
export const QUERY_VERDICTS_KEPT = 32;
/** Tallies kept per index version: the 90- and 30-day ranges of a few filters and profiles. */
export const TALLIES_KEPT = 8;

interface Memo {
  generation: number;
  /** Query verdicts by normalised groups, for the dictionary's size they were made at. */
  queries: Map<string, { size: number; verdict: Uint8Array | null }>;
  /** Per lower-cased term: 1 where the text of that id contains it. Least recently used first. */
  terms: Map<string, Uint8Array>;
  version: number;
  tallies: Map<string, Tally>;
}

const memos = new WeakMap<StatusIndex, Memo>();

function memoOf(index: StatusIndex): Memo {
  let memo = memos.get(index);
  if (!memo) {
    memo = {
      generation: index.texts.generation,
      queries: new Map(),
      terms: new Map(),
      version: index.version,
      tallies: new Map(),
    };
    memos.set(index, memo);
  }
  // A cleared dictionary reuses ids for other texts: every verdict is void.
  if (memo.generation !== index.texts.generation) {
    memo.generation = index.texts.generation;
    memo.queries.clear();
    memo.terms.clear();
  }
  if (memo.version !== index.version) {
    memo.version = index.version;
    memo.tallies.clear();
  }
  return memo;
}

/** Map order as recency: a hit moves to the end, the oldest goes first when full. */
function touch<V>(map: Map<string, V>, key: string, value: V, limit: number): V {
  map.delete(key);
  map.set(key, value);
  if (map.size > limit) map.delete(map.keys().next().value as string);
  return value;
}

/** The key of a term as the analytics compare it (trimmed, lower case). */
export const termKey = (term: string) => term.trim().toLowerCase();

/**
 * 1 for each text id whose text contains `term` (the analytics' rule, see above); texts added
 * since the last call are decided now (ids are stable while the generation is).
 */
export function termVerdicts(index: StatusIndex, term: string): Uint8Array {
  const memo = memoOf(index);
  const key = termKey(term);
  const { texts } = index;
  // The analytics' lower-case copy of each text (text-analysis.ts), shared rather than kept twice.
  const facts = textFacts(texts, () => new Dictionary());
  const size = texts.size;
  const known = memo.terms.get(key);
  if (known && known.length === size) return touch(memo.terms, key, known, TERM_VERDICTS_KEPT);
  const bits = new Uint8Array(size);
  const from = known ? known.length : 0;
  if (known) bits.set(known);
  for (let id = from; id < size; id++) if (lowerText(facts, texts, id).includes(key)) bits[id] = 1;
  return touch(memo.terms, key, bits, TERM_VERDICTS_KEPT);
}

/**
 * The query's verdict per text id (README "Query semantics": some term of every must group, no
 * must-not term), or null when the query keeps every text (no terms at all).
 */
export function queryVerdict(index: StatusIndex, groups: Groups): Uint8Array | null {
  const must = groups
    .filter((g) => g.type === 'must')
    .map((g) => g.terms.map(termKey).filter(Boolean))
    .filter((terms) => terms.length > 0);
  const mustNot = groups
    .filter((g) => g.type === 'must-not')
    .flatMap((g) => g.terms.map(termKey).filter(Boolean));
  if (must.length === 0 && mustNot.length === 0) return null;
  const memo = memoOf(index);
  const size = index.texts.size;
  const key = JSON.stringify([must, mustNot]);
  const known = memo.queries.get(key);
  if (known?.size === size) return touch(memo.queries, key, known, QUERY_VERDICTS_KEPT).verdict;
  const keep = new Uint8Array(size).fill(1);
  for (const terms of must) {
    const any = new Uint8Array(size);
    for (const term of terms) {
      const bits = termVerdicts(index, term);
      for (let id = 0; id < size; id++) any[id] |= bits[id];
    }
    for (let id = 0; id < size; id++) keep[id] &= any[id];
  }
  for (const term of mustNot) {
    const bits = termVerdicts(index, term);
    for (let id = 0; id < size; id++) keep[id] &= bits[id] ^ 1;
  }
  return touch(memo.queries, key, { size, verdict: keep }, QUERY_VERDICTS_KEPT).verdict;
}

export interface Scope {
  store: Store;
  profileId: number;
  nowMs: number;
}

/** The posts of a range that pass the filters (whatever their text), and how many per text id. */
export interface Tally {
  cols: ProfileColumns;
  /** The range's rows: [lo, hi). */
  lo: number;
  hi: number;
  /** Whether row `i` passes the filters; null when there are none. */
  passes: ((i: number) => boolean) | null;
  perText: Int32Array;
  total: number;
}

/** A filter's ids as a lookup table (a typed-array read per row, not a Set's hash). */
function table(ids: Set<number> | null, size: number, offset = 0): Uint8Array | null {
  if (!ids) return null;
  const t = new Uint8Array(size);
  for (const id of ids) if (id + offset >= 0 && id + offset < size) t[id + offset] = 1;
  return t;
}

/**
 * Posts per text id over [from, to) after the filters: one pass over the range's columns, kept
 * for the index's version. The range and filters are the analytics' (`lowerBound` and the lookups
 * `compileContext` compiles, as `select` applies them), without materialising the selected rows:
 * at 1M posts a Set lookup per row and a 4 MB row list per range cost a first check ~300 ms.
 */
export function textTally(scope: Scope, filters: Filters, from: number, to: number): Tally {
  const { index } = scope.store;
  const memo = memoOf(index);
  const key = `${scope.profileId}|${from}|${to}|${JSON.stringify(filters)}`;
  const known = memo.tallies.get(key);
  if (known) return touch(memo.tallies, key, known, TALLIES_KEPT);
  const cols = index.profile(scope.profileId) ?? index.emptyColumns();
  const lo = cols.lowerBound(from);
  const hi = Math.max(lo, cols.lowerBound(to));
  const c = compileContext(index, { filters });
  const networks = c.networks;
  const languages = table(c.languages, index.languages.size);
  const countries = table(c.countries, index.countries.size);
  // Sentiments are -1, 0 and 1: shifted by one to index the table.
  const sentiments = table(c.sentiments, 3, 1);
  const { network, language, country, sentiment, text } = cols;
  const passes =
    networks || languages || countries || sentiments
      ? (i: number) =>
          !(
            (networks && networks[network[i]] === 0) ||
            (languages && languages[language[i]] !== 1) ||
            (countries && countries[country[i]] !== 1) ||
            (sentiments && sentiments[sentiment[i] + 1] !== 1)
          )
      : null;
  const perText = new Int32Array(index.texts.size);
  let total = 0;
  if (passes) {
    for (let i = lo; i < hi; i++) {
      if (!passes(i)) continue;
      perText[text[i]]++;
      total++;
    }
  } else {
    for (let i = lo; i < hi; i++) perText[text[i]]++;
    total = hi - lo;
  }
  return touch(memo.tallies, key, { cols, lo, hi, passes, perText, total }, TALLIES_KEPT);
}

/** Posts of the tally whose text the verdict keeps (all of them for a null verdict). */
export function countIn(tally: Tally, verdict: Uint8Array | null): number {
  if (!verdict) return tally.total;
  const { perText } = tally;
  let n = 0;
  for (let id = 0; id < perText.length; id++) if (verdict[id] === 1) n += perText[id];
  return n;
}

/**
 * Row positions of the tally's posts that the verdict keeps, newest first, skipping `offset`
 * (`total`: how many it keeps, when known): the scan stops at `limit` rows, so a first page costs
 * the rows back to its last post.
 */
export function newestRows(
  tally: Tally,
  verdict: Uint8Array | null,
  offset: number,
  limit: number,
  total = countIn(tally, verdict),
): number[] {
  const { cols, lo, hi, passes } = tally;
  const out: number[] = [];
  let skip = offset;
  // The total says when the last matching post has been seen: no scan past it (a rare term's
  // posts may all be recent; a query matching nothing scans nothing).
  const wanted = Math.max(0, Math.min(limit, total - offset));
  for (let row = hi - 1; row >= lo && out.length < wanted; row--) {
    if (verdict && verdict[cols.text[row]] !== 1) continue;
    if (passes && !passes(row)) continue;
    if (skip > 0) skip--;
    else out.push(row);
  }
  return out;
}
