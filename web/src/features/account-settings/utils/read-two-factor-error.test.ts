import { ApiError } from '@sl/api-contract/client';
import { MESSAGES } from '@sl/api-contract/schemas/errors';
import { describe, expect, it } from 'vitest';
import { readTwoFactorError } from './read-two-factor-error.ts';

describe('readTwoFactorError (spec 02 §5)', () => {
  it("shows 'Invalid otp code' alone, without the field name", () => {
    const error = new ApiError(422, {
      error_message: MESSAGES.invalidOtp,
      errors: { otp_code: [MESSAGES.invalidOtp] },
    });
    expect(error.fieldErrors.otp_code).toBe('Otp code Invalid otp code');
    expect(readTwoFactorError(error)).toEqual(['Invalid otp code']);
  });

  it('falls back to the generic message for a failure that is not the API', () => {
    expect(readTwoFactorError(new Error('offline'))).toEqual([MESSAGES.generic]);
  });
});
