/**
 * Posts per distinct text × sentiment over a range, after a context's filters: the one tally
 * behind the text widgets (keyword cloud, trending keywords and labels, topics, themes,
 * conversation clusters: figures.ts) and the query check (search/text-tally.ts). Issue 17 asked
 * to fold the two (decision 016's per-range tally and decision 012's per-selection one were the
 * same idea written twice); kept per index version, so every call of a dashboard and every term
 * of a query check in the same state share it.
 *
 * Without network, language or country filters the whole UTC days of the range come from the
 * per-day running sums kept by the hourly aggregates (store/status-aggregates.ts `DayTextCounts`):
 * one subtraction per text instead of a pass over every post of the range; only the partial
 * first and last day are read from rows. A sentiment filter keeps the slots of its sentiments.
 * Other filters take one pass over the range's columns, with lookup tables (a typed-array read
 * per row, not a Set's hash).
 */
import { NETWORK_KEYS } from '@sl/api-contract/schemas/common';
import type { ContextProperties } from '@sl/api-contract/schemas/dashboard';
import { DAY_MS } from '../store/status-aggregates.ts';
import type { ProfileColumns, StatusIndex } from '../store/status-index.ts';
import { compileContext } from './context-filter.ts';

export type Filters = NonNullable<ContextProperties['filters']>;

/** The rows of a range and the filters as a row test: what a scan of the range reads. */
export interface RangeRows {
  cols: ProfileColumns;
  /** The range's rows: [lo, hi). */
  lo: number;
  hi: number;
  /** Whether row `i` passes the filters; null when there are none. */
  passes: ((i: number) => boolean) | null;
}

/** The rows of [from, to) of a profile, and the filters as a row test (no row is read). */
export function rangeRows(
  index: StatusIndex,
  profileId: number,
  from: number,
  to: number,
  filters: Filters = {},
): RangeRows {
  const cols = index.profile(profileId) ?? index.emptyColumns();
  const lo = cols.lowerBound(from);
  const hi = Math.max(lo, cols.lowerBound(to));
  return { cols, lo, hi, passes: rowFilter(index, cols, filters).passes };
}

/** The posts of a range that pass the filters (whatever their text), and how many per text. */
export interface RangeTally extends RangeRows {
  /** Posts per text id × 3 + sentiment + 1 (negative, neutral, positive). */
  perText: Int32Array;
  total: number;
}

/** Tallies kept per index version: the 90- and 30-day ranges of a few filters and profiles. */
export const TALLIES_KEPT = 8;

const memos = new WeakMap<StatusIndex, { version: number; tallies: Map<string, RangeTally> }>();

/** A filter's ids as a lookup table. */
function table(ids: Set<number> | null, size: number, offset = 0): Uint8Array | null {
  if (!ids) return null;
  const t = new Uint8Array(size);
  for (const id of ids) if (id + offset >= 0 && id + offset < size) t[id + offset] = 1;
  return t;
}

/**
 * The filters as lookup tables (the analytics' `compileContext` lookups, as `select` applies
 * them): a row passes when each table that is not null holds 1 at its field's id. Networks and
 * sentiments are one table, network × 3 + sentiment + 1.
 */
export interface RowTables {
  networkSentiment: Uint8Array | null;
  languages: Uint8Array | null;
  countries: Uint8Array | null;
  /** The sentiments kept (sentiment + 1), when the filters name any. */
  sentiments: Uint8Array | null;
  /** A network, language or country filter: only a pass over the rows answers it. */
  byRowsOnly: boolean;
}

export function rowTables(index: StatusIndex, filters: Filters): RowTables {
  const c = compileContext(index, { filters });
  const { networks } = c;
  // Sentiments are -1, 0 and 1: shifted by one to index the table.
  const sentiments = table(c.sentiments, 3, 1);
  let networkSentiment: Uint8Array | null = null;
  if (networks || sentiments) {
    networkSentiment = new Uint8Array(networks ? networks.length * 3 : NETWORK_KEYS.length * 3);
    for (let n = 0; n < networkSentiment.length / 3; n++)
      for (let s = 0; s < 3; s++)
        networkSentiment[n * 3 + s] =
          (!networks || networks[n] === 1) && (!sentiments || sentiments[s] === 1) ? 1 : 0;
  }
  return {
    networkSentiment,
    languages: table(c.languages, index.languages.size),
    countries: table(c.countries, index.countries.size),
    sentiments,
    byRowsOnly: Boolean(networks || c.languages || c.countries),
  };
}

/** 0, 1, 2, …: every row of a range is a view of it (read-only for its readers). */
let identity = new Int32Array(0);

/** The row positions lo, lo + 1, …, hi − 1 without making a list (a shared view: never write it). */
export function identityRows(lo: number, hi: number): Int32Array {
  if (hi > identity.length) {
    identity = new Int32Array(Math.max(hi, Math.ceil(identity.length * 1.5), 1024));
    for (let i = 0; i < identity.length; i++) identity[i] = i;
  }
  return identity.subarray(lo, Math.max(lo, hi));
}

/**
 * The rows of [lo, hi) that pass the tables and whose text `verdict` keeps (null: every text), in
 * one pass with no call per row (issue 17: this pass serves the row widgets after every write).
 */
export function keptRows(
  cols: ProfileColumns,
  lo: number,
  hi: number,
  tables: RowTables,
  verdict: Uint8Array | null,
): Int32Array {
  const { networkSentiment: ns, languages: ls, countries: cs } = tables;
  if (!ns && !ls && !cs && !verdict) return identityRows(lo, hi);
  // The kept rows go to a scratch list and are copied out at their count: a context keeps few of
  // the range's rows, and a new list the size of the range (~1.3 MB at 1M posts, zero-filled) per
  // selection was work for the allocator and the GC after every new post (issue 17).
  if (scratch.length < hi - lo) scratch = new Int32Array(Math.max(hi - lo, Math.ceil(scratch.length * 1.5)));
  const out = scratch;
  let k = 0;
  const { network, sentiment, language, country, text } = cols;
  // The terms first: they keep the fewest rows, so most rows are left after one table read.
  for (let i = lo; i < hi; i++) {
    if (verdict !== null && verdict[text[i]] !== 1) continue;
    if (ns !== null && ns[network[i] * 3 + sentiment[i] + 1] !== 1) continue;
    if (ls !== null && ls[language[i]] !== 1) continue;
    if (cs !== null && cs[country[i]] !== 1) continue;
    out[k++] = i;
  }
  return out.slice(0, k);
}

/** `keptRows`' working list, reused (never handed out). */
let scratch = new Int32Array(0);

/** The filters as a row test (see `rowTables`). */
export function rowFilter(
  index: StatusIndex,
  cols: ProfileColumns,
  filters: Filters,
): { passes: ((i: number) => boolean) | null; byRowsOnly: boolean; sentiments: Uint8Array | null } {
  const tables = rowTables(index, filters);
  const { networkSentiment: ns, languages: ls, countries: cs } = tables;
  const { network, language, country, sentiment } = cols;
  const passes =
    ns || ls || cs
      ? (i: number) =>
          !(
            (ns !== null && ns[network[i] * 3 + sentiment[i] + 1] !== 1) ||
            (ls !== null && ls[language[i]] !== 1) ||
            (cs !== null && cs[country[i]] !== 1)
          )
      : null;
  return { passes, byRowsOnly: tables.byRowsOnly, sentiments: tables.sentiments };
}

/**
 * Posts per text × sentiment over [from, to) of a profile after the filters (see above), kept
 * for the index's version.
 */
export function rangeTally(
  index: StatusIndex,
  profileId: number,
  from: number,
  to: number,
  filters: Filters = {},
): RangeTally {
  let memo = memos.get(index);
  if (!memo || memo.version !== index.version) {
    memo = { version: index.version, tallies: new Map() };
    memos.set(index, memo);
  }
  const key = `${profileId}|${from}|${to}|${JSON.stringify(filters)}`;
  const known = memo.tallies.get(key);
  if (known) {
    memo.tallies.delete(key);
    memo.tallies.set(key, known);
    return known;
  }
  const tally = countRange(index, profileId, from, to, filters);
  memo.tallies.set(key, tally);
  if (memo.tallies.size > TALLIES_KEPT) memo.tallies.delete(memo.tallies.keys().next().value as string);
  return tally;
}

function countRange(
  index: StatusIndex,
  profileId: number,
  from: number,
  to: number,
  filters: Filters,
): RangeTally {
  const cols = index.profile(profileId) ?? index.emptyColumns();
  const lo = cols.lowerBound(from);
  const hi = Math.max(lo, cols.lowerBound(to));
  const { passes, byRowsOnly, sentiments } = rowFilter(index, cols, filters);
  const perText = new Int32Array(index.texts.size * 3);
  const { text, sentiment } = cols;
  const countRows = (a: number, z: number) => {
    if (passes) {
      for (let i = a; i < z; i++) if (passes(i)) perText[text[i] * 3 + sentiment[i] + 1]++;
    } else {
      for (let i = a; i < z; i++) perText[text[i] * 3 + sentiment[i] + 1]++;
    }
  };
  const firstDay = Math.ceil(from / DAY_MS);
  const endDay = Math.floor(to / DAY_MS);
  if (byRowsOnly || firstDay >= endDay) {
    countRows(lo, hi);
  } else {
    const mid = cols.lowerBound(firstDay * DAY_MS);
    const last = cols.lowerBound(endDay * DAY_MS);
    countRows(lo, mid);
    countRows(last, hi);
    const days = cols.hourly.dayTexts;
    const after = days.sumBefore(days.position(endDay));
    const before = days.sumBefore(days.position(firstDay));
    const n = Math.min(after.length, perText.length);
    for (let s = 0; s < n; s++) perText[s] += after[s] - (s < before.length ? before[s] : 0);
    if (sentiments) for (let s = 0; s < perText.length; s++) if (sentiments[s % 3] !== 1) perText[s] = 0;
  }
  let total = 0;
  for (let s = 0; s < perText.length; s++) total += perText[s];
  return { cols, lo, hi, passes, perText, total };
}
