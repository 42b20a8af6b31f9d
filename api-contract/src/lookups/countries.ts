/**
 * The country lookup list (spec 01 §3): every ISO 3166-1 alpha-2 code, named in English, plus
 * the empty code labelled Other (posts whose country is unknown). Codes come from the maintained
 * `countries-list` package (it also lists XK Kosovo and the AC/TA territories that networks
 * report); names from Intl.DisplayNames, falling back to the package's English name.
 */
import { countries } from 'countries-list';
import { englishDisplayName, type LookupOption, OTHER_LABEL, sortByName } from './display-names.ts';

/** spec 01 §3: an empty country code is labelled Other. */
export const UNKNOWN_COUNTRY = '';

export type CountryOption = LookupOption;

export const COUNTRIES: readonly CountryOption[] = sortByName(
  [
    ...Object.entries(countries).map(([code, country]) => ({
      code,
      name: englishDisplayName('region', code) ?? country.name,
    })),
    { code: UNKNOWN_COUNTRY, name: OTHER_LABEL },
  ],
  [UNKNOWN_COUNTRY],
);

const byCode = new Map(COUNTRIES.map((c) => [c.code, c]));

export const isCountryCode = (code: string): boolean => byCode.has(code);

/** The English name of a country code ('' is Other); an unknown code is shown as itself. */
export const countryName = (code: string): string => byCode.get(code)?.name ?? code;
