/**
 * What a failed form submission shows (spec 01 §5, §8): the server's field errors as
 * '{Field name} {first error}' (an error under 'base' alone), else its message, else the generic one.
 */
import { ApiError } from '@sl/api-contract/client';
import { MESSAGES } from '@sl/api-contract/schemas/errors';

export function readFormError(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [MESSAGES.generic];
  const fields = Object.values(error.fieldErrors);
  return fields.length > 0 ? fields : [error.message];
}
