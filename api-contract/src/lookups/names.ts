/**
 * The English name of a language or country code (spec 01 §3), without the lookup lists: the
 * platform's Intl.DisplayNames plus the few codes it names like another code. A screen that only
 * shows names (the dashboard's demographics) needs no table of every code, so it loads no
 * `countries-list` (decision record 013); the lists (languages.ts, countries.ts) name their
 * entries with these same functions, and lookups.test.ts proves both agree for every code.
 */
import { englishDisplayName, OTHER_LABEL } from './display-names.ts';

/** spec 01 §3: 'und' is shown as Other, 'qme' as Emoji. */
export const UNDETERMINED_LANGUAGE = 'und';
export const EMOJI_LANGUAGE = 'qme';

/** spec 01 §3: an empty country code is labelled Other. */
export const UNKNOWN_COUNTRY = '';

/**
 * Codes Intl names after another code: deprecated codes read as the code that replaced them
 * ('mo' Romanian, 'sh' Serbian (Latin), 'tl' Filipino) and 'tw' reads Akan like 'ak'. Each keeps
 * its own name, so no two entries of the language list share one.
 */
const OWN_LANGUAGE_NAMES = new Map<string, string>([
  [UNDETERMINED_LANGUAGE, OTHER_LABEL],
  [EMOJI_LANGUAGE, 'Emoji'],
  ['mo', 'Moldovan'],
  ['sh', 'Serbo-Croatian'],
  ['tl', 'Tagalog / Filipino'],
  ['tw', 'Twi'],
]);

/** The English name of a language code; a code the platform cannot name is shown as itself. */
export const languageName = (code: string): string =>
  OWN_LANGUAGE_NAMES.get(code) ?? englishDisplayName('language', code) ?? code;

/** The English name of a country code ('' is Other); a code the platform cannot name is shown as itself. */
export const countryName = (code: string): string =>
  code === UNKNOWN_COUNTRY ? OTHER_LABEL : (englishDisplayName('region', code) ?? code);
