#!/usr/bin/env node
/**
 * issue 10 item 8: the import boundaries of CONVENTIONS §1 and §5 and DESIGN §2, enforced instead
 * of promised. Run by `npm run lint` and by the lint step of `npm test`; exits 1 and lists each
 * offending line. A script rather than Biome's noRestrictedImports because two of the rules depend
 * on where the import *resolves* (a relative path into another feature or into api-mock), which a
 * per-folder list of banned specifiers cannot see.
 *
 * The rules (each proved by a deliberate violation under scripts/fixtures/boundaries/, which only
 * the test scans):
 *   feature-imports-feature   a file in web/src/features/A imports from web/src/features/B
 *   react-aria-outside-ui     react-aria-components imported outside web/src/components/ui
 *   highcharts-outside-charts highcharts or highcharts-react-official outside web/src/components/charts
 *   imports-api-mock          web or cli imports @sl/api-mock or a path into api-mock
 *   network-outside-client    web/src or cli/src reaches the network other than through the
 *                             api-contract client (folded in from the issue 3 guard)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folders scanned, relative to the repo root. Tests are scanned too: a test that imports the mock is still a dependency. */
export const SCANNED = ['web/src', 'web/vite.config.ts', 'cli/src', 'cli/bin'];

/** The files that give the client its fetch: the one place each app touches the global. */
const CLIENT_CONSTRUCTION = new Set([
  'web/src/lib/api-client.ts',
  'cli/src/lib/client.ts',
  'cli/src/lib/io.ts',
]);

/** Tests and the CLI's test harness build fake fetches; they never reach a server. */
const isTestCode = (path) => /\.test\.tsx?$/.test(path) || path.startsWith('cli/src/testing/');

const NETWORK_CALLS = [
  [/(^|[^\w$.])fetch\s*\(/, 'calls fetch'],
  [/\b(globalThis|window|self)\.fetch\s*\(/, 'calls the global fetch'],
  [/\bXMLHttpRequest\b/, 'uses XMLHttpRequest'],
  [/\bsendBeacon\s*\(/, 'uses navigator.sendBeacon'],
  [/\bnew\s+(EventSource|WebSocket)\b/, 'opens a connection of its own'],
];
const HTTP_LIBRARIES = /^(axios|ky|got|node-fetch|undici|superagent)(\/|$)/;
/** Passing the global fetch around is how a second client would start. */
const GLOBAL_FETCH_REFERENCE = /(?<!typeof\s+)\b(globalThis|window|self)\.fetch\b/;
const HANDS_OVER_FETCH = /fetch:\s*\(input, init\) => globalThis\.fetch\(input, init\)/;

/** Static imports, re-exports, side-effect imports and dynamic import() calls. */
const IMPORT_SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]|\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

const isComment = (line) => /^\s*(\/\/|\*|\/\*)/.test(line);

/**
 * Where a specifier points inside the repo (posix path from the root), or null for a package.
 * `#/` is web's subpath import for web/src (web/package.json "imports").
 */
export function resolveSpecifier(fromFile, specifier) {
  if (specifier.startsWith('#/') && fromFile.startsWith('web/'))
    return posix.join('web/src', specifier.slice(2));
  if (specifier.startsWith('.')) return posix.join(posix.dirname(fromFile), specifier);
  return null;
}

const featureOf = (path) => /^web\/src\/features\/([^/]+)\//.exec(path)?.[1] ?? null;

/** The boundary rules for one import of `file`; each returns a reason or null. */
const IMPORT_RULES = [
  (file, _spec, target) => {
    const from = featureOf(file);
    const to = target && featureOf(target);
    return from && to && from !== to
      ? `feature-imports-feature: features/${from} imports features/${to} (CONVENTIONS §1: routes compose features; move shared code to lib/ or components/)`
      : null;
  },
  (file, spec) =>
    /^react-aria-components(\/|$)/.test(spec) && !file.startsWith('web/src/components/ui/')
      ? 'react-aria-outside-ui: react-aria-components is wrapped once in web/src/components/ui (CONVENTIONS §5)'
      : null,
  (file, spec) =>
    /^highcharts(-react-official)?(\/|$)/.test(spec) && !file.startsWith('web/src/components/charts/')
      ? 'highcharts-outside-charts: Highcharts is imported only by web/src/components/charts (CONVENTIONS §5)'
      : null,
  (file, spec, target) =>
    /^(web|cli)\//.test(file) && (/^@sl\/api-mock(\/|$)/.test(spec) || target?.startsWith('api-mock/'))
      ? 'imports-api-mock: web and cli reach the mock only over HTTP through the api-contract client'
      : null,
  (file, spec) =>
    /^(web|cli)\//.test(file) && HTTP_LIBRARIES.test(spec)
      ? 'network-outside-client: imports an HTTP library (go through createApiClient)'
      : null,
];

/** Every boundary offence in one file's text, as `path:line: reason: code`. */
export function checkFile(path, text) {
  const found = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    if (isComment(line)) return;
    const reasons = [];
    for (const match of line.matchAll(IMPORT_SPECIFIER)) {
      const spec = match[1] ?? match[2];
      const target = resolveSpecifier(path, spec);
      for (const rule of IMPORT_RULES) {
        const reason = rule(path, spec, target);
        if (reason) reasons.push(reason);
      }
    }
    if (!isTestCode(path) && !(CLIENT_CONSTRUCTION.has(path) && HANDS_OVER_FETCH.test(line))) {
      const network = NETWORK_CALLS.filter(([re]) => re.test(line)).map(([, why]) => why);
      if (!CLIENT_CONSTRUCTION.has(path) && GLOBAL_FETCH_REFERENCE.test(line)) {
        network.push('references the global fetch');
      }
      if (network.length > 0) {
        reasons.push(
          `network-outside-client: ${[...new Set(network)].join(', ')} (go through createApiClient)`,
        );
      }
    }
    for (const reason of reasons) found.push(`${path}:${index + 1}: ${reason}: ${line.trim()}`);
  });
  return found;
}

function sourceFiles(root, path) {
  let entries;
  try {
    entries = readdirSync(join(root, path), { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOTDIR') return [path];
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  return entries.flatMap((entry) => {
    const child = `${path}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(root, child);
    return /\.(ts|tsx|mts|js|mjs|jsx)$/.test(entry.name) ? [child] : [];
  });
}

/** Every offence under `root` (the repo, or a fixture tree shaped like it). */
export function checkBoundaries(root, scanned = SCANNED) {
  const files = scanned.flatMap((path) => sourceFiles(root, path));
  return {
    files: files.length,
    offences: files.flatMap((path) => checkFile(path, readFileSync(join(root, path), 'utf8'))),
  };
}

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') {
  const { files, offences } = checkBoundaries(repoRoot);
  if (offences.length > 0) {
    console.error(`Import boundaries (scripts/check-boundaries.mjs): ${offences.length} offence(s)\n`);
    for (const offence of offences) console.error(`  ${offence}`);
    process.exit(1);
  }
  console.error(`Import boundaries: ${files} files checked, no offences.`);
}
