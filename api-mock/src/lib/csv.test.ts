import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV text', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['-1', "'-1"],
    [null, ''],
  ])('%s becomes %s', (input, expected) => expect(csvCell(input)).toBe(expected));

  it('numbers stay numbers, and every row ends with CRLF', () => {
    expect(toCsv([['n', (r: { n: number }) => r.n]], [{ n: -3 }])).toBe('n\r\n-3\r\n');
  });
});
