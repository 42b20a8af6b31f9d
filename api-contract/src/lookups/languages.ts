/**
 * The language lookup list (spec 01 §3): every ISO 639-1 code, named in English, plus 'und'
 * (Other) and 'qme' (Emoji), the two codes the analytics use for text without a language.
 * Codes come from the maintained `countries-list` package (its ES module exports the language
 * and country tables separately); names from Intl.DisplayNames, falling back to the package's
 * English name where the platform has none.
 */
import { languages } from 'countries-list';
import { englishDisplayName, type LookupOption, OTHER_LABEL, sortByName } from './display-names.ts';

/** spec 01 §3: 'und' is shown as Other, 'qme' as Emoji. */
export const UNDETERMINED_LANGUAGE = 'und';
export const EMOJI_LANGUAGE = 'qme';

export type LanguageOption = LookupOption;

const intlNameCounts = new Map<string, number>();
for (const code of Object.keys(languages)) {
  const name = englishDisplayName('language', code);
  if (name !== undefined) intlNameCounts.set(name, (intlNameCounts.get(name) ?? 0) + 1);
}

/**
 * Intl names deprecated codes after the code that replaced them ('mo' reads Romanian, 'tw'
 * Akan), which would list two entries under one name; those keep the package's own name.
 */
function languageDisplayName(code: string, packageName: string): string {
  const intlName = englishDisplayName('language', code);
  if (intlName === undefined || Intl.getCanonicalLocales(code)[0] !== code) return packageName;
  const shared = (intlNameCounts.get(intlName) ?? 0) > 1;
  return shared && packageName !== intlName ? packageName : intlName;
}

export const LANGUAGES: readonly LanguageOption[] = sortByName(
  [
    ...Object.entries(languages).map(([code, language]) => ({
      code,
      name: languageDisplayName(code, language.name),
    })),
    { code: EMOJI_LANGUAGE, name: 'Emoji' },
    { code: UNDETERMINED_LANGUAGE, name: OTHER_LABEL },
  ],
  [UNDETERMINED_LANGUAGE],
);

const byCode = new Map(LANGUAGES.map((l) => [l.code, l]));

export const isLanguageCode = (code: string): boolean => byCode.has(code);

/** The English name of a language code; an unknown code is shown as itself. */
export const languageName = (code: string): string => byCode.get(code)?.name ?? code;
