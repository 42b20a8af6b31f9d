/**
 * The lexicon sentiment of a text in a language (issue 5; spec 02 §3 sentiment exclude words
 * are applied before this, see exclude-terms.ts). The text is cut into clauses at punctuation
 * and line breaks; in each clause lexicon entries are found (longest first), flipped by a
 * negator shortly before them (or a negating ending after them in Japanese and Korean) and
 * strengthened by an intensifier right before them; emoji add their own polarity in every
 * language. The signed total decides: 1 or more positive, −1 or less negative, else neutral.
 *
 * 'und' (text no detector can place) is always neutral; 'qme' (emoji only) and languages
 * without a lexicon are read by their emoji alone.
 */
import type { Sentiment } from '@sl/api-contract/schemas/common';
import { INTENSIFIER_FACTOR, type LexiconSource, NEGATION_WINDOW } from './lexicon.ts';
import { ar } from './lexicons/ar.ts';
import { de } from './lexicons/de.ts';
import { EMOJI } from './lexicons/emoji.ts';
import { en } from './lexicons/en.ts';
import { es } from './lexicons/es.ts';
import { fr } from './lexicons/fr.ts';
import { it } from './lexicons/it.ts';
import { ja } from './lexicons/ja.ts';
import { ko } from './lexicons/ko.ts';
import { pt } from './lexicons/pt.ts';
import { ru } from './lexicons/ru.ts';
import { zh } from './lexicons/zh.ts';

/** A total at or beyond this is positive (or, negated, negative). */
export const POLARITY_THRESHOLD = 1;

const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;

/** Lower case, one apostrophe; Arabic without diacritics or tatweel, one alef, ى → ي, ة → ه. */
export function normalise(text: string, language: string): string {
  let t = text.normalize('NFC').toLowerCase().replace(/’/g, "'");
  if (language === 'ar') {
    t = t.replace(ARABIC_MARKS, '').replace(/[أإآ]/g, 'ا').replace(/ى/g, 'ي').replace(/ة/g, 'ه');
  }
  return t;
}

interface Compiled {
  source: LexiconSource;
  entries: Map<string, number>;
  maxWords: number;
  /** `stems` / `infix`: one-word entries, longest first. */
  singles: [string, number][];
  /** `chars`: entries by first character, longest first. */
  byFirst: Map<string, [string, number][]>;
  negators: Set<string>;
  intensifiers: Set<string>;
}

function compile(source: LexiconSource): Compiled {
  const n = (s: string) => normalise(s, source.language);
  const entries = new Map<string, number>();
  for (const [k, w] of Object.entries(source.entries)) entries.set(n(k), w);
  const byLength = [...entries].sort((a, b) => b[0].length - a[0].length);
  const byFirst = new Map<string, [string, number][]>();
  for (const e of byLength) {
    const list = byFirst.get(e[0][0]) ?? [];
    list.push(e);
    byFirst.set(e[0][0], list);
  }
  return {
    source,
    entries,
    maxWords: Math.max(1, ...[...entries.keys()].map((k) => k.split(' ').length)),
    singles: byLength.filter(([k]) => !k.includes(' ')),
    byFirst,
    negators: new Set(source.negators.map(n)),
    intensifiers: new Set(source.intensifiers.map(n)),
  };
}

const LEXICONS = new Map<string, Compiled>(
  [en, es, fr, de, pt, it, ja, ko, zh, ru, ar].map((l) => [l.language, compile(l)]),
);

/** Languages with a word lexicon (the others are read by their emoji). */
export const LEXICON_LANGUAGES: readonly string[] = [...LEXICONS.keys()];

const CLAUSE_BREAK = /[.!?;:,\n\r。！？；：，、…؟،؛]+/u;
const WORD = /[\p{L}\p{M}\p{N}]+(?:'[\p{L}\p{M}\p{N}]+)*/gu;
/** fr / it elision: l', d', j', n', qu', c', s', m', t' split from the word they lean on. */
const ELISION = /^([\p{L}]{1,2}|qu)'(.+)$/u;

function wordsOf(clause: string, lex: Compiled): string[] {
  const words = clause.match(WORD) ?? [];
  if (!lex.source.splitElision) return words;
  const out: string[] = [];
  for (const w of words) {
    const m = ELISION.exec(w);
    if (m) out.push(`${m[1]}'`, m[2]);
    else out.push(w);
  }
  return out;
}

function stripClitic(word: string, lex: Compiled): string {
  for (const p of lex.source.cliticPrefixes ?? []) {
    if (word.length > p.length + 1 && word.startsWith(p)) return word.slice(p.length);
  }
  return word;
}

const isNegator = (word: string, lex: Compiled) =>
  lex.negators.has(word) || lex.negators.has(stripClitic(word, lex));
const isIntensifier = (word: string | undefined, lex: Compiled) =>
  word !== undefined && (lex.intensifiers.has(word) || lex.intensifiers.has(stripClitic(word, lex)));

function matchWord(words: string[], i: number, lex: Compiled): [weight: number, length: number] | null {
  for (let n = Math.min(lex.maxWords, words.length - i); n >= 1; n--) {
    const w = lex.entries.get(n === 1 ? words[i] : words.slice(i, i + n).join(' '));
    if (w !== undefined) return [w, n];
  }
  const mode = lex.source.mode;
  if (mode === 'stems' || mode === 'infix') {
    const word = words[i];
    for (const [entry, w] of lex.singles) {
      if (
        mode === 'stems'
          ? entry.length >= 4 && word.startsWith(entry)
          : entry.length >= 3 && word.includes(entry)
      )
        return [w, 1];
    }
  }
  return null;
}

function scoreWords(clause: string, lex: Compiled): number {
  const words = wordsOf(clause, lex);
  let total = 0;
  let i = 0;
  while (i < words.length) {
    const hit = matchWord(words, i, lex);
    if (!hit) {
      i++;
      continue;
    }
    let [w] = hit;
    if (isIntensifier(words[i - 1], lex) || isIntensifier(words[i - 2], lex)) w *= INTENSIFIER_FACTOR;
    for (let k = Math.max(0, i - NEGATION_WINDOW); k < i; k++) {
      if (isNegator(words[k], lex)) {
        w = -w;
        break;
      }
    }
    total += w;
    i += hit[1];
  }
  return total;
}

function scoreChars(clause: string, lex: Compiled): number {
  let total = 0;
  let p = 0;
  while (p < clause.length) {
    const entry = lex.byFirst.get(clause[p])?.find(([e]) => clause.startsWith(e, p));
    if (!entry) {
      p++;
      continue;
    }
    const [text, weight] = entry;
    const before = clause.slice(Math.max(0, p - 4), p);
    let w = weight;
    const trimmed = before.trimEnd();
    for (const x of lex.intensifiers) {
      if (trimmed.endsWith(x)) {
        w *= INTENSIFIER_FACTOR;
        break;
      }
    }
    const negated =
      lex.source.negators.some((x) => before.endsWith(x)) ||
      (lex.source.negatingEndings ?? []).some((x) => clause.startsWith(x, p + text.length));
    total += negated ? -w : w;
    p += text.length;
  }
  return total;
}

/** Sum of the emoji polarities (each occurrence counts). */
export function emojiScore(text: string): number {
  let total = 0;
  for (const ch of text) {
    const w = EMOJI[ch];
    if (w !== undefined) total += w;
  }
  return total;
}

/** The signed lexicon total of a text. */
export function lexiconScore(text: string, language: string): number {
  if (language === 'und') return 0;
  const lex = LEXICONS.get(language);
  let total = emojiScore(text);
  if (!lex) return total;
  for (const clause of normalise(text, language).split(CLAUSE_BREAK)) {
    if (!clause) continue;
    total += lex.source.mode === 'chars' ? scoreChars(clause, lex) : scoreWords(clause, lex);
  }
  return total;
}

export const polarityOf = (score: number): Sentiment =>
  score >= POLARITY_THRESHOLD ? 1 : score <= -POLARITY_THRESHOLD ? -1 : 0;

/** The sentiment of a text in a language: −1, 0 or 1. */
export const scoreText = (text: string, language: string): Sentiment =>
  polarityOf(lexiconScore(text, language));
