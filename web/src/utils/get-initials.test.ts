import { describe, expect, it } from 'vitest';
import { getInitials } from './get-initials.ts';

describe('getInitials (spec 01 §2)', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada lovelace', 'AL'],
    ['Ada Augusta King Lovelace', 'AA'],
    ['Madonna', 'M'],
    ['  Grace   Hopper  ', 'GH'],
    ['Jean-Luc Picard', 'JP'],
    ["O'Brien, Miles", 'OM'],
    ['!!! Ada', 'A'],
    ['Élodie Durand', 'ÉD'],
    ['R2 D2', 'RD'],
    ['42 Club', '4C'],
    ['', 'UN'],
    ['   ', 'UN'],
    ['?! -', 'UN'],
    [null, 'UN'],
    [undefined, 'UN'],
  ])('%j -> %s', (name, expected) => {
    expect(getInitials(name)).toBe(expected);
  });
});
