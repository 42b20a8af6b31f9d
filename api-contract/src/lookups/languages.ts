/**
 * The language lookup list (spec 01 §3): every ISO 639-1 code, named in English, plus 'und'
 * (Other) and 'qme' (Emoji), the two codes the analytics use for text without a language.
 * Codes come from the maintained `countries-list` package (its ES module exports the language
 * and country tables separately); names from Intl.DisplayNames, falling back to the package's
 * English name where the platform has none (names.ts).
 */
import { languages } from 'countries-list';
import { type LookupOption, OTHER_LABEL, sortByName } from './display-names.ts';
import { EMOJI_LANGUAGE, languageName, UNDETERMINED_LANGUAGE } from './names.ts';

export { EMOJI_LANGUAGE, languageName, UNDETERMINED_LANGUAGE } from './names.ts';

export type LanguageOption = LookupOption;

export const LANGUAGES: readonly LanguageOption[] = sortByName(
  [
    // The package's name only where the platform has none.
    ...Object.entries(languages).map(([code, language]) => {
      const name = languageName(code);
      return { code, name: name === code ? language.name : name };
    }),
    { code: EMOJI_LANGUAGE, name: 'Emoji' },
    { code: UNDETERMINED_LANGUAGE, name: OTHER_LABEL },
  ],
  [UNDETERMINED_LANGUAGE],
);

const byCode = new Map(LANGUAGES.map((l) => [l.code, l]));

export const isLanguageCode = (code: string): boolean => byCode.has(code);
