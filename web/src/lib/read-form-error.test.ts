import { ApiError } from '@sl/api-contract/client';
import { describe, expect, it } from 'vitest';
import { readFormError } from './read-form-error.ts';

describe('readFormError (spec 01 §5, §8)', () => {
  it.each([
    [
      'field errors read "{Field name} {first error}"',
      new ApiError(422, {
        error_message: 'Invalid',
        errors: { first_name: ['Should not be empty!', 'x'], password: ['Must contain a digit!'] },
      }),
      ['First name Should not be empty!', 'Password Must contain a digit!'],
    ],
    [
      'an error under base is shown alone',
      new ApiError(422, { errors: { base: ['Email is already taken!'] } }),
      ['Email is already taken!'],
    ],
    [
      'without field errors, the message',
      new ApiError(404, { error_message: 'Token is not valid' }),
      ['Token is not valid'],
    ],
    ['a network failure gets the generic text', new TypeError('fetch failed'), ['Something went wrong']],
  ])('%s', (_, error, expected) => {
    expect(readFormError(error)).toEqual(expected);
  });
});
