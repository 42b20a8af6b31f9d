/**
 * The country lookup list (spec 01 §3): every ISO 3166-1 alpha-2 code, named in English, plus
 * the empty code labelled Other (posts whose country is unknown). Codes come from the maintained
 * `countries-list` package (it also lists XK Kosovo and the AC/TA territories that networks
 * report); names from Intl.DisplayNames, falling back to the package's English name.
 */
import { countries } from 'countries-list';
import { type LookupOption, OTHER_LABEL, sortByName } from './display-names.ts';
import { countryName, UNKNOWN_COUNTRY } from './names.ts';

export { countryName, UNKNOWN_COUNTRY } from './names.ts';

export type CountryOption = LookupOption;

export const COUNTRIES: readonly CountryOption[] = sortByName(
  [
    ...Object.entries(countries).map(([code, country]) => ({
      code,
      // The package's name only where the platform has none.
      name: countryName(code) === code ? country.name : countryName(code),
    })),
    { code: UNKNOWN_COUNTRY, name: OTHER_LABEL },
  ],
  [UNKNOWN_COUNTRY],
);

const byCode = new Map(COUNTRIES.map((c) => [c.code, c]));

export const isCountryCode = (code: string): boolean => byCode.has(code);
