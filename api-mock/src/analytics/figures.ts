/**
 * The dashboard figures (spec 01 §7, spec 02 §7), computed from a selection of the columnar
 * index: row positions of the posts matching context, filters and range, in time order. Pure
 * functions of their inputs, called by the widget modules (analytics/widgets/); a figure of one
 * widget may live in its module instead (reviews, network breakdown and first-reply time do).
 */
import type * as w from '@sl/api-contract/schemas/dashboard';
import { TOPICS } from '@sl/fixtures';
import type { z } from 'zod';
import { DAY_MS, HOUR_MS, type HourAggregate } from '../store/status-aggregates.ts';
import {
  Dictionary,
  type ProfileColumns,
  type ScoredStatus,
  type StatusIndex,
} from '../store/status-index.ts';
import { assignBuckets, type BucketPlan } from './buckets.ts';
import { rowsOfSelection, type Selection } from './context-filter.ts';
import { addScore, impactAt, impactOf, reachScoreAt, reachScoreOf, scoreValue } from './post-scores.ts';
import { keywordIds, lowerText, textFacts, topicIds } from './text-analysis.ts';

/** A widget's wire response as the contract's schema takes it in. */
export type Out<S extends z.ZodType> = z.input<S>;

export interface Series {
  plan: BucketPlan;
  interval: w.SentimentWire['interval'];
}

export const round = (x: number, digits = 2) => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};

// ---------------------------------------------------------------- sentiment

export function sentiment(sel: Selection, series: Series): w.SentimentWire {
  const { starts } = series.plan;
  const { cols } = sel;
  const { lo, count, rows } = rowsOfSelection(sel);
  const n = starts.length;
  // Posts per bucket × (sentiment + 1), the bucket found walking the boundaries (rows in time
  // order): one pass, no bucket list (issue 17).
  const counts = new Int32Array(n * 3);
  const { time, sentiment: sentimentOfRow } = cols;
  let b = 0;
  let next = n > 1 ? starts[1] : Number.POSITIVE_INFINITY;
  for (let k = 0; k < count; k++) {
    const i = rows === null ? lo + k : rows[k];
    const t = time[i];
    while (t >= next) {
      b++;
      next = b + 1 < n ? starts[b + 1] : Number.POSITIVE_INFINITY;
    }
    counts[b * 3 + sentimentOfRow[i] + 1]++;
  }
  const pos = new Int32Array(n);
  const neu = new Int32Array(n);
  const neg = new Int32Array(n);
  for (let c = 0; c < n; c++) {
    neg[c] = counts[c * 3];
    neu[c] = counts[c * 3 + 1];
    pos[c] = counts[c * 3 + 2];
  }
  return sentimentOf(series, pos, neu, neg);
}

/** The sentiment answer from posts per bucket and sentiment (rows or aggregates). */
export function sentimentOf(
  series: Series,
  pos: ArrayLike<number>,
  neu: ArrayLike<number>,
  neg: ArrayLike<number>,
): w.SentimentWire {
  let positive = 0;
  let neutral = 0;
  let negative = 0;
  const points = series.plan.keys.map((date, b) => {
    positive += pos[b];
    neutral += neu[b];
    negative += neg[b];
    return { date, positive: pos[b], neutral: neu[b], negative: neg[b] };
  });
  return {
    total: positive + neutral + negative,
    positive,
    neutral,
    negative,
    interval: series.interval,
    series: points,
  };
}

const netScore = (pos: number, neg: number, total: number) =>
  total === 0 ? 0 : Math.round(((pos - neg) / total) * 100);

export function trendSentiment(sel: Selection, series: Series): Out<typeof w.trendSentimentResponseSchema> {
  return trendSentimentOf(sentiment(sel, series), series);
}

/** The sentiment trend of a sentiment answer. */
export function trendSentimentOf(
  base: w.SentimentWire,
  series: Series,
): Out<typeof w.trendSentimentResponseSchema> {
  return {
    interval: series.interval,
    net_score: netScore(base.positive, base.negative, base.total),
    series: base.series.map((p) => {
      const total = p.positive + p.neutral + p.negative;
      return { ...p, total, net_score: netScore(p.positive, p.negative, total) };
    }),
  };
}

// ---------------------------------------------------------------- series of sums

/** Sums a column per bucket. */
function sumSeries(
  sel: Selection,
  series: Series,
  column: Float64Array,
): { total: number; values: number[] } {
  const { rows, cols } = sel;
  const sums = new Float64Array(series.plan.keys.length);
  const buckets = assignBuckets(cols.time, rows, series.plan);
  let total = 0;
  for (let k = 0; k < rows.length; k++) {
    const v = column[rows[k]];
    sums[buckets[k]] += v;
    total += v;
  }
  return { total, values: [...sums] };
}

export const points = (series: Series, values: ArrayLike<number>) =>
  series.plan.keys.map((date, b) => ({ date, value: round(values[b]) }));

export function engagement(sel: Selection, series: Series): Out<typeof w.engagementResponseSchema> {
  const { rows, cols } = sel;
  let likes = 0;
  let replies = 0;
  let shares = 0;
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k];
    likes += cols.likes[i];
    replies += cols.replies[i];
    shares += cols.shares[i];
  }
  const { total, values } = sumSeries(sel, series, cols.engagements);
  return { total, likes, replies, shares, interval: series.interval, series: points(series, values) };
}

export function metric(
  sel: Selection,
  series: Series,
  column: 'reach' | 'shares',
): Out<typeof w.metricResponseSchema> {
  const { total, values } = sumSeries(sel, series, sel.cols[column]);
  return { total, posts: sel.rows.length, interval: series.interval, series: points(series, values) };
}

export { impactAt, impactOf, reachScoreAt, reachScoreOf } from './post-scores.ts';

/**
 * The reach score from per-bucket post counts and score sums (`sums[2b]`, `sums[2b + 1]`: the
 * exact parts of post-scores.ts `addScore`), from rows or from the hourly aggregates alike.
 */
export function reachScoreFrom(
  series: Series,
  counts: ArrayLike<number>,
  sums: Float64Array,
): Out<typeof w.scoreResponseSchema> {
  const n = series.plan.keys.length;
  const whole = new Float64Array(2);
  let posts = 0;
  const values = new Array<number>(n);
  for (let b = 0; b < n; b++) {
    whole[0] += sums[2 * b];
    whole[1] += sums[2 * b + 1];
    posts += counts[b];
    values[b] = counts[b] ? scoreValue(sums, 2 * b) / counts[b] : 0;
  }
  return {
    score: round(posts ? scoreValue(whole, 0) / posts : 0),
    posts,
    interval: series.interval,
    series: points(series, values),
  };
}

export function reachScore(sel: Selection, series: Series): Out<typeof w.scoreResponseSchema> {
  const { rows, cols } = sel;
  const n = series.plan.keys.length;
  const counts = new Float64Array(n);
  const sums = new Float64Array(2 * n);
  const buckets = assignBuckets(cols.time, rows, series.plan);
  for (let k = 0; k < rows.length; k++) {
    counts[buckets[k]]++;
    addScore(sums, 2 * buckets[k], reachScoreAt(cols.reach[rows[k]]));
  }
  return reachScoreFrom(series, counts, sums);
}

/**
 * The impact score from per-bucket, per-sentiment impact sums (`sums[(b × 3 + s + 1) × 2]` and
 * the next: exact parts, see post-scores.ts) and the posts counted.
 */
export function impactScoreFrom(
  series: Series,
  sums: Float64Array,
  posts: number,
): Out<typeof w.impactScoreResponseSchema> {
  const n = series.plan.keys.length;
  // Parts added and subtracted as whole numbers: exact, so the order does not matter.
  const part = (b: number, s: number, k: 0 | 1) => sums[(b * 3 + s + 1) * 2 + k];
  const whole = new Float64Array(6);
  const bucket = new Float64Array(4);
  const values = new Array<number>(n);
  const score = (a: number, b: number) => (b === 0 ? 0 : (100 * a) / b);
  for (let b = 0; b < n; b++) {
    for (let k = 0 as 0 | 1; k < 2; k = (k + 1) as 0 | 1) {
      bucket[k] = part(b, 1, k) - part(b, -1, k);
      bucket[2 + k] = part(b, -1, k) + part(b, 0, k) + part(b, 1, k);
      whole[k] += part(b, 1, k);
      whole[2 + k] += part(b, -1, k);
      whole[4 + k] += bucket[2 + k];
    }
    values[b] = score(scoreValue(bucket, 0), scoreValue(bucket, 2));
  }
  const signed = new Float64Array([whole[0] - whole[2], whole[1] - whole[3]]);
  return {
    score: round(score(scoreValue(signed, 0), scoreValue(whole, 4))),
    positive_impact: round(scoreValue(whole, 0)),
    negative_impact: round(scoreValue(whole, 2)),
    posts,
    interval: series.interval,
    series: points(series, values),
  };
}

export function impactScore(sel: Selection, series: Series): Out<typeof w.impactScoreResponseSchema> {
  const { rows, cols } = sel;
  const sums = new Float64Array(series.plan.keys.length * 6);
  const buckets = assignBuckets(cols.time, rows, series.plan);
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k];
    addScore(
      sums,
      (buckets[k] * 3 + cols.sentiment[i] + 1) * 2,
      impactAt(cols.reach[i], cols.engagements[i]),
    );
  }
  return impactScoreFrom(series, sums, rows.length);
}

/** Reputation: 100 × positive / (positive + negative); neutral posts do not move it. */
export function reputation(sel: Selection, series: Series): Out<typeof w.scoreResponseSchema> {
  return reputationOf(sentiment(sel, series), series);
}

/** The reputation of a sentiment answer. */
export function reputationOf(base: w.SentimentWire, series: Series): Out<typeof w.scoreResponseSchema> {
  const rep = (p: number, n: number) => (p + n === 0 ? 0 : (100 * p) / (p + n));
  return {
    score: round(rep(base.positive, base.negative)),
    posts: base.total,
    interval: series.interval,
    series: base.series.map((p) => ({ date: p.date, value: round(rep(p.positive, p.negative)) })),
  };
}

// ---------------------------------------------------------------- demographics

export interface DemographicRow {
  code: string;
  status_count: number;
  positive: number;
  neutral: number;
  negative: number;
}

/** Posts per language or country, most first; `exclude` codes are counted apart (spec 01 §7). */
export function demographics(
  sel: Selection,
  index: StatusIndex,
  field: 'language' | 'country',
  exclude: readonly string[],
): { total: number; excluded: number; rows: DemographicRow[] } {
  const { rows, cols } = sel;
  const dict = field === 'language' ? index.languages : index.countries;
  const column = cols[field];
  const counts = new Int32Array(dict.size * 3);
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k];
    counts[column[i] * 3 + cols.sentiment[i] + 1]++;
  }
  return demographicsOf(counts, dict, exclude, rows.length);
}

/** The demographics from posts per dictionary id × sentiment (rows or aggregates). */
export function demographicsOf(
  counts: Int32Array,
  dict: Dictionary,
  exclude: readonly string[],
  total: number,
): { total: number; excluded: number; rows: DemographicRow[] } {
  const excluded = new Set(exclude);
  let excludedCount = 0;
  const out: DemographicRow[] = [];
  for (let id = 0; id < dict.size; id++) {
    const negative = counts[id * 3];
    const neutral = counts[id * 3 + 1];
    const positive = counts[id * 3 + 2];
    const status_count = negative + neutral + positive;
    if (status_count === 0) continue;
    const code = dict.values[id];
    if (excluded.has(code)) excludedCount += status_count;
    else out.push({ code, status_count, positive, neutral, negative });
  }
  out.sort((a, b) => b.status_count - a.status_count || a.code.localeCompare(b.code));
  return { total, excluded: excludedCount, rows: out };
}

// ---------------------------------------------------------------- words

/**
 * What the text widgets read of a selection: posts per distinct text × sentiment, and what is
 * derived from them once (issue 17: after a write the keyword cloud, trending keywords, topics,
 * themes and clusters of one dashboard add the kept per-text keywords once, not once per call).
 * Made from a dashboard query's range tally (dashboard-query.ts `textTallyOf`: no row is read for
 * the range's whole days) or, for a list of rows, by counting them (`tallyOf`).
 */
export interface TextTally {
  /** Text ids with posts in the selection, ascending. */
  texts: Int32Array;
  /** Posts per listed text and sentiment: negative, neutral, positive at k × 3. */
  counts: Int32Array;
  /** Posts in the selection. */
  total: number;
  /** Posts whose language is analysed (not 'und' nor 'qme'), for the themes' share. */
  analysed: () => number;
  /** Posts per keyword id × sentiment (same layout), made on first use. */
  keywords?: Int32Array;
  /** Posts per built-in topic × sentiment. */
  topics?: Int32Array;
  /** Per built-in topic, its posts per sentiment and its posts per keyword (the themes' counts). */
  themeParts?: ThemeParts;
  themes?: Out<typeof w.conversationThemesResponseSchema>;
}

/** Per built-in topic: posts per sentiment, posts per keyword id, and the keyword ids counted (maybe twice, maybe at 0 now). */
export type ThemeParts = { s: Int32Array; words: Int32Array; seen: number[] }[];

/**
 * Carries the keyword, topic and theme counts of `prev` (a tally of the same query at an earlier
 * index version, with posts per text × sentiment `prevPerText`) over to `next` (`nextPerText`),
 * adding only the texts whose counts moved (issue 17: a new post moves one text, and the text
 * widgets summed the ~15 000 texts of their range again). Counts are integers: the same sums as
 * made from scratch. `prev` gives its arrays up.
 */
export function carryTextCounts(
  next: TextTally,
  prev: TextTally,
  prevPerText: Int32Array,
  nextPerText: Int32Array,
  index: StatusIndex,
): void {
  const facts = textFacts(index.texts, () => new Dictionary());
  const { keywords, topics, themeParts } = prev;
  if (!keywords && !topics && !themeParts) return;
  const slots = Math.max(prevPerText.length, nextPerText.length);
  const moved: number[] = [];
  for (let s = 0; s < slots; s++) {
    if ((s < nextPerText.length ? nextPerText[s] : 0) !== (s < prevPerText.length ? prevPerText[s] : 0)) {
      const t = Math.floor(s / 3);
      if (moved[moved.length - 1] !== t) moved.push(t);
      s = t * 3 + 2;
    }
  }
  // Keyword ids first: a text not read yet may grow the word dictionary.
  const ids = moved.map((t) => keywordIds(facts, index.texts, t));
  const wordSlots = facts.words.size * 3;
  const grow = (a: Int32Array, size: number) => {
    if (a.length >= size) return a;
    const b = new Int32Array(size);
    b.set(a);
    return b;
  };
  const k0 = keywords ? grow(keywords, wordSlots) : undefined;
  const parts = themeParts?.map((p) => ({ ...p, words: grow(p.words, facts.words.size) }));
  for (let m = 0; m < moved.length; m++) {
    const t = moved[m];
    const at = t * 3;
    const d0 =
      (at < nextPerText.length ? nextPerText[at] : 0) - (at < prevPerText.length ? prevPerText[at] : 0);
    const d1 =
      (at + 1 < nextPerText.length ? nextPerText[at + 1] : 0) -
      (at + 1 < prevPerText.length ? prevPerText[at + 1] : 0);
    const d2 =
      (at + 2 < nextPerText.length ? nextPerText[at + 2] : 0) -
      (at + 2 < prevPerText.length ? prevPerText[at + 2] : 0);
    const words = ids[m];
    if (k0)
      for (let j = 0; j < words.length; j++) {
        const wAt = words[j] * 3;
        k0[wAt] += d0;
        k0[wAt + 1] += d1;
        k0[wAt + 2] += d2;
      }
    const topicList = topics || parts ? topicIds(facts, index.texts, t) : null;
    if (topicList && topics)
      for (const topic of topicList) {
        topics[topic * 3] += d0;
        topics[topic * 3 + 1] += d1;
        topics[topic * 3 + 2] += d2;
      }
    if (topicList && parts)
      for (const topic of topicList) {
        const theme = parts[topic];
        theme.s[0] += d0;
        theme.s[1] += d1;
        theme.s[2] += d2;
        const n = d0 + d1 + d2;
        for (const wId of words) {
          if (theme.words[wId] === 0) theme.seen.push(wId);
          theme.words[wId] += n;
        }
      }
  }
  next.keywords = k0;
  next.topics = topics;
  next.themeParts = parts;
  prev.keywords = undefined;
  prev.topics = undefined;
  prev.themeParts = undefined;
}

/** Rows, or the tally of a dashboard query. */
export type TextSource = Selection | TextTally;

const talliesOf = new WeakMap<Int32Array, TextTally>();

/** The tally of a source: a row list is counted once (kept while the list lives). */
export function tallyOf(source: TextSource, index: StatusIndex): TextTally {
  if (!('rows' in source)) return source;
  let tally = talliesOf.get(source.rows);
  if (!tally) {
    tally = countTexts(source, index);
    talliesOf.set(source.rows, tally);
  }
  return tally;
}

/** The listed texts and their counts of posts per text id × 3 + sentiment + 1 (`keep`: texts kept). */
export function listTexts(
  perText: Int32Array,
  keep: Uint8Array | null = null,
): { texts: Int32Array; counts: Int32Array; total: number } {
  const size = perText.length / 3;
  let listed = 0;
  let total = 0;
  for (let t = 0; t < size; t++) {
    if (keep && keep[t] !== 1) continue;
    const n = perText[t * 3] + perText[t * 3 + 1] + perText[t * 3 + 2];
    if (n > 0) {
      listed++;
      total += n;
    }
  }
  const texts = new Int32Array(listed);
  const counts = new Int32Array(listed * 3);
  for (let t = 0, k = 0; t < size; t++) {
    if (keep && keep[t] !== 1) continue;
    if (perText[t * 3] + perText[t * 3 + 1] + perText[t * 3 + 2] === 0) continue;
    texts[k] = t;
    counts[k * 3] = perText[t * 3];
    counts[k * 3 + 1] = perText[t * 3 + 1];
    counts[k * 3 + 2] = perText[t * 3 + 2];
    k++;
  }
  return { texts, counts, total };
}

/** Posts of the rows whose language is analysed (not 'und' nor 'qme'). */
export function analysedRows(index: StatusIndex, cols: Selection['cols'], rows: ArrayLike<number>): number {
  const und = index.languages.find('und');
  const qme = index.languages.find('qme');
  let analysed = 0;
  for (let k = 0; k < rows.length; k++) {
    const lang = cols.language[rows[k]];
    if (lang !== und && lang !== qme) analysed++;
  }
  return analysed;
}

function countTexts(sel: Selection, index: StatusIndex): TextTally {
  const { rows, cols } = sel;
  const all = new Int32Array(index.texts.size * 3);
  const text = cols.text;
  const sentiment = cols.sentiment;
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k];
    all[text[i] * 3 + sentiment[i] + 1]++;
  }
  return { ...listTexts(all), analysed: () => analysedRows(index, cols, rows) };
}

/** Posts per keyword id × sentiment of a selection (a post counts once per keyword). */
function keywordSums(source: TextSource, index: StatusIndex): { sums: Int32Array; words: Dictionary } {
  const facts = textFacts(index.texts, () => new Dictionary());
  const tally = tallyOf(source, index);
  if (!tally.keywords) {
    // Keyword ids first (a text not read yet may grow the word dictionary), then one typed
    // array of sums: no map lookup per (text, word) pair.
    const ids = Array.from(tally.texts, (t) => keywordIds(facts, index.texts, t));
    const sums = new Int32Array(facts.words.size * 3);
    const { counts } = tally;
    for (let k = 0; k < ids.length; k++) {
      const neg = counts[k * 3];
      const neu = counts[k * 3 + 1];
      const pos = counts[k * 3 + 2];
      const words = ids[k];
      for (let j = 0; j < words.length; j++) {
        const at = words[j] * 3;
        sums[at] += neg;
        sums[at + 1] += neu;
        sums[at + 2] += pos;
      }
    }
    tally.keywords = sums;
  }
  return { sums: tally.keywords, words: facts.words };
}

export interface TermCount {
  term: string;
  count: number;
  positive: number;
  neutral: number;
  negative: number;
}

const byCountThenTerm = (a: TermCount, b: TermCount) =>
  b.count - a.count || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0);

/** The keywords of a selection, most first; read a page without ranking them all. */
export interface KeywordRanking {
  /** Keywords with at least one post. */
  total: number;
  /** The first `take` keywords by posts, then term (the order of `keywordCounts`). */
  top: (take: number) => TermCount[];
  /** Posts mentioning `term` (0 when muted or unknown). */
  count: (term: string) => number;
}

/**
 * Posts mentioning each keyword (a post counts once per keyword); `muted` words (the profile's
 * muted keywords, spec 02 §5, §7: analytics/muted-keywords.ts) are not counted.
 */
export function keywordRanking(
  source: TextSource,
  index: StatusIndex,
  muted: readonly string[] = [],
): KeywordRanking {
  const { sums, words } = keywordSums(source, index);
  const skip = new Set<number>();
  for (const m of muted) {
    const id = words.find(m);
    if (id !== undefined) skip.add(id);
  }
  const size = sums.length / 3;
  const countOf = (id: number) => sums[id * 3] + sums[id * 3 + 1] + sums[id * 3 + 2];
  const ids: number[] = [];
  for (let id = 0; id < size; id++) if (countOf(id) > 0 && !skip.has(id)) ids.push(id);
  const row = (id: number): TermCount => ({
    term: words.values[id],
    count: countOf(id),
    negative: sums[id * 3],
    neutral: sums[id * 3 + 1],
    positive: sums[id * 3 + 2],
  });
  return {
    total: ids.length,
    top: (take) => {
      let kept = ids;
      if (take < ids.length) {
        // The take-th highest count; only keywords at or above it can be in the first `take`
        // (a bounded top for a page, not a sort of every keyword: issue 17).
        const threshold =
          take > 0 && take <= 256
            ? -takeThValue(ids, (id) => -countOf(id), take)
            : Int32Array.from(ids, countOf).sort()[ids.length - take];
        kept = take > 0 ? ids.filter((id) => countOf(id) >= threshold) : [];
      }
      return kept.map(row).sort(byCountThenTerm).slice(0, take);
    },
    count: (term) => {
      const id = words.find(term);
      return id === undefined || skip.has(id) || id >= size ? 0 : countOf(id);
    },
  };
}

/** Every keyword of a selection, most first (see `keywordRanking`). */
export function keywordCounts(
  source: TextSource,
  index: StatusIndex,
  muted: readonly string[] = [],
): TermCount[] {
  const ranking = keywordRanking(source, index, muted);
  return ranking.top(ranking.total);
}

export interface CustomTopic {
  id: number;
  name: string;
  keywords: readonly string[];
}

/** Posts per built-in topic × sentiment of a selection. */
function builtinTopicSums(tally: TextTally, index: StatusIndex): Int32Array {
  if (!tally.topics) {
    const facts = textFacts(index.texts, () => new Dictionary());
    const sums = new Int32Array(TOPICS.length * 3);
    const { texts, counts } = tally;
    for (let k = 0; k < texts.length; k++) {
      for (const t of topicIds(facts, index.texts, texts[k])) {
        sums[t * 3] += counts[k * 3];
        sums[t * 3 + 1] += counts[k * 3 + 1];
        sums[t * 3 + 2] += counts[k * 3 + 2];
      }
    }
    tally.topics = sums;
  }
  return tally.topics;
}

/** Posts per topic: the built-in vocabulary (fixtures' TOPIC_PHRASES) and the profile's custom topics. */
export function topicCounts(
  source: TextSource,
  index: StatusIndex,
  custom: readonly CustomTopic[],
): (TermCount & { id: string; kind: 'builtin' | 'custom' })[] {
  const tally = tallyOf(source, index);
  const builtin = builtinTopicSums(tally, index);
  const customSums = custom.map(() => new Int32Array(3));
  if (custom.length) {
    const facts = textFacts(index.texts, () => new Dictionary());
    const customTerms = custom.map((t) => t.keywords.map((k) => k.trim().toLowerCase()).filter(Boolean));
    const { texts, counts } = tally;
    for (let k = 0; k < texts.length; k++) {
      const text = lowerText(facts, index.texts, texts[k]);
      customTerms.forEach((terms, j) => {
        if (terms.some((term) => text.includes(term))) {
          customSums[j][0] += counts[k * 3];
          customSums[j][1] += counts[k * 3 + 1];
          customSums[j][2] += counts[k * 3 + 2];
        }
      });
    }
  }
  const row = (id: string, name: string, kind: 'builtin' | 'custom', s: ArrayLike<number>) => ({
    id,
    kind,
    term: name,
    count: s[0] + s[1] + s[2],
    negative: s[0],
    neutral: s[1],
    positive: s[2],
  });
  return [
    ...TOPICS.map((t, i) => row(t, t, 'builtin' as const, builtin.subarray(i * 3, i * 3 + 3))),
    ...custom.map((t, j) => row(String(t.id), t.name, 'custom' as const, customSums[j])),
  ];
}

/**
 * Significant terms (after Elasticsearch's JLH score): a term's share of posts in the range
 * (fg) against its share in the compared range (bg, add-one smoothed so new terms score):
 * score = (fg − bg) × fg / bg. Only rising terms (fg > bg) are significant.
 */
export function significantTerms(
  current: readonly { term: string; count: number }[],
  compared: readonly { term: string; count: number }[],
  totals: { current: number; compared: number },
  options: { numTerms: number; numSigTerms: number; bySignificance: boolean },
): { term: string; count: number; compared_count: number; score: number }[] {
  const before = new Map(compared.map((t) => [t.term, t.count]));
  const candidates = current.slice(0, options.numTerms);
  const fgTotal = Math.max(1, totals.current);
  const bgTotal = Math.max(1, totals.compared);
  const scored = candidates.map((t) => {
    const compared_count = before.get(t.term) ?? 0;
    const fg = t.count / fgTotal;
    const bg = (compared_count + 1) / (bgTotal + 1);
    return {
      term: t.term,
      count: t.count,
      compared_count,
      score: fg > bg ? round(((fg - bg) * fg) / bg, 6) : 0,
    };
  });
  const ranked = options.bySignificance
    ? scored
        .filter((t) => t.score > 0)
        .sort((a, b) => b.score - a.score || b.count - a.count || (a.term < b.term ? -1 : 1))
    : scored;
  return ranked.slice(0, options.numSigTerms);
}

/**
 * Themes: the built-in topics with their share and the keywords most often beside them. Once
 * per selection: the themes widget and both conversation-cluster calls read the same answer,
 * which nobody may change.
 */
export function conversationThemes(
  source: TextSource,
  index: StatusIndex,
): Out<typeof w.conversationThemesResponseSchema> {
  const tally = tallyOf(source, index);
  tally.themes ??= themesOf(index, tally);
  return tally.themes;
}

/** Per built-in topic, the posts per sentiment and per keyword of a tally's texts (`ThemeParts`). */
function themePartsOf(index: StatusIndex, tally: TextTally): ThemeParts {
  const facts = textFacts(index.texts, () => new Dictionary());
  // Every text's keywords are read first (keywordSums), so the word dictionary has its size.
  const wordCount = keywordSums(tally, index).words.size;
  const themes: ThemeParts = TOPICS.map(() => ({
    s: new Int32Array(3),
    words: new Int32Array(wordCount),
    seen: [] as number[],
  }));
  const { texts, counts } = tally;
  for (let k = 0; k < texts.length; k++) {
    const topics = topicIds(facts, index.texts, texts[k]);
    if (topics.length === 0) continue;
    const words = keywordIds(facts, index.texts, texts[k]);
    const c0 = counts[k * 3];
    const c1 = counts[k * 3 + 1];
    const c2 = counts[k * 3 + 2];
    const n = c0 + c1 + c2;
    for (const t of topics) {
      const theme = themes[t];
      theme.s[0] += c0;
      theme.s[1] += c1;
      theme.s[2] += c2;
      for (const wId of words) {
        if (theme.words[wId] === 0) theme.seen.push(wId);
        theme.words[wId] += n;
      }
    }
  }
  return themes;
}

function themesOf(index: StatusIndex, tally: TextTally): Out<typeof w.conversationThemesResponseSchema> {
  const facts = textFacts(index.texts, () => new Dictionary());
  const analysed = tally.analysed();
  tally.themeParts ??= themePartsOf(index, tally);
  const themes = tally.themeParts;
  const values = facts.words.values;
  /** Before: more posts, then the term in code-unit order. */
  const before = (a: number, an: number, b: number, bn: number) =>
    an !== bn ? an > bn : values[a] < values[b];
  const list = TOPICS.map((name, t) => {
    const { s, words, seen } = themes[t];
    const count = s[0] + s[1] + s[2];
    // The five most frequent words, by one pass (a theme can hold thousands of words).
    const top: number[] = [];
    for (const id of seen) {
      // A carried count may have fallen to 0, and an id come back: counted words, once each.
      if (words[id] <= 0 || top.includes(id)) continue;
      let at = top.length;
      while (at > 0 && before(id, words[id], top[at - 1], words[top[at - 1]])) at--;
      if (at < 5) {
        top.splice(at, 0, id);
        if (top.length > 5) top.pop();
      }
    }
    const keywords = top.map((id) => values[id]);
    return {
      theme: name,
      count,
      share: analysed ? round(count / analysed, 4) : 0,
      positive: s[2],
      neutral: s[1],
      negative: s[0],
      keywords,
    };
  })
    .filter((t) => t.count > 0)
    .sort((a, b) => b.count - a.count || a.theme.localeCompare(b.theme));
  return { nlp_analyzed_count: analysed, total: tally.total, themes: list };
}

// ---------------------------------------------------------------- entities, posts, SLA

export interface EntityRow {
  author_id: string;
  username: string;
  author_name: string;
  followers_count: number;
  verified: boolean;
  status_count: number;
  total_engagements: number;
  reach: number;
}

export interface EntityOptions {
  sort: keyof EntityRow;
  order: 'asc' | 'desc';
  keyword?: string;
  limit: number;
}

/**
 * The authors of a selection ranked by `sort`: how many there are (after the keyword) and the
 * first `limit`. Only the authors that can be in the first `limit` become rows and are sorted
 * (issue 17: a 30-day range at 1M posts has tens of thousands of authors).
 */
export function entities(
  sel: Selection,
  index: StatusIndex,
  options: EntityOptions,
): { total: number; rows: EntityRow[] } {
  const { cols } = sel;
  const { lo, count: n, rows } = rowsOfSelection(sel);
  const size = index.authors.size;
  const count = new Int32Array(size);
  const engagements = new Float64Array(size);
  const reach = new Float64Array(size);
  /** The author's latest row in the range (rows are in time order): followers as of then. */
  const latest = new Int32Array(size).fill(-1);
  // Columns in locals: this pass runs over every row of the range (issue 17).
  const { author, engagements: engagementsOf, reach: reachOf } = cols;
  for (let k = 0; k < n; k++) {
    const i = rows === null ? lo + k : rows[k];
    const a = author[i];
    count[a]++;
    engagements[a] += engagementsOf[i];
    reach[a] += reachOf[i];
    latest[a] = i;
  }
  return rankAuthors(cols, { count, engagements, reach }, (a) => latest[a], options);
}

/**
 * `entities` of every post of [from, to) of a profile (no filter, no term), from the per-day
 * author sums (store/status-aggregates.ts `DayAuthorSums`): whole UTC days are one subtraction
 * per author, the partial first and last day are read from rows, and the latest row of an author
 * is looked for (from the end back) only for the authors shown. Sorts that need every author's
 * latest row (followers) or a keyword take `entities`: null then.
 */
export function entitiesOfRange(
  index: StatusIndex,
  cols: ProfileColumns,
  from: number,
  to: number,
  options: EntityOptions,
): { total: number; rows: EntityRow[] } | null {
  if (options.sort === 'followers_count' || options.keyword?.trim()) return null;
  const firstDay = Math.ceil(from / DAY_MS);
  const endDay = Math.floor(to / DAY_MS);
  if (firstDay >= endDay) return null;
  const days = cols.hourly.dayAuthors;
  const size = index.authors.size;
  const count = new Int32Array(size);
  const engagements = new Float64Array(size);
  const reach = new Float64Array(size);
  const a0 = days.position(firstDay);
  const a1 = days.position(endDay);
  const width = Math.min(size, days.width);
  const [c0, c1] = [days.counts[a0], days.counts[a1]];
  const [e0, e1] = [days.engagements[a0], days.engagements[a1]];
  const [r0, r1] = [days.reach[a0], days.reach[a1]];
  for (let a = 0; a < width; a++) {
    count[a] = c1[a] - c0[a];
    engagements[a] = e1[a] - e0[a];
    reach[a] = r1[a] - r0[a];
  }
  const lo = cols.lowerBound(from);
  const hi = Math.max(lo, cols.lowerBound(to));
  const { author, engagements: engagementsOf, reach: reachOf } = cols;
  const edge = (a: number, z: number) => {
    for (let i = a; i < z; i++) {
      const who = author[i];
      count[who]++;
      engagements[who] += engagementsOf[i];
      reach[who] += reachOf[i];
    }
  };
  edge(lo, cols.lowerBound(firstDay * DAY_MS));
  edge(Math.max(lo, cols.lowerBound(endDay * DAY_MS)), hi);
  // The latest rows, found walking back from the end as they are asked for.
  const latest = new Int32Array(size).fill(-1);
  let scan = hi - 1;
  const latestOf = (a: number) => {
    while (latest[a] === -1 && scan >= lo) {
      const who = author[scan];
      if (latest[who] === -1) latest[who] = scan;
      scan--;
    }
    return latest[a];
  };
  return rankAuthors(cols, { count, engagements, reach }, latestOf, options);
}

/** Ranks the authors with posts (see `entities`); `latest(a)` is the row an author's fields come from. */
function rankAuthors(
  cols: ProfileColumns,
  sums: { count: Int32Array; engagements: Float64Array; reach: Float64Array },
  latest: (a: number) => number,
  options: EntityOptions,
): { total: number; rows: EntityRow[] } {
  const { count, engagements, reach } = sums;
  const size = count.length;
  const needle = options.keyword?.trim().toLowerCase();
  const value: (a: number) => number =
    options.sort === 'status_count'
      ? (a) => count[a]
      : options.sort === 'followers_count'
        ? (a) => cols.followers[latest(a)]
        : options.sort === 'total_engagements'
          ? (a) => engagements[a]
          : options.sort === 'reach'
            ? (a) => reach[a]
            : () => 0;
  const authors: number[] = [];
  for (let a = 0; a < size; a++) {
    if (count[a] === 0) continue;
    if (needle) {
      const s = cols.rows[latest(a)];
      if (!s.username.toLowerCase().includes(needle) && !s.author_name.toLowerCase().includes(needle))
        continue;
    }
    authors.push(a);
  }
  const dir = options.order === 'asc' ? 1 : -1;
  const take = Math.max(0, options.limit);
  let kept = authors;
  if (take < authors.length) {
    // The take-th value in the asked order: only authors at or before it can be in the first
    // take. Found with a bounded top of `take` values (issue 17: no sort of every author).
    if (take === 0) kept = [];
    else {
      const threshold = takeThValue(authors, (a) => dir * value(a), take);
      kept = authors.filter((a) => dir * value(a) <= threshold);
    }
  }
  const list = kept.map((a): EntityRow => {
    const s = cols.rows[latest(a)];
    return {
      author_id: s.author_id,
      username: s.username,
      author_name: s.author_name,
      followers_count: cols.followers[latest(a)],
      verified: s.verified,
      status_count: count[a],
      total_engagements: engagements[a],
      reach: reach[a],
    };
  });
  const key = options.sort;
  list.sort(
    (a, b) => dir * ((a[key] as number) - (b[key] as number)) || (a.author_id < b.author_id ? -1 : 1),
  );
  return { total: authors.length, rows: list.slice(0, take) };
}

/** The `take`-th smallest of `value` over `items` (take ≥ 1), by a sorted top of `take` values. */
function takeThValue(items: readonly number[], value: (item: number) => number, take: number): number {
  const top = new Float64Array(take);
  let size = 0;
  for (const item of items) {
    const v = value(item);
    if (size === take && v >= top[size - 1]) continue;
    let at = size === take ? size - 1 : size;
    while (at > 0 && top[at - 1] > v) {
      top[at] = top[at - 1];
      at--;
    }
    top[at] = v;
    if (size < take) size++;
  }
  return top[take - 1];
}

/** spec 02 §7 sort options: the column each one ranks by (descending). */
export function impactfulSortValue(
  sort: (typeof w.IMPACTFUL_SORTS)[number],
  cols: ProfileColumns,
): (i: number) => number {
  switch (sort) {
    case 'BY_MOST_SHARES':
      return (i) => cols.shares[i];
    case 'BY_MOST_COMMENTS':
      return (i) => cols.replies[i];
    case 'BY_MOST_FOLLOWERS':
      return (i) => cols.followers[i];
    case 'counts.total_engagements':
      return (i) => cols.engagements[i];
    case 'counts.reach_score':
      // The reach score itself, not the reach: above it the cap (100) makes posts tie, and ties
      // go newest first like every other sort.
      return (i) => reachScoreAt(cols.reach[i]);
  }
}

/**
 * The first `take` rows offered, by score descending; rows are offered newest first, so on a tie
 * the one kept earlier (newer) stays ahead: a row joins a full top only with a higher score.
 */
class BoundedTop {
  readonly rows: Int32Array;
  readonly values: Float64Array;
  size = 0;

  constructor(readonly take: number) {
    this.rows = new Int32Array(take);
    this.values = new Float64Array(take);
  }

  /** Whether a row scored `v` (older than every kept one) would not join. */
  refuses(v: number): boolean {
    return this.size === this.take && v <= this.values[this.size - 1];
  }

  offer(i: number, v: number): void {
    if (this.take === 0 || this.refuses(v)) return;
    const { rows, values } = this;
    // It goes after the kept rows with a score at least its own (they are newer).
    let at = this.size === this.take ? this.size - 1 : this.size;
    while (at > 0 && values[at - 1] < v) {
      values[at] = values[at - 1];
      rows[at] = rows[at - 1];
      at--;
    }
    values[at] = v;
    rows[at] = i;
    if (this.size < this.take) this.size++;
  }

  get kept(): Int32Array {
    return this.rows.subarray(0, this.size);
  }
}

/** Past this many, the first rows are found by sorting the kept rows rather than by insertion. */
const TOP_BY_INSERTION = 256;

/**
 * The first `take` rows of [lo, hi) that `keep` accepts, by `score` descending, the newest first
 * on ties (spec 02 §7 most impactful posts), and how many rows it accepts. Issue 17: no row list
 * and no object per row; one pass from the newest row back, keeping a sorted top of at most
 * `take` (`BoundedTop`). With `hours`, an hour whose bound (the hourly aggregates' highest value:
 * `HourAggregate.top`) cannot beat a full top is skipped unread; the rows accepted are then not
 * all counted (`accepted` is null) and the caller counts them elsewhere.
 */
export function topRowsInRange(
  lo: number,
  hi: number,
  keep: ((i: number) => boolean) | null,
  score: (i: number) => number,
  take: number,
  hours?: { cols: ProfileColumns; bound: (h: HourAggregate) => number },
): { rows: Int32Array; accepted: number | null } {
  if (take > TOP_BY_INSERTION) {
    const all: number[] = [];
    for (let i = hi - 1; i >= lo; i--) if (!keep || keep(i)) all.push(i);
    const values = Float64Array.from(all, score);
    const order = Int32Array.from(all.keys());
    order.sort((a, b) => values[b] - values[a] || all[b] - all[a]);
    return { rows: Int32Array.from(order.subarray(0, take), (k) => all[k]), accepted: all.length };
  }
  const top = new BoundedTop(take);
  if (hours && take > 0) {
    const { cols, bound } = hours;
    let i = hi - 1;
    while (i >= lo) {
      const hour = Math.floor(cols.time[i] / HOUR_MS);
      const start = Math.max(lo, cols.lowerBound(hour * HOUR_MS));
      const h = cols.hourly.at(hour);
      if (h && top.refuses(bound(h))) {
        i = start - 1;
        continue;
      }
      for (; i >= start; i--) if (!keep || keep(i)) top.offer(i, score(i));
    }
    return { rows: top.kept, accepted: null };
  }
  let accepted = 0;
  for (let i = hi - 1; i >= lo; i--) {
    if (keep && !keep(i)) continue;
    accepted++;
    top.offer(i, score(i));
  }
  return { rows: top.kept, accepted };
}

/** A post as the posts widgets return it: with the sentiment the analytics count, impact and reach score. */
export function withImpact(s: ScoredStatus) {
  return {
    ...s,
    impact: round(impactOf(s.reach, s.total_engagements)),
    reach_score: round(reachScoreOf(s.reach)),
  };
}
