/**
 * What the analytics read from a post's words, decided once per distinct text (posts share
 * texts) and cached against the index's text dictionary: its keywords (Intl.Segmenter words
 * without stopwords, punctuation, numbers and mentions) and its built-in topics (TOPIC_PHRASES).
 */
import { TOPIC_PHRASES, TOPICS } from '@sl/fixtures';
import type { Dictionary } from '../store/status-index.ts';
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
  words: Dictionary;
}

const caches = new WeakMap<Dictionary, { generation: number; facts: TextFacts }>();

/** The facts cache of a text dictionary; rebuilt when the dictionary was cleared. */
export function textFacts(texts: Dictionary, words: () => Dictionary): TextFacts {
  let entry = caches.get(texts);
  if (!entry || entry.generation !== texts.generation) {
    entry = { generation: texts.generation, facts: { keywords: [], topics: [], words: words() } };
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
