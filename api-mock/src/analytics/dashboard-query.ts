/**
 * A dashboard query (spec 01 §7: range, comparedRange, timeZone, interval, properties) as the
 * analytics take it: already checked. Checking a read body and answering 4xx is the route
 * boundary's (lib/dashboard-read.ts); analytics know nothing of HTTP (issue 10 item 4).
 */
import type { Granularity } from '@sl/api-contract/schemas/common';
import type { ContextProperties } from '@sl/api-contract/schemas/dashboard';
import { queryVerdict } from '../search/text-tally.ts';
import type { StatusIndex } from '../store/status-index.ts';
import type { Store } from '../store/store.ts';
import { fieldCounts } from './aggregate-query.ts';
import { bucketPlan } from './buckets.ts';
import type { Selection } from './context-filter.ts';
import { carryTextCounts, listTexts, type Series, type TextTally } from './figures.ts';
import { keptRows, rangeRows, rangeTally, rowTables } from './range-tally.ts';

export interface DashboardQuery {
  profileId: number;
  from: number;
  to: number;
  timeZone: string;
  interval: Granularity;
  properties: ContextProperties | undefined;
}

/** The range of the same length just before (trending terms' default background). */
export const precedingQuery = (q: DashboardQuery): DashboardQuery => ({
  ...q,
  from: q.from - (q.to - q.from),
  to: q.from,
});

const EMPTY_ROWS = new Int32Array(0);

/**
 * The rows of the last few contexts and ranges, for the index's current version (decision 012):
 * the calls of one dashboard share their range and context, so the widgets that need rows
 * (text analysis, posts, entities, SLA) select them once. Small: a selection at 1M posts is
 * ~1.3 MB.
 */
const SELECTION_ENTRIES = 8;
const selections = new WeakMap<StatusIndex, { version: number; entries: Map<string, Selection> }>();

/**
 * The rows `select` (context-filter.ts) keeps for the query, with the context's terms decided by
 * the query check's verdicts per text (search/text-tally.ts: the same rule, kept per term across
 * requests and index versions), so a context with terms does not lower-case and test every
 * distinct text of the range again on each new version (issue 17).
 */
function selectRows(index: StatusIndex, q: DashboardQuery): Selection {
  const cols = index.profile(q.profileId);
  if (!cols) return { cols: index.emptyColumns(), rows: EMPTY_ROWS };
  const lo = cols.lowerBound(q.from);
  const hi = Math.max(lo, cols.lowerBound(q.to));
  const tables = rowTables(index, q.properties?.filters ?? {});
  const verdict = queryVerdict(index, q.properties?.query ?? []);
  const rows = keptRows(cols, lo, hi, tables, verdict);
  // Every row of the range (a view, no list made): the row widgets may read a faster source.
  if (!tables.networkSentiment && !tables.languages && !tables.countries && !verdict)
    return { cols, rows, span: { lo, hi, from: q.from, to: q.to } };
  return { cols, rows };
}

function selectionOf(index: StatusIndex, q: DashboardQuery): Selection {
  let cache = selections.get(index);
  if (!cache || cache.version !== index.version) {
    cache = { version: index.version, entries: new Map() };
    selections.set(index, cache);
  }
  const key = JSON.stringify([q.profileId, q.from, q.to, q.properties ?? null]);
  let sel = cache.entries.get(key);
  if (sel) {
    cache.entries.delete(key);
  } else {
    sel = selectRows(index, q);
    if (cache.entries.size >= SELECTION_ENTRIES)
      cache.entries.delete(cache.entries.keys().next().value as string);
  }
  cache.entries.set(key, sel);
  return sel;
}

export function run({ store }: { store: Store }, q: DashboardQuery): { sel: Selection; series: Series } {
  return {
    sel: selectionOf(store.index, q),
    series: { plan: bucketPlan(q.from, q.to, q.interval, q.timeZone), interval: q.interval },
  };
}

/**
 * Text tallies of the last few queries. An entry is for one index version; at a later one the
 * same query's tally is made again (from the per-day sums: cheap), and its keyword, topic and
 * theme counts are carried over from the entry's, adding only the texts whose posts moved
 * (figures.ts `carryTextCounts`; issue 17: a new post moves one text).
 */
const textTallies = new WeakMap<
  StatusIndex,
  Map<string, { version: number; generation: number; perText: Int32Array; tally: TextTally }>
>();

/**
 * Posts per distinct text × sentiment of a dashboard query (what the text widgets count), without
 * selecting its rows (issue 17): the range tally after the context's filters
 * (analytics/range-tally.ts, whole days from the per-day sums), keeping the texts the context's
 * terms accept (decided per text, the query check's verdicts: README "Query semantics").
 */
export function textTallyOf(index: StatusIndex, q: DashboardQuery): TextTally {
  let entries = textTallies.get(index);
  if (!entries) {
    entries = new Map();
    textTallies.set(index, entries);
  }
  const key = JSON.stringify([q.profileId, q.from, q.to, q.properties ?? null]);
  const known = entries.get(key);
  entries.delete(key);
  if (known?.version === index.version) {
    entries.set(key, known);
    return known.tally;
  }
  const filters = q.properties?.filters ?? {};
  const range = rangeTally(index, q.profileId, q.from, q.to, filters);
  const verdict = queryVerdict(index, q.properties?.query ?? []);
  const und = index.languages.find('und');
  const qme = index.languages.find('qme');
  const analysed = () => {
    // Without terms, the hourly language counts answer; with them, the range's rows that pass.
    const counts = verdict ? null : fieldCounts(index, q, 'language');
    let n = 0;
    if (counts) {
      for (let k = 0; k < counts.length; k++) {
        const id = Math.floor(k / 3);
        if (id !== und && id !== qme) n += counts[k];
      }
      return n;
    }
    const { cols, lo, hi, passes } = range;
    for (let i = lo; i < hi; i++) {
      if (passes && !passes(i)) continue;
      if (verdict && verdict[cols.text[i]] !== 1) continue;
      const lang = cols.language[i];
      if (lang !== und && lang !== qme) n++;
    }
    return n;
  };
  let analysedCount: number | undefined;
  const tally: TextTally = {
    ...listTexts(range.perText, verdict),
    analysed: () => {
      analysedCount ??= analysed();
      return analysedCount;
    },
  };
  // The posts per text the tally counts: the range's, for the texts the terms keep.
  let perText = range.perText;
  if (verdict) {
    perText = Int32Array.from(range.perText);
    for (let s = 0; s < perText.length; s++) if (verdict[Math.floor(s / 3)] !== 1) perText[s] = 0;
  }
  const generation = index.texts.generation;
  if (known && known.generation === generation)
    carryTextCounts(tally, known.tally, known.perText, perText, index);
  if (entries.size >= SELECTION_ENTRIES) entries.delete(entries.keys().next().value as string);
  entries.set(key, { version: index.version, generation, perText, tally });
  return tally;
}

/**
 * Row positions of a dashboard query's posts whose text `keep` accepts, in time order; with
 * `newest`, only that many of the latest, found walking back from the end of the range (no row
 * list of the whole range is made: issue 17). The context's filters and terms as `select` applies them.
 */
export function rowsOf(
  index: StatusIndex,
  q: DashboardQuery,
  keep: (textId: number) => boolean,
  newest = Number.POSITIVE_INFINITY,
): { cols: Selection['cols']; rows: Int32Array } {
  const { cols, lo, hi, passes } = rangeRows(index, q.profileId, q.from, q.to, q.properties?.filters ?? {});
  const verdict = queryVerdict(index, q.properties?.query ?? []);
  const out: number[] = [];
  for (let i = hi - 1; i >= lo && out.length < newest; i--) {
    if (passes && !passes(i)) continue;
    const t = cols.text[i];
    if (verdict && verdict[t] !== 1) continue;
    if (keep(t)) out.push(i);
  }
  return { cols, rows: Int32Array.from(out.reverse()) };
}
