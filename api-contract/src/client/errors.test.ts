import { describe, expect, it } from 'vitest';
import { errorText, fieldErrorMessages } from './errors.ts';

describe('spec 01 §7, §8: error text precedence', () => {
  it.each([
    [{ error_message: 'A', description: 'B' }, 'A'],
    [{ description: 'B' }, 'B'],
    [{ error_message: '', description: 'B' }, 'B'],
    [{}, 'Something went wrong'],
    [null, 'Something went wrong'],
    ['<html>oops</html>', 'Something went wrong'],
  ])('%j -> %s', (body, text) => {
    expect(errorText(body)).toBe(text);
  });
});

describe('spec 01 §5: server field errors', () => {
  it("render as '{Field name} {first error}', base errors alone", () => {
    expect(fieldErrorMessages({ first_name: ['is too short', 'x'], base: ['Account is locked'] })).toEqual({
      first_name: 'First name is too short',
      base: 'Account is locked',
    });
  });
});
