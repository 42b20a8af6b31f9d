import { describe, expect, it } from 'vitest';
import { validateConfirmation, validatePassword } from './validate-password.ts';

describe('validatePassword (spec 01 §5)', () => {
  it.each([
    ['', ['Should not be empty!']],
    ['Password1!', null],
    ['Pa1!', ['It is too short!']],
    ['password1!', ['Must contain an uppercase letter!']],
    ['PASSWORD1!', ['Must contain a lowercase letter!']],
    ['Password!!', ['Must contain a digit!']],
    ['Password11', ['Must contain a special character!']],
    [
      'abc',
      [
        'It is too short!',
        'Must contain a digit!',
        'Must contain an uppercase letter!',
        'Must contain a special character!',
      ],
    ],
  ])('%j -> %j', (value, expected) => {
    expect(validatePassword(value)).toEqual(expected);
  });
});

describe('validateConfirmation (spec 01 §5)', () => {
  it.each([
    ['', 'Password1!', 'Should not be empty!'],
    ['Password1?', 'Password1!', 'Must be the same as password!'],
    ['Password1!', 'Password1!', null],
  ])('%j against %j -> %s', (value, password, expected) => {
    expect(validateConfirmation(value, password)).toBe(expected);
  });
});
