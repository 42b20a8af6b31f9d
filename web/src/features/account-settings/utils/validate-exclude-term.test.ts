import { MESSAGES } from '@sl/api-contract/schemas/errors';
import { describe, expect, it } from 'vitest';
import { type ExcludeTermFields, toExcludeTermInput, validateExcludeTerm } from './validate-exclude-term.ts';

const base: ExcludeTermFields = {
  term: 'Worst',
  mode: 'remove',
  replacement: '',
  languages: [],
  networks: [],
};

describe('spec 01 §2, §5: the exclude-term form', () => {
  it.each<[string, Partial<ExcludeTermFields>, ReturnType<typeof validateExcludeTerm>]>([
    ['a term to remove is enough', {}, {}],
    ['an empty term is "Should not be empty!"', { term: '   ' }, { term: MESSAGES.required }],
    ['a term over 200 characters is too long', { term: 'x'.repeat(201) }, { term: MESSAGES.maxLength }],
    [
      'replacing needs a replacement',
      { mode: 'replace', replacement: ' ' },
      { replacement: MESSAGES.required },
    ],
    ['a replacement is ignored when removing', { mode: 'remove', replacement: '' }, {}],
    ['a term and its replacement', { mode: 'replace', replacement: 'Saver plan' }, {}],
  ])('%s', (_, change, expected) => {
    expect(validateExcludeTerm({ ...base, ...change })).toEqual(expected);
  });

  it('sends replace_with null when the term is removed, the trimmed replacement otherwise', () => {
    expect(toExcludeTermInput({ ...base, term: ' Worst ', replacement: 'kept?' })).toEqual({
      textToExclude: 'Worst',
      replaceWith: null,
      languages: [],
      socialTypes: [],
    });
    expect(
      toExcludeTermInput({
        ...base,
        mode: 'replace',
        replacement: ' plan ',
        languages: ['en'],
        networks: ['twitter'],
      }),
    ).toEqual({ textToExclude: 'Worst', replaceWith: 'plan', languages: ['en'], socialTypes: ['twitter'] });
  });
});
