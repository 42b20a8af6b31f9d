/**
 * The login form's rules without zod (decision record 013, fourth pass): the login page's whole
 * budget is 120 KB gzip and React with its router take ~95 of it, so the page cannot load zod, not
 * even `zod/mini` (~15 KB). The rules are those of `signInFormSchema` (sign-in-form.ts), which the
 * API's other callers keep using; `sign-in-rules.test.ts` proves both answer alike, message for
 * message, for a corpus of values, and that `isTwoFactorRequired` accepts what
 * `twoFactorRequiredSchema` accepts.
 */

export const REQUIRED = 'Should not be empty!';
export const TOO_LONG = 'It is too long!';
export const EMAIL_NOT_VALID = 'Email address is not valid!';

/** zod 4's e-mail pattern (`z.regexes.email`), the one `z.email()` checks by default. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The longest value of each field (spec 01 §5 limits, as in account.ts). */
export const SIGN_IN_MAX_LENGTH = { email: 320, password: 200, otp_code: 64 } as const;

export type SignInField = keyof typeof SIGN_IN_MAX_LENGTH;

/** The first message the field's rule gives for `value` (trimmed first, as zod's `z.trim()`), or null. */
export function signInFieldError(field: SignInField, value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length < 1) return REQUIRED;
  if (trimmed.length > SIGN_IN_MAX_LENGTH[field]) return TOO_LONG;
  if (field === 'email' && !EMAIL_PATTERN.test(trimmed)) return EMAIL_NOT_VALID;
  return null;
}

/** Our choice: a refused sign-in's body says whether two-factor is pending (twoFactorRequiredSchema). */
export function isTwoFactorRequired(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { error_message: message, two_factor_required: pending } = body as Record<string, unknown>;
  return typeof message === 'string' && pending === true;
}
