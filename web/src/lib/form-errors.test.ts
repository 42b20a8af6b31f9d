import { signInFormSchema, signUpBodySchema } from '@sl/api-contract/schemas/account';
import { MESSAGES } from '@sl/api-contract/schemas/errors';
import { describe, expect, it } from 'vitest';
import { fieldErrors, fieldRule } from './form-errors.ts';

describe('the form recipe: contract schema -> field errors in the spec 01 §5 words', () => {
  it('names each field after the camelCase of its wire name, nested or not, first message only', () => {
    const errors = fieldErrors(signUpBodySchema, {
      account: {
        first_name: ' ',
        last_name: 'Lovelace',
        email: 'ada',
        password: '',
        password_confirmation: 'x',
      },
      team_member_invite_token: 't',
    });
    expect(errors).toEqual({
      firstName: MESSAGES.required,
      email: MESSAGES.email,
      password: MESSAGES.required,
    });
  });

  it('answers no errors for a body the contract accepts', () => {
    expect(fieldErrors(signInFormSchema, { email: 'admin@acme.test', password: 'Password1!' })).toEqual({});
  });

  it.each([
    ['', MESSAGES.required],
    ['   ', MESSAGES.required],
    ['admin', MESSAGES.email],
    ['admin@acme.test', null],
    [' admin@acme.test ', null],
  ])('the login e-mail rule: %j -> %s', (value, expected) => {
    expect(fieldRule(signInFormSchema.shape.email)(value)).toBe(expected);
  });

  it.each([
    ['', MESSAGES.required],
    [' ', MESSAGES.required],
    ['Password1!', null],
  ])('the login password rule: %j -> %s', (value, expected) => {
    expect(fieldRule(signInFormSchema.shape.password)(value)).toBe(expected);
  });
});
