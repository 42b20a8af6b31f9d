import { describe, expect, it } from 'vitest';
import { splitMutedKeywords } from './muted-keywords.ts';

describe("spec 02 §5: muted keywords are split on ' / ' and existing values are skipped", () => {
  it.each([
    [['spam / scam'], [], ['spam', 'scam']],
    [['spam / scam'], ['SPAM'], ['scam']],
    [['a/b'], [], ['a/b']],
    [['x / x / y'], [], ['x', 'y']],
    [['giveaway'], ['giveaway'], []],
    [[' / '], [], []],
  ])('%j with %j muted gives %j', (entries, existing, expected) => {
    expect(splitMutedKeywords(entries, existing)).toEqual(expected);
  });
});
