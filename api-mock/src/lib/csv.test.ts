import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('writes a header and one CRLF line per row, quoting and defusing formulas', () => {
    const rows = [
      { a: 'x,y', b: '=SUM(A1)' },
      { a: 'say "hi"', b: null },
    ];
    expect(
      toCsv(
        [
          ['a', (r: { a: string; b: string | null }) => r.a],
          ['b', (r) => r.b],
        ],
        rows,
      ),
    ).toBe('a,b\r\n"x,y",\'=SUM(A1)\r\n"say ""hi""",\r\n');
  });
});
