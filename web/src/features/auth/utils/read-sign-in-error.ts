import { ApiError } from '@sl/api-contract/client';
import { MESSAGES } from '@sl/api-contract/schemas/errors';
import { isTwoFactorRequired } from '@sl/api-contract/schemas/sign-in-rules';

export interface SignInFailure {
  /** The server's text (spec 01 §8), e.g. 'Email or password is incorrect'. */
  message: string;
  /** The server wants a TOTP or backup code before it opens a session (spec 01 §4). */
  twoFactorRequired: boolean;
}

export function readSignInError(error: unknown): SignInFailure {
  if (!(error instanceof ApiError)) return { message: MESSAGES.generic, twoFactorRequired: false };
  return { message: error.message, twoFactorRequired: isTwoFactorRequired(error.body) };
}
