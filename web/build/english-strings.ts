/**
 * Decision record 013, fourth pass: React Aria ships the hidden texts of its controls ("Dismiss",
 * "Select an option", "1 notification"…) in 34 locales, and every control imports all of them
 * (`intlStrings.mjs`: one import per locale). The app is written in English only (index.html
 * `lang="en"`, every visible text ours), so in the production build each such dictionary keeps its
 * `en-US` entry alone: for any other browser locale React Aria falls back to its default, en-US,
 * and the app reads in one language. Dev mode and tests are untouched.
 */
import type { Plugin } from 'vite';

export const INTL_DICTIONARY =
  /[\\/]node_modules[\\/](?:react-aria|react-aria-components|react-stately|@react-aria[\\/][^\\/]+|@react-stately[\\/][^\\/]+)[\\/]dist[\\/].*intlStrings\.mjs$/;

const KEEP = 'en-US';

/** The dictionary module's source without the imports and entries of every locale but en-US. */
export function keepEnglishStrings(code: string): string {
  const dropped = new Set<string>();
  const withoutImports = code.replace(
    /^import (\S+) from "[^"]*[\\/]([a-z]{2}-[A-Z]{2})\.mjs";\n/gm,
    (line, name: string, locale: string) => {
      if (locale === KEEP) return line;
      dropped.add(name);
      return '';
    },
  );
  return withoutImports.replace(/^\s*"[a-z]{2}-[A-Z]{2}": (\S+?),?\n/gm, (line, name: string) =>
    dropped.has(name) ? '' : line,
  );
}

export function englishStrings(): Plugin {
  return {
    name: 'sl:english-strings',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!INTL_DICTIONARY.test(file)) return null;
      return { code: keepEnglishStrings(code), map: null };
    },
  };
}
