import { describe, expect, it } from 'vitest';
import { passwordResetRequestBodySchema, passwordResetTokenQuerySchema } from './account.ts';
import { firstMessage as first, SIGN_IN_TEXTS } from './sign-in-cases.test-support.ts';
import { signInFormSchema } from './sign-in-form.ts';

// Every text case, and what a JSON body may hold besides text.
const VALUES: unknown[] = [...SIGN_IN_TEXTS, undefined, null, 42];

describe('signInFormSchema in zod/mini (decision record 013): the same rules as the classic schemas', () => {
  it.each(VALUES.map((v) => [v]))(
    'e-mail %j answers as the e-mail rule of account.ts (spec 01 §5)',
    (value) => {
      expect(first(signInFormSchema.shape.email, value)).toBe(
        first(passwordResetRequestBodySchema.shape.email, value),
      );
    },
  );

  it.each(VALUES.map((v) => [v]))('password %j answers as a required string of 200 (spec 01 §5)', (value) => {
    expect(first(signInFormSchema.shape.password, value)).toBe(
      first(passwordResetTokenQuerySchema.shape.token, value),
    );
  });

  it('the authentication code is optional, required once given, at most 64 characters', () => {
    const code = signInFormSchema.shape.otp_code;
    expect(first(code, undefined)).toBeNull();
    expect(first(code, '123456')).toBeNull();
    expect(first(code, '  ')).toBe('Should not be empty!');
    expect(first(code, 'x'.repeat(65))).toBe('It is too long!');
  });

  it('the form body is strict and trims what it reads', () => {
    expect(signInFormSchema.safeParse({ email: ' admin@acme.test ', password: 'Password1!' })).toEqual({
      success: true,
      data: { email: 'admin@acme.test', password: 'Password1!' },
    });
    expect(signInFormSchema.safeParse({ email: 'admin@acme.test', password: 'p', extra: 1 }).success).toBe(
      false,
    );
  });
});
