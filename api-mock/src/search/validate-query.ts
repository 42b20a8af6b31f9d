/**
 * The query editor that explains itself (issue 13): a query as typed is checked before it is
 * saved, and previewed, by the SAME rules the analytics use (range, filters and text rule of
 * analytics/context-filter.ts), decided once per distinct text and term and counted from a
 * per-text tally of the range (search/text-tally.ts, decision 016); text-tally.test.ts proves
 * the figures equal `run`'s. The semantics it explains are those of api-mock/README.md "Query semantics": a
 * term is a phrase matched case-insensitively as a substring; terms of one group are
 * alternatives; every must group must match; no must-not term may. There are no operators,
 * quotes or parentheses, so a term written with them is an error here rather than a phrase that
 * silently matches nothing.
 *
 * Pure functions over the store: no HTTP, no writes.
 */
import {
  PREVIEW_DAYS,
  type QueryError,
  type QueryWarning,
  SAMPLE_SIZE,
  TERM_LOOKBACK_DAYS,
} from '@sl/api-contract/schemas/search';
import type { StatusWire } from '@sl/api-contract/schemas/status';
import { cachedResult } from '../analytics/result-cache.ts';
import { StatusIndex } from '../store/status-index.ts';
import {
  countIn,
  type Filters,
  type Groups,
  newestRows,
  queryVerdict,
  type Scope,
  termKey,
  termVerdicts,
  textTally,
} from './text-tally.ts';

const DAY_MS = 24 * 3_600_000;
const MINUTE_MS = 60_000;

/**
 * The checks' clock (decision 016, bench --validate): now, up to the next whole minute. The editor
 * re-checks the whole query at every pause, so the same terms come back again and again; with a
 * clock that moves by the minute their figures are answered from the analytics' result cache
 * (keyed by the status index's version, so a new post still changes them at once).
 */
export const checkClock = (nowMs: number) => Math.ceil(nowMs / MINUTE_MS) * MINUTE_MS;

export type { Filters, Groups } from './text-tally.ts';

/** Words people type as boolean operators; the evaluator has none (README "Query semantics"). */
const OPERATOR_HELP: Record<string, string> = {
  AND: 'put each required word in its own must group',
  OR: 'put the alternatives as separate terms of one group',
  NOT: 'put the excluded words in a must-not group',
  NEAR: 'write the words as one phrase',
};
/** A `field:value` prefix such as `title:refund` or `lang:en`. */
const FIELD_PREFIX = /^([a-z_]+):\S/i;

/** A single word this short matches inside too many other words to mean anything. */
export const BROAD_MIN_LENGTH = 3;
/** A single must word found in more than this share of the posts is very broad. */
export const BROAD_SHARE = 0.5;
/** At most this many distinct terms are looked up in the data per check (bounded cost). */
export const MAX_TERMS_LOOKED_UP = 30;

const quoted = (term: string) => `“${term}”`;

function parenthesesBalanced(term: string): boolean {
  let depth = 0;
  for (const ch of term) {
    if (ch === '(') depth++;
    else if (ch === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

/** Errors a query has on its face, whatever the data: these make saving it pointless. */
export function syntaxErrors(groups: Groups): QueryError[] {
  const errors: QueryError[] = [];
  groups.forEach((g, gi) => {
    if (g.type === 'must' && g.terms.every((t) => t.trim() === '')) {
      errors.push({
        code: 'empty_must_group',
        message: 'A must group needs at least one term.',
        group: gi,
        term: null,
      });
    }
    g.terms.forEach((raw, ti) => {
      const term = raw.trim();
      if (!term) return;
      if ((term.match(/"/g)?.length ?? 0) % 2 === 1) {
        errors.push({
          code: 'unbalanced_quotes',
          message: `Unbalanced quotes in ${quoted(term)}: close the quote or remove it.`,
          group: gi,
          term: ti,
        });
      }
      if (!parenthesesBalanced(term)) {
        errors.push({
          code: 'unbalanced_parentheses',
          message: `Unbalanced parentheses in ${quoted(term)}: each “(” needs a “)” after it.`,
          group: gi,
          term: ti,
        });
      }
      const operator = term.split(/\s+/).find((w) => w in OPERATOR_HELP);
      const field = FIELD_PREFIX.exec(term)?.[1];
      if (operator) {
        errors.push({
          code: 'unknown_operator',
          message: `${quoted(operator)} is not an operator here: ${OPERATOR_HELP[operator]}.`,
          group: gi,
          term: ti,
        });
      } else if (field) {
        errors.push({
          code: 'unknown_operator',
          message: `Unknown operator ${quoted(`${field}:`)}: terms match the title and text of a post.`,
          group: gi,
          term: ti,
        });
      }
    });
  });
  return errors;
}

/** The groups as the evaluator reads them: trimmed terms, blank ones dropped. */
export const cleanGroups = (groups: Groups): Groups =>
  groups.map((g) => ({ type: g.type, terms: g.terms.map((t) => t.trim()).filter(Boolean) }));

/** The `days` days up to `nowMs`. */
const lastDays = (nowMs: number, days: number) => ({ from: nowMs - days * DAY_MS, to: nowMs });

/** Warnings: terms the data says are useless or too broad, and must-nots that empty the result. */
export function dataWarnings(scope: Scope, groups: Groups, filters: Filters): QueryWarning[] {
  const { index } = scope.store;
  const warnings: QueryWarning[] = [];
  const clean = cleanGroups(groups);
  const lookback = lastDays(scope.nowMs, TERM_LOOKBACK_DAYS);
  // One pass over the lookback's rows per index version; each term is then a sum over text ids.
  const tally = textTally(scope, filters, lookback.from, lookback.to);
  const scopeTotal = countIn(tally, null);
  const counts = new Map<string, number>();
  const countOf = (term: string) => {
    const key = termKey(term);
    let n = counts.get(key);
    if (n === undefined) {
      n = countIn(tally, termVerdicts(index, key));
      counts.set(key, n);
    }
    return n;
  };
  groups.forEach((g, gi) => {
    g.terms.forEach((raw, ti) => {
      const term = raw.trim();
      if (!term || (counts.size >= MAX_TERMS_LOOKED_UP && !counts.has(termKey(term)))) return;
      const n = countOf(term);
      if (n === 0 && scopeTotal > 0) {
        warnings.push({
          code: 'matches_nothing',
          message: `${quoted(term)} matches no post in the last ${TERM_LOOKBACK_DAYS} days.`,
          group: gi,
          term: ti,
        });
        return;
      }
      const singleWord = !/\s/.test(term);
      if (g.type !== 'must' || !singleWord || scopeTotal === 0) return;
      const share = n / scopeTotal;
      if (term.length < BROAD_MIN_LENGTH || share > BROAD_SHARE) {
        warnings.push({
          code: 'broad_term',
          message:
            `${quoted(term)} is very broad: it matches ${Math.round(share * 100)}% of the posts ` +
            `in the last ${TERM_LOOKBACK_DAYS} days. A longer phrase narrows it.`,
          group: gi,
          term: ti,
        });
      }
    });
  });
  const mustNot = clean.filter((g) => g.type === 'must-not' && g.terms.length > 0);
  if (mustNot.length > 0) {
    const must = clean.filter((g) => g.type === 'must');
    const preview = previewRange(scope.nowMs);
    const recent = textTally(scope, filters, preview.from, preview.to);
    const without = countIn(recent, queryVerdict(index, must));
    const withIt = countIn(recent, queryVerdict(index, clean));
    if (without > 0 && withIt === 0) {
      warnings.push({
        code: 'must_not_removes_all',
        message: `The must-not terms remove all ${without} posts the rest of the query finds in the last ${PREVIEW_DAYS} days.`,
        group: clean.indexOf(mustNot[0]),
        term: null,
      });
    }
  }
  return warnings;
}

/** The preview range: the last 30 days up to now (the dashboard's range for the same figure). */
export const previewRange = (nowMs: number) => lastDays(nowMs, PREVIEW_DAYS);

/**
 * Matching posts over the preview range (or `range`, an alert's window): the total, and rows
 * newest first on request. Only the requested page is materialised, whatever the range's size.
 */
export function matchingPosts(
  scope: Scope,
  groups: Groups,
  filters: Filters,
  page: { offset: number; limit: number },
  range?: { from: number; to: number },
): { total: number; posts: StatusWire[] } {
  const { from, to } = range ?? previewRange(scope.nowMs);
  const query = cleanGroups(groups);
  // One page is small to keep; the rows behind it (up to every post) are not.
  const key = `search.page|${scope.profileId}|${from}|${to}|${page.offset}|${page.limit}|${JSON.stringify({ query, filters })}`;
  return cachedResult(scope.store.index, key, () => {
    const tally = textTally(scope, filters, from, to);
    const verdict = queryVerdict(scope.store.index, query);
    const total = countIn(tally, verdict);
    const rows = newestRows(tally, verdict, page.offset, page.limit, total);
    return {
      total,
      posts: rows.map((row) => StatusIndex.scoredAt(tally.cols, row)),
    };
  });
}

export interface Validation {
  errors: QueryError[];
  warnings: QueryWarning[];
  hits: number | null;
  range: { from: string; to: string };
  sample: StatusWire[];
}

export function validateQuery(scope: Scope, groups: Groups, filters: Filters): Validation {
  const errors = syntaxErrors(groups);
  const { from, to } = previewRange(scope.nowMs);
  const range = { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
  if (errors.length > 0) return { errors, warnings: [], hits: null, range, sample: [] };
  const warnings = dataWarnings(scope, groups, filters);
  const { total, posts } = matchingPosts(scope, groups, filters, { offset: 0, limit: SAMPLE_SIZE });
  return { errors, warnings, hits: total, range, sample: posts };
}
