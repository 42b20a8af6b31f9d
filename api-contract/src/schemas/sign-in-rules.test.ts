import { describe, expect, it } from 'vitest';
import { firstMessage as first, SIGN_IN_TEXTS } from './sign-in-cases.test-support.ts';
import { signInFormSchema, twoFactorRequiredSchema } from './sign-in-form.ts';
import { isTwoFactorRequired, type SignInField, signInFieldError } from './sign-in-rules.ts';

// The form reads each field as text: strings only.
const VALUES = SIGN_IN_TEXTS;

const FIELDS: SignInField[] = ['email', 'password', 'otp_code'];

describe('signInFieldError (decision record 013): the rules of signInFormSchema without zod (spec 01 §5)', () => {
  const shape = {
    email: signInFormSchema.shape.email,
    password: signInFormSchema.shape.password,
    otp_code: signInFormSchema.shape.otp_code.def.innerType,
  };
  it.each(FIELDS.flatMap((field) => VALUES.map((value) => [field, value] as const)))(
    '%s %j answers as signInFormSchema',
    (field, value) => {
      expect(signInFieldError(field, value)).toBe(first(shape[field], value));
    },
  );

  it('says what the login form shows', () => {
    expect(signInFieldError('email', '')).toBe('Should not be empty!');
    expect(signInFieldError('email', 'admin@acme')).toBe('Email address is not valid!');
    expect(signInFieldError('password', 'x'.repeat(201))).toBe('It is too long!');
    expect(signInFieldError('password', 'Password1!')).toBeNull();
  });
});

describe('isTwoFactorRequired: what twoFactorRequiredSchema accepts', () => {
  it.each([
    [{ error_message: 'Invalid otp code', two_factor_required: true }],
    [{ error_message: 'Invalid otp code', two_factor_required: false }],
    [{ error_message: 'Email or password is incorrect' }],
    [{ two_factor_required: true }],
    [{ error_message: 7, two_factor_required: true }],
    [null],
    ['two_factor_required'],
    [undefined],
  ])('%j', (body) => {
    expect(isTwoFactorRequired(body)).toBe(twoFactorRequiredSchema.safeParse(body).success);
  });
});
