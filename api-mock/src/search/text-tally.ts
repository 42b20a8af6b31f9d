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
 * - **posts per text over a range** (`textTally`): the analytics' range tally
 *   (analytics/range-tally.ts, shared with the dashboard's text widgets), kept for the index's
 *   version, so every term of every check in the same minute is a sum over text ids;
 * - a query's verdict per text is its terms' verdicts combined (`queryVerdict`), its count the
 *   sum of the tally over the texts it keeps.
 *
 * Same figures as `run` with the whole query as properties: the specs compare them
 * (search-validate.test.ts: hits equal the dashboard total; text-tally.test.ts).
 */
import type { ContextProperties } from '@sl/api-contract/schemas/dashboard';
import { type Filters, type RangeTally, rangeTally } from '../analytics/range-tally.ts';
import { lowerText, textFacts } from '../analytics/text-analysis.ts';
import { Dictionary, type StatusIndex } from '../store/status-index.ts';
import type { Store } from '../store/store.ts';

export type Groups = NonNullable<ContextProperties['query']>;
export type { Filters };

/** Terms whose verdicts are kept (~15 KB each at 1M posts): an editor session's worth and more. */
export const TERM_VERDICTS_KEPT = 512;
/** Query verdicts kept: the editor asks for the same query's verdict several times a pause. */
export const QUERY_VERDICTS_KEPT = 32;

interface Memo {
  generation: number;
  /** Query verdicts by normalised groups, for the dictionary's size they were made at. */
  queries: Map<string, { size: number; verdict: Uint8Array | null }>;
  /** Per lower-cased term: 1 where the text of that id contains it. Least recently used first. */
  terms: Map<string, Uint8Array>;
}

const memos = new WeakMap<StatusIndex, Memo>();

function memoOf(index: StatusIndex): Memo {
  let memo = memos.get(index);
  if (!memo) {
    memo = {
      generation: index.texts.generation,
      queries: new Map(),
      terms: new Map(),
    };
    memos.set(index, memo);
  }
  // A cleared dictionary reuses ids for other texts: every verdict is void.
  if (memo.generation !== index.texts.generation) {
    memo.generation = index.texts.generation;
    memo.queries.clear();
    memo.terms.clear();
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

/** The posts of a range that pass the filters, per text id and sentiment (analytics/range-tally.ts). */
export type Tally = RangeTally;

/**
 * Posts per text over [from, to) after the filters: the analytics' own tally (one per range,
 * filters and index version, shared with the dashboard's text widgets; issue 17 folded the two).
 */
export const textTally = (scope: Scope, filters: Filters, from: number, to: number): Tally =>
  rangeTally(scope.store.index, scope.profileId, from, to, filters);

/** Posts of the tally whose text the verdict keeps (all of them for a null verdict). */
export function countIn(tally: Tally, verdict: Uint8Array | null): number {
  if (!verdict) return tally.total;
  const { perText } = tally;
  const size = Math.min(verdict.length, perText.length / 3);
  let n = 0;
  for (let id = 0; id < size; id++)
    if (verdict[id] === 1) n += perText[id * 3] + perText[id * 3 + 1] + perText[id * 3 + 2];
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
