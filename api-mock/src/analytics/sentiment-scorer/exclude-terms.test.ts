import { describe, expect, it } from 'vitest';
import { applyExcludeTerms, termApplies } from './exclude-terms.ts';
import { scoreText } from './score-text.ts';

const term = (text: string, replace: string | null, languages: string[] = [], social: string[] = []) => ({
  text_to_exclude: text,
  replace_with: replace,
  languages,
  social_types: social as never[],
});

describe('sentiment exclude terms (spec 02 §3)', () => {
  it.each([
    ['Super Saver renewed', 'en', [term('super saver', null)], ' renewed'],
    ['I love the Super Saver plan', 'en', [term('Super Saver', 'Saver')], 'I love the Saver plan'],
    ['lovely day', 'en', [term('love', null)], 'lovely day'],
    ['今日は最高セールの日', 'ja', [term('最高セール', 'セール')], '今日はセールの日'],
    ['#happycustomer now', 'en', [term('#happycustomer', null)], ' now'],
  ])('%j in %s becomes %j', (text, language, terms, expected) => {
    expect(applyExcludeTerms(text, language, terms)).toBe(expected);
  });

  it('changes the sentiment of a post whose only positive word sat in the term', () => {
    expect(scoreText('Super Saver renewed for another year.', 'en')).toBe(1);
    expect(
      scoreText(
        applyExcludeTerms('Super Saver renewed for another year.', 'en', [term('Super Saver', null)]),
        'en',
      ),
    ).toBe(0);
  });

  it.each([
    [term('x', null), 'en', 'twitter', true],
    [term('x', null, ['en']), 'de', 'twitter', false],
    [term('x', null, [], ['twitter']), 'en', 'instagram', false],
    [term('x', null, ['en'], ['twitter']), 'en', 'twitter', true],
  ])('a term applies only to its languages and networks (empty: all)', (t, language, network, expected) => {
    expect(termApplies(t, language, network)).toBe(expected);
  });
});
