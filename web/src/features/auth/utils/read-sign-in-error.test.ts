import { ApiError } from '@sl/api-contract/client';
import { describe, expect, it } from 'vitest';
import { readSignInError } from './read-sign-in-error.ts';

describe('readSignInError', () => {
  it.each([
    [
      'wrong credentials',
      new ApiError(401, { error_message: 'Email or password is incorrect' }),
      { message: 'Email or password is incorrect', twoFactorRequired: false },
    ],
    [
      'two-factor pending',
      new ApiError(401, { error_message: 'Invalid otp code', two_factor_required: true }),
      { message: 'Invalid otp code', twoFactorRequired: true },
    ],
    [
      'a server failure without text',
      new ApiError(500, undefined),
      { message: 'Something went wrong', twoFactorRequired: false },
    ],
    [
      'a network failure',
      new TypeError('Failed to fetch'),
      { message: 'Something went wrong', twoFactorRequired: false },
    ],
  ])('%s', (_, error, expected) => {
    expect(readSignInError(error)).toEqual(expected);
  });
});
