/**
 * The shape of one language's sentiment lexicon (issue 5: "a lexicon-based scorer per
 * language"). Weights are signed: about ±1 for an ordinary word ("good", "broken"), ±1.5 to ±2
 * for strong ones ("excellent", "terrible"), ±0.5 for politeness and hedges ("thanks", "ok") that
 * alone do not make a post positive. A post is positive at a total of 1 or more, negative at −1
 * or less (score-text.ts).
 */

/**
 * How entries are found in a text:
 * - `words`: the text is split into words; entries (one or more words) match whole words, the
 *   longest entry first. Negators are words before the entry.
 * - `stems`: as `words`, but a one-word entry also matches a word it begins (Russian endings:
 *   разочарован → разочарована).
 * - `infix`: as `words`, but a one-word entry also matches inside a word (Arabic clitics and
 *   suffixes: رائع in رائعة, والممتاز).
 * - `chars`: scripts written without spaces between words (ja, zh) or with particles glued to
 *   words (ko): entries match as substrings, longest first; negators are text right before the
 *   entry, negating endings text right after it.
 */
export type MatchMode = 'words' | 'stems' | 'infix' | 'chars';

export interface LexiconSource {
  language: string;
  mode: MatchMode;
  /** Entry → signed weight. Entries are written as they read; they are normalised on compile. */
  entries: Readonly<Record<string, number>>;
  /** Words (or, in `chars` mode, text) that flip the polarity of an entry that follows them. */
  negators: readonly string[];
  /** `chars` mode: endings that flip the entry they follow (ja 良く|ない). */
  negatingEndings?: readonly string[];
  /** Words that strengthen an entry that follows them (× 1.5). */
  intensifiers: readonly string[];
  /** fr, it: elided articles and pronouns are split off (j'adore → j' adore). */
  splitElision?: boolean;
  /** ar: one-letter conjunctions glued to a negator or intensifier (و، ف). */
  cliticPrefixes?: readonly string[];
}

/** Negators look this many words back, within one clause. */
export const NEGATION_WINDOW = 3;
export const INTENSIFIER_FACTOR = 1.5;
