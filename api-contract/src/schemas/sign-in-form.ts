/**
 * The login form's rules (spec 01 §2, §5): the API's sign-in body, with the e-mail's format and a
 * non-blank password checked before anything is sent, and the authentication code required once
 * the server asked for it. The API itself answers any unknown e-mail with 401 (spec 01 §8).
 *
 * Written with `zod/mini` (same core, same messages as the classic schemas of account.ts) because
 * the login page loads it: classic zod would be ~24 KB of a page whose target is 120 KB gzip
 * (issue 17, decision record 013); these rules cost ~5 KB. `sign-in-form.test.ts` proves they
 * answer as the classic e-mail and required-string rules of account.ts do.
 */
import * as z from 'zod/mini';

const requiredString = (max: number) =>
  z
    .string({ error: 'Should not be empty!' })
    .check(z.trim(), z.minLength(1, 'Should not be empty!'), z.maxLength(max, 'It is too long!'));

export const signInFormSchema = z.strictObject({
  email: z.pipe(requiredString(320), z.email({ error: 'Email address is not valid!' })),
  password: requiredString(200),
  otp_code: z.optional(requiredString(64)),
});

/** Our choice: the body says whether two-factor is pending so the login screen can ask for the code. */
export const twoFactorRequiredSchema = z.object({
  error_message: z.string(),
  two_factor_required: z.literal(true),
});
