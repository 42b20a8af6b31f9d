import { describe, expect, it } from 'vitest';
import { validateEmail, validateRequired } from './validate-credentials.ts';

describe('validateEmail (spec 01 §5)', () => {
  it.each([
    ['', 'Should not be empty!'],
    ['   ', 'Should not be empty!'],
    ['admin', 'Email address is not valid!'],
    ['admin@acme.test', null],
    [' admin@acme.test ', null],
  ])('%j -> %s', (value, expected) => {
    expect(validateEmail(value)).toBe(expected);
  });
});

describe('validateRequired (spec 01 §5)', () => {
  it.each([
    ['', 'Should not be empty!'],
    [' ', 'Should not be empty!'],
    ['Password1!', null],
  ])('%j -> %s', (value, expected) => {
    expect(validateRequired(value)).toBe(expected);
  });
});
