/**
 * The query editor that explains itself (issue 13): a query as typed is checked before it is
 * saved, and previewed, by the SAME evaluator the analytics use (`run` of
 * analytics/dashboard-query.ts, i.e. `textMatcher`/`select` of analytics/context-filter.ts). The
 * semantics it explains are those of api-mock/README.md "Query semantics": a term is a phrase
 * matched case-insensitively as a substring; terms of one group are alternatives; every must
 * group must match; no must-not term may. There are no operators, quotes or parentheses, so a
 * term written with them is an error here rather than a phrase that silently matches nothing.
 *
 * Pure functions over the store: no HTTP, no writes.
 */
import type { ContextProperties } from '@sl/api-contract/schemas/dashboard';
import {
  PREVIEW_DAYS,
  type QueryError,
  type QueryWarning,
  SAMPLE_SIZE,
  TERM_LOOKBACK_DAYS,
} from '@sl/api-contract/schemas/search';
import type { StatusWire } from '@sl/api-contract/schemas/status';
import { run } from '../analytics/dashboard-query.ts';
import { cachedResult } from '../analytics/result-cache.ts';
import { StatusIndex } from '../store/status-index.ts';
import type { Store } from '../store/store.ts';

const DAY_MS = 24 * 3_600_000;
const MINUTE_MS = 60_000;

/**
 * The checks' clock (decision 016, bench --validate): now, up to the next whole minute. The editor
 * re-checks the whole query at every pause, so the same terms come back again and again; with a
 * clock that moves by the minute their figures are answered from the analytics' result cache
 * (keyed by the status index's version, so a new post still changes them at once).
 */
export const checkClock = (nowMs: number) => Math.ceil(nowMs / MINUTE_MS) * MINUTE_MS;

export type Groups = NonNullable<ContextProperties['query']>;
export type Filters = NonNullable<ContextProperties['filters']>;

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

interface Scope {
  store: Store;
  profileId: number;
  nowMs: number;
}

/** Posts kept by `properties` over the last `days` days (or `range`), through the analytics' own evaluator. */
const keep = (
  scope: Scope,
  properties: ContextProperties,
  days: number,
  range?: { from: number; to: number },
) =>
  run(scope, {
    profileId: scope.profileId,
    from: range?.from ?? scope.nowMs - days * DAY_MS,
    to: range?.to ?? scope.nowMs,
    timeZone: 'UTC',
    interval: 'days',
    properties,
  }).sel;

/** How many posts `keep` keeps, once per index version, profile, clock, range and properties. */
const countKept = (scope: Scope, properties: ContextProperties, days: number): number =>
  cachedResult(
    scope.store.index,
    `search.count|${scope.profileId}|${scope.nowMs}|${days}|${JSON.stringify(properties)}`,
    () => keep(scope, properties, days).rows.length,
  );

/** Warnings: terms the data says are useless or too broad, and must-nots that empty the result. */
export function dataWarnings(scope: Scope, groups: Groups, filters: Filters): QueryWarning[] {
  const warnings: QueryWarning[] = [];
  const clean = cleanGroups(groups);
  const scopeTotal = countKept(scope, { filters }, TERM_LOOKBACK_DAYS);
  const counts = new Map<string, number>();
  const countOf = (term: string) => {
    const key = term.toLowerCase();
    let n = counts.get(key);
    if (n === undefined) {
      n = countKept(scope, { query: [{ type: 'must', terms: [term] }], filters }, TERM_LOOKBACK_DAYS);
      counts.set(key, n);
    }
    return n;
  };
  groups.forEach((g, gi) => {
    g.terms.forEach((raw, ti) => {
      const term = raw.trim();
      if (!term || (counts.size >= MAX_TERMS_LOOKED_UP && !counts.has(term.toLowerCase()))) return;
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
    const without = countKept(scope, { query: must, filters }, PREVIEW_DAYS);
    const withIt = countKept(scope, { query: clean, filters }, PREVIEW_DAYS);
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
export const previewRange = (nowMs: number) => ({ from: nowMs - PREVIEW_DAYS * DAY_MS, to: nowMs });

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
  const properties = { query: cleanGroups(groups), filters };
  // One page is small to keep; the rows behind it (up to every post) are not.
  const key = `search.page|${scope.profileId}|${scope.nowMs}|${range?.from}|${range?.to}|${page.offset}|${page.limit}|${JSON.stringify(properties)}`;
  return cachedResult(scope.store.index, key, () => {
    const { rows, cols } = keep(scope, properties, PREVIEW_DAYS, range);
    const posts: StatusWire[] = [];
    // Rows are in time order: the newest are at the end.
    for (let k = rows.length - 1 - page.offset; k >= 0 && posts.length < page.limit; k--) {
      posts.push(StatusIndex.scoredAt(cols, rows[k]));
    }
    return { total: rows.length, posts };
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
