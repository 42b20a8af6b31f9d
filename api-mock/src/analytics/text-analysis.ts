/**
 * What the analytics read from a post's words, decided once per distinct text (posts share
 * texts) and cached against the index's text dictionary: its keywords (Intl.Segmenter words
 * without stopwords, punctuation, numbers and mentions) and its built-in topics (TOPIC_PHRASES).
 * Texts are append-only dictionary ids (the dictionary's generation moves only when it is
 * cleared), so a text is read once ever, not once per index version (issue 17: a new post must
 * not make the next dashboard re-segment ~15 000 texts); after a load `warmTextFacts` reads them
 * all in slices that yield, so no request pays the segmenter.
 */
import { runInSlices, type Sliced, TOPIC_PHRASES, TOPICS } from '@sl/fixtures';
import { Dictionary, type StatusIndex } from '../store/status-index.ts';
import { STOPWORDS } from './stopwords.ts';

const segmenter = new Intl.Segmenter('und', { granularity: 'word' });
const LETTER = /\p{L}/u;

/** The distinct keywords of a text, lower case, in first-seen order. */
export function keywordsOf(text: string): string[] {
  const seen = new Set<string>();
  const words = text.replace(/[@#][\p{L}\p{N}_]+/gu, ' ');
  for (const seg of segmenter.segment(words)) {
    if (!seg.isWordLike) continue;
    const word = seg.segment.toLowerCase();
    if (!LETTER.test(word) || STOPWORDS.has(word)) continue;
    // One Latin or Cyrillic letter is never a keyword; one ideograph can be.
    if (word.length < 2 && /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Arabic}]$/u.test(word)) continue;
    seen.add(word);
  }
  return [...seen];
}

/** Indexes into TOPICS of the built-in topics a text mentions. */
export function topicsOf(text: string): number[] {
  const lower = text.toLowerCase();
  const out: number[] = [];
  TOPICS.forEach((topic, i) => {
    if (TOPIC_PHRASES[topic].some((p) => lower.includes(p))) out.push(i);
  });
  return out;
}

export interface TextFacts {
  /** Keyword ids of each text id (into `words`). */
  keywords: (Int32Array | undefined)[];
  topics: (Uint8Array | undefined)[];
  /** Each text in lower case, for the custom topics' substring terms (spec 02 §7 /v1/topics). */
  lower: (string | undefined)[];
  words: Dictionary;
}

const caches = new WeakMap<Dictionary, { generation: number; facts: TextFacts }>();

/** The facts cache of a text dictionary; rebuilt when the dictionary was cleared. */
export function textFacts(texts: Dictionary, words: () => Dictionary): TextFacts {
  let entry = caches.get(texts);
  if (!entry || entry.generation !== texts.generation) {
    entry = { generation: texts.generation, facts: { keywords: [], topics: [], lower: [], words: words() } };
    caches.set(texts, entry);
  }
  return entry.facts;
}

export function keywordIds(facts: TextFacts, texts: Dictionary, textId: number): Int32Array {
  let ids = facts.keywords[textId];
  if (!ids) {
    ids = Int32Array.from(keywordsOf(texts.values[textId]), (w) => facts.words.id(w));
    facts.keywords[textId] = ids;
  }
  return ids;
}

export function topicIds(facts: TextFacts, texts: Dictionary, textId: number): Uint8Array {
  let ids = facts.topics[textId];
  if (!ids) {
    ids = Uint8Array.from(topicsOf(texts.values[textId]));
    facts.topics[textId] = ids;
  }
  return ids;
}

export function lowerText(facts: TextFacts, texts: Dictionary, textId: number): string {
  let text = facts.lower[textId];
  if (text === undefined) {
    text = texts.values[textId].toLowerCase();
    facts.lower[textId] = text;
  }
  return text;
}

/** The facts of every text of the dictionary, one text per step (stops if it is cleared). */
export function* textFactsSteps(texts: Dictionary): Sliced<void> {
  const { generation } = texts;
  const facts = textFacts(texts, () => new Dictionary());
  // `texts.size` is read each turn: texts added meanwhile are read too.
  for (let t = 0; t < texts.size; t++) {
    if (texts.generation !== generation) return;
    keywordIds(facts, texts, t);
    topicIds(facts, texts, t);
    lowerText(facts, texts, t);
    yield;
  }
}

/**
 * Reads every text in the background, in slices that yield to the event loop (issue 17: no
 * block over 50 ms), so the first dashboard after a load does not segment them on its request.
 * A request meanwhile reads the texts it needs itself; both fill the same cache.
 */
export function warmTextFacts(texts: Dictionary): Promise<void> {
  return runInSlices(textFactsSteps(texts));
}

/**
 * Below this many posts the first dashboard reads its texts itself in little time (the default
 * scenario's ~3 000 posts: a few hundred texts), and the many small stores of the test suites
 * are spared a background pass they never read.
 */
export const WARM_TEXTS_FROM_POSTS = 50_000;

/** After a load: `warmTextFacts` for a large index, in the background (see there). */
export function warmTextFactsAfterLoad(index: StatusIndex): void {
  if (index.count() < WARM_TEXTS_FROM_POSTS) return;
  void warmTextFacts(index.texts);
}
