/** The `@sl/api-contract/lookups` entry point (package.json exports): language and country lists. */
export { COUNTRIES, type CountryOption, countryName, isCountryCode, UNKNOWN_COUNTRY } from './countries.ts';
export type { LookupOption } from './display-names.ts';
export { OTHER_LABEL } from './display-names.ts';
export {
  EMOJI_LANGUAGE,
  isLanguageCode,
  LANGUAGES,
  type LanguageOption,
  languageName,
  UNDETERMINED_LANGUAGE,
} from './languages.ts';
