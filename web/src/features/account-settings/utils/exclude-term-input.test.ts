import { snakifyKeys } from '@sl/api-contract/client/case';
import { MESSAGES } from '@sl/api-contract/schemas/errors';
import {
  EXCLUDE_TERM_MAX_LENGTH,
  sentimentExcludeWordFormSchema,
} from '@sl/api-contract/schemas/sentiment-exclude-words';
import { describe, expect, it } from 'vitest';
import { type FieldErrors, fieldErrors } from '#/lib/form-errors.ts';
import { type ExcludeTermFields, toExcludeTermInput } from './exclude-term-input.ts';

const base: ExcludeTermFields = {
  textToExclude: 'Worst',
  mode: 'remove',
  replaceWith: '',
  languages: [],
  networks: [],
};

/** What the form shows: the contract's form schema over the body the fields make. */
const errorsOf = (fields: ExcludeTermFields) =>
  fieldErrors(sentimentExcludeWordFormSchema, snakifyKeys(toExcludeTermInput(fields)));

describe('spec 01 §2, §5: the exclude-term form, judged by the contract', () => {
  it.each<[string, Partial<ExcludeTermFields>, FieldErrors]>([
    ['a term to remove is enough', {}, {}],
    [
      'an empty term is "Should not be empty!"',
      { textToExclude: '   ' },
      { textToExclude: MESSAGES.required },
    ],
    [
      `a term over ${EXCLUDE_TERM_MAX_LENGTH} characters is too long`,
      { textToExclude: 'x'.repeat(EXCLUDE_TERM_MAX_LENGTH + 1) },
      { textToExclude: MESSAGES.maxLength },
    ],
    [
      'replacing needs a replacement',
      { mode: 'replace', replaceWith: ' ' },
      { replaceWith: MESSAGES.required },
    ],
    [
      'a replacement is held to the same limit',
      { mode: 'replace', replaceWith: 'y'.repeat(EXCLUDE_TERM_MAX_LENGTH + 1) },
      { replaceWith: MESSAGES.maxLength },
    ],
    ['a replacement is ignored when removing', { mode: 'remove', replaceWith: '' }, {}],
    ['a term and its replacement', { mode: 'replace', replaceWith: 'Saver plan' }, {}],
  ])('%s', (_, change, expected) => {
    expect(errorsOf({ ...base, ...change })).toEqual(expected);
  });

  it('sends replace_with null when the term is removed, the trimmed replacement otherwise', () => {
    expect(toExcludeTermInput({ ...base, textToExclude: ' Worst ', replaceWith: 'kept?' })).toEqual({
      textToExclude: 'Worst',
      replaceWith: null,
      languages: [],
      socialTypes: [],
    });
    expect(
      toExcludeTermInput({
        ...base,
        mode: 'replace',
        replaceWith: ' plan ',
        languages: ['en'],
        networks: ['twitter'],
      }),
    ).toEqual({ textToExclude: 'Worst', replaceWith: 'plan', languages: ['en'], socialTypes: ['twitter'] });
  });
});
