/** The trending keywords widget (spec 02 §7): keywords rising against the compared range. */
import { dashboard as d } from '@sl/api-contract/endpoints';
import { customTopicsOf } from '../custom-topics.ts';
import { precedingQuery, textTallyOf } from '../dashboard-query.ts';
import { keywordRanking, significantTerms, topicCounts } from '../figures.ts';
import { mutedKeywordsOf } from '../muted-keywords.ts';
import { handles, type WidgetInput } from './widget.ts';

export interface TrendingOptions {
  tkw_num_terms?: number;
  tkw_num_sig_terms?: number;
  tkw_sig_terms?: boolean;
}

type Term = ReturnType<typeof significantTerms>[number];
interface Trending<T extends Term> {
  total_current: number;
  total_compared: number;
  compared_range: { from: string; to: string };
  terms: T[];
}

/** Significant keywords or labels of the range against the compared one (trending-label too). */
export function trending(input: WidgetInput<TrendingOptions>, of: 'keywords'): Trending<Term>;
/** A label also answers its topics row's id (the feed's `topic`, decision 021). */
export function trending(input: WidgetInput<TrendingOptions>, of: 'labels'): Trending<Term & { id: string }>;
export function trending(
  { store, query, compared, body }: WidgetInput<TrendingOptions>,
  of: 'keywords' | 'labels',
): Trending<Term> {
  // Without a compared range the background is the range of the same length just before.
  const c = compared() ?? precedingQuery(query);
  const current = textTallyOf(store.index, query);
  const before = textTallyOf(store.index, c);
  // spec 02 §5, §7: muted keywords count neither in the range nor in its background.
  const muted = of === 'keywords' ? mutedKeywordsOf(store, query.profileId) : [];
  const options = {
    numTerms: body.tkw_num_terms ?? 50,
    numSigTerms: body.tkw_num_sig_terms ?? 10,
    bySignificance: body.tkw_sig_terms ?? true,
  };
  const totals = { current: current.total, compared: before.total };
  let terms: Term[];
  if (of === 'keywords') {
    // Only the first numTerms keywords are candidates, and the background is asked for those
    // alone: neither range's thousands of keywords are ranked (issue 17).
    const candidates = keywordRanking(current, store.index, muted).top(options.numTerms);
    const background = keywordRanking(before, store.index, muted);
    const compared = candidates.map((t) => ({ term: t.term, count: background.count(t.term) }));
    terms = significantTerms(candidates, compared, totals, options);
  } else {
    const custom = customTopicsOf(store, query.profileId);
    const names = new Map<string, string>();
    // Ranked by the topics row's id, not its name: a custom topic may share a built-in's name, and
    // each label then answers the id its drill-down feed names (`topic`, decision 021).
    const labels = (sel: typeof current) =>
      topicCounts(sel, store.index, custom)
        .filter((t) => t.count > 0)
        .sort((a, b) => b.count - a.count || a.term.localeCompare(b.term))
        .map((t) => {
          names.set(t.id, t.term);
          return { term: t.id, count: t.count };
        });
    terms = significantTerms(labels(current), labels(before), totals, options).map((t) => ({
      ...t,
      id: t.term,
      term: names.get(t.term) ?? t.term,
    }));
  }
  return {
    total_current: current.total,
    total_compared: before.total,
    compared_range: { from: new Date(c.from).toISOString(), to: new Date(c.to).toISOString() },
    terms,
  };
}

export default [handles(d.dashboardTrendingKeywords, (input) => trending(input, 'keywords'))];
