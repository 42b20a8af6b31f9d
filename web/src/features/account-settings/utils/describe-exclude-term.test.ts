import { describe, expect, it } from 'vitest';
import {
  ALL_LANGUAGES,
  languagesLabel,
  networkBadges,
  REMOVED_LABEL,
  replacementLabel,
  selectedCountLabel,
} from './describe-exclude-term.ts';

describe('spec 01 §2 sentiment exclude terms: how a term reads in the list', () => {
  it.each([
    [null, REMOVED_LABEL],
    ['', REMOVED_LABEL],
    ['Saver plan', 'Saver plan'],
  ])('replacement %j reads %j', (value, expected) => {
    expect(replacementLabel(value)).toBe(expected);
  });

  it.each([
    [[], ALL_LANGUAGES],
    [['en'], 'English'],
    [['en', 'de', 'und'], 'English, German, Other'],
    [['xx'], 'xx'],
  ])('languages %j read %j', (codes, expected) => {
    expect(languagesLabel(codes)).toBe(expected);
  });

  it('networks read as their names with their colours; an unknown key stays as it is', () => {
    expect(networkBadges(['twitter', 'facebook', 'nope'])).toEqual([
      { key: 'twitter', name: 'X', color: '#0f1419' },
      { key: 'facebook', name: 'Facebook', color: '#1877f2' },
      { key: 'nope', name: 'nope', color: 'currentColor' },
    ]);
  });

  it.each([
    [0, 'All networks'],
    [1, '1 selected'],
    [12, '12 selected'],
  ])('spec 02 §9: a selector with %i chosen reads %j (0 visible tags)', (n, expected) => {
    expect(selectedCountLabel(n, 'All networks')).toBe(expected);
  });
});
