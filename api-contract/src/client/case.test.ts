import { describe, expect, it } from 'vitest';
import { camelizeKeys, snakifyKeys, toCamel, toSnake } from './case.ts';

describe('spec 01 §7: key case conversion', () => {
  it.each([
    ['csrf_token', 'csrfToken'],
    ['otp_code', 'otpCode'],
    ['non_logged_in_access', 'nonLoggedInAccess'],
    ['id', 'id'],
    ['tkw_num_sig_terms', 'tkwNumSigTerms'],
  ])('%s <-> %s', (snake, camel) => {
    expect(toCamel(snake)).toBe(camel);
    expect(toSnake(camel)).toBe(snake);
  });

  it('converts nested objects and arrays, leaving values alone', () => {
    const wire = { account: { first_name: 'Ann', teams: [{ team_id: 1 }] }, access_token: 'a_b' };
    const camel = camelizeKeys(wire);
    expect(camel).toEqual({ account: { firstName: 'Ann', teams: [{ teamId: 1 }] }, accessToken: 'a_b' });
    expect(snakifyKeys(camel)).toEqual(wire);
  });
});
