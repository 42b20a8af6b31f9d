import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTL_DICTIONARY, keepEnglishStrings } from './english-strings.ts';

const require = createRequire(import.meta.url);
const reactAria = path.dirname(require.resolve('react-aria/package.json'));

describe('keepEnglishStrings (decision record 013, fourth pass)', () => {
  it("keeps only the en-US entry of React Aria's toast dictionary, as shipped", () => {
    const file = path.join(reactAria, 'dist/private/toast/intlStrings.mjs');
    expect(INTL_DICTIONARY.test(file)).toBe(true);
    const source = readFileSync(file, 'utf8');
    expect(source).toContain('"de-DE"');
    const out = keepEnglishStrings(source);
    expect(out.match(/^import /gm)).toHaveLength(1);
    expect(out).toMatch(/^import (\S+) from "\.\.\/intl\/toast\/en-US\.mjs";$/m);
    expect(out).toMatch(/"en-US": \S+,/);
    expect(out).not.toMatch(/"(?!en-US)[a-z]{2}-[A-Z]{2}"/);
    expect(out).toContain('export {');
  });

  it('applies to the dictionaries only, not to the locale files or other modules', () => {
    expect(INTL_DICTIONARY.test('/r/node_modules/react-aria-components/dist/private/intlStrings.mjs')).toBe(
      true,
    );
    expect(INTL_DICTIONARY.test('/r/node_modules/react-aria/dist/private/intl/toast/de-DE.mjs')).toBe(false);
    expect(INTL_DICTIONARY.test('/r/web/src/intlStrings.mjs')).toBe(false);
  });
});
