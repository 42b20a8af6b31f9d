import { describe, expect, it } from 'vitest';
import { parseKeywords } from './parse-keywords.ts';

describe('parseKeywords', () => {
  it.each([
    ['refund, late delivery', ['refund', 'late delivery']],
    ['refund\nRefund\n\n  broken box ', ['refund', 'broken box']],
    [' , ,\n', []],
  ])('%j -> %j', (text, expected) => {
    expect(parseKeywords(text)).toEqual(expected);
  });
});
