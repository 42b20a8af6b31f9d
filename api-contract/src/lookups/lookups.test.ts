import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  countryName,
  EMOJI_LANGUAGE,
  isCountryCode,
  isLanguageCode,
  LANGUAGES,
  type LookupOption,
  languageName,
  UNDETERMINED_LANGUAGE,
  UNKNOWN_COUNTRY,
} from './index.ts';

const collator = new Intl.Collator('en', { sensitivity: 'base' });

function expectSortedWithOtherLast(list: readonly LookupOption[], otherCode: string) {
  expect(list.at(-1)).toEqual({ code: otherCode, name: 'Other' });
  const names = list.slice(0, -1).map((o) => o.name);
  expect(names).toEqual([...names].sort(collator.compare));
}

describe('spec 01 §3: the language lookup list', () => {
  it('holds about 190 languages, each with a unique code and a unique non-empty name', () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(180);
    expect(LANGUAGES.length).toBeLessThanOrEqual(200);
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(LANGUAGES.length);
    expect(new Set(LANGUAGES.map((l) => l.name)).size).toBe(LANGUAGES.length);
    for (const l of LANGUAGES) {
      expect(l.name.trim()).not.toBe('');
      expect(l.name).not.toBe(l.code);
    }
  });

  it("includes 'und' as Other and 'qme' as Emoji", () => {
    expect(languageName(UNDETERMINED_LANGUAGE)).toBe('Other');
    expect(languageName(EMOJI_LANGUAGE)).toBe('Emoji');
    expect(isLanguageCode('und')).toBe(true);
    expect(isLanguageCode('qme')).toBe(true);
  });

  it('names the common languages in English', () => {
    expect(languageName('en')).toBe('English');
    expect(languageName('de')).toBe('German');
    expect(languageName('ja')).toBe('Japanese');
    expect(languageName('zh')).toBe('Chinese');
  });

  it('shows an unknown code as itself', () => {
    expect(isLanguageCode('xx')).toBe(false);
    expect(languageName('xx')).toBe('xx');
  });

  it('is sorted by name with Other last', () => {
    expectSortedWithOtherLast(LANGUAGES, 'und');
  });
});

describe('spec 01 §3: the country lookup list', () => {
  it('holds about 250 two-letter countries, each with a unique non-empty name', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(240);
    expect(COUNTRIES.length).toBeLessThanOrEqual(260);
    for (const c of COUNTRIES.filter((c) => c.code !== UNKNOWN_COUNTRY)) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.name.trim()).not.toBe('');
      expect(c.name).not.toBe(c.code);
    }
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.name)).size).toBe(COUNTRIES.length);
  });

  it('labels the empty code Other', () => {
    expect(isCountryCode('')).toBe(true);
    expect(countryName('')).toBe('Other');
  });

  it('names countries in English', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('US')).toBe('United States');
    expect(countryName('JP')).toBe('Japan');
  });

  it('is sorted by name with Other last', () => {
    expectSortedWithOtherLast(COUNTRIES, '');
  });
});

describe('spec 01 §3: names without the lists (names.ts, decision record 013)', () => {
  // The dashboard names the codes its widgets return with these functions alone, so they must
  // give each entry's name as the lists show it, for every code of both lists.
  it('names every listed language as the language list does', () => {
    for (const l of LANGUAGES) expect(languageName(l.code), l.code).toBe(l.name);
  });

  it('names every listed country as the country list does', () => {
    for (const c of COUNTRIES) expect(countryName(c.code), c.code).toBe(c.name);
  });

  it('keeps the own name of a code the platform names after another one', () => {
    expect(languageName('mo')).toBe('Moldovan');
    expect(languageName('tw')).toBe('Twi');
    expect(languageName('ro')).toBe('Romanian');
    expect(languageName('ak')).toBe('Akan');
  });
});
