/**
 * The two-factor forms have one field, the code: the server's message is shown alone (spec 02 §5
 * 'Invalid otp code'), not prefixed with the field's name ('Otp code Invalid otp code') as other
 * forms do it (spec 01 §5 '{Field name} {first error}').
 */
import { ApiError } from '@sl/api-contract/client';
import { readFormError } from '#/lib/read-form-error.ts';

export function readTwoFactorError(error: unknown): string[] {
  return error instanceof ApiError ? [error.message] : readFormError(error);
}
