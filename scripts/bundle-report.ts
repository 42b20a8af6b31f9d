/**
 * Where the first screen's JS bytes go (decision record 013, issue 17 "The first screen"): opens
 * `/n/login` and `/n/` signed in, in headless chromium, against a running mock that serves a build
 * made with source maps, and attributes every byte of each JS file the page fetched to the package
 * (or our own code) its source map names. Gzip shares are the file's gzip -9 size split in
 * proportion to raw bytes (the unit of the targets, summed per file as `bench --web` does).
 *
 *   (cd web && npx vite build --sourcemap --outDir /tmp/dist-map)
 *   PORT=5279 WEB_DIST=/tmp/dist-map node --import tsx api-mock/src/server.ts &
 *   node --import tsx scripts/bundle-report.ts http://127.0.0.1:5279 /tmp/dist-map [--deep]
 *
 * `--deep` lists files inside packages and our own modules one by one instead of grouping them.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { type RawSourceMap, SourceMapConsumer } from 'source-map-js';
import { chromiumLaunchOptions } from './chromium-launch.mjs';

const [base = 'http://127.0.0.1:4000', dist = 'web/dist'] = process.argv
  .slice(2)
  .filter((a) => !a.startsWith('--'));
const deep = process.argv.includes('--deep');

async function routeFiles(): Promise<Record<string, string[]>> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const visit = async (path: string, signIn: boolean) => {
    const context = await browser.newContext();
    if (signIn) {
      const res = await fetch(`${base}/api/v1/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@acme.test', password: 'Password1!' }),
      });
      const s = (await res.json()) as {
        account: { id: number };
        access_token: string;
        refresh_token: string;
        csrf_token: string;
      };
      const pairs: [string, string][] = [
        ['sl.accessToken', s.access_token],
        ['sl.refreshToken', s.refresh_token],
        ['sl.csrfToken', s.csrf_token],
        ['sl.userId', String(s.account.id)],
      ];
      await context.addInitScript((entries) => {
        const store = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
          .localStorage;
        for (const [k, v] of entries) store.setItem(k, v);
      }, pairs);
    }
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('requestfinished', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.endsWith('.js')) files.add(path.split('/').pop() ?? path);
    });
    await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle');
    await context.close();
    return [...files];
  };
  const routes = { '/n/login': await visit('/n/login', false), '/n/ signed in': await visit('/n/', true) };
  await browser.close();
  return routes;
}

/** A package name, or our own code by workspace (a module path with --deep). */
function owner(source: string): string {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return deep ? source.slice(source.indexOf(pkg[0])) : pkg[1];
  const own = source.match(/(web\/src|api-contract\/src)\/.*/);
  if (own) return deep ? own[0] : `(our code: ${own[1]})`;
  return '(chunk glue: imports, exports, unmapped)';
}

function attribute(file: string, into: Map<string, { raw: number; gzip: number }>) {
  const code = readFileSync(`${dist}/assets/${file}`, 'utf8');
  const gzip = gzipSync(code, { level: 9 }).length;
  const lines = code.split('\n');
  const bytes = new Map<string, number>();
  let mapped = 0;
  try {
    const map = new SourceMapConsumer(
      JSON.parse(readFileSync(`${dist}/assets/${file}.map`, 'utf8')) as RawSourceMap,
    );
    const mappings: { line: number; column: number; source: string | null }[] = [];
    map.eachMapping((m) => {
      mappings.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source });
    });
    mappings.sort((a, b) => a.line - b.line || a.column - b.column);
    mappings.forEach((m, i) => {
      const next = mappings[i + 1];
      const end = next && next.line === m.line ? next.column : (lines[m.line - 1]?.length ?? m.column);
      const key = m.source ? owner(m.source) : '(chunk glue: imports, exports, unmapped)';
      bytes.set(key, (bytes.get(key) ?? 0) + end - m.column);
      mapped += end - m.column;
    });
  } catch {
    // A file without a map (the bundler's runtime helpers).
  }
  bytes.set(
    '(chunk glue: imports, exports, unmapped)',
    (bytes.get('(chunk glue: imports, exports, unmapped)') ?? 0) + code.length - mapped,
  );
  for (const [key, raw] of bytes) {
    const sum = into.get(key) ?? { raw: 0, gzip: 0 };
    into.set(key, { raw: sum.raw + raw, gzip: sum.gzip + (raw * gzip) / code.length });
  }
  return { raw: code.length, gzip };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
for (const [route, files] of Object.entries(await routeFiles())) {
  const owners = new Map<string, { raw: number; gzip: number }>();
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const size = attribute(file, owners);
    raw += size.raw;
    gzip += size.gzip;
  }
  console.log(`\n${route}: ${files.length} files, ${kb(raw)} raw, ${kb(gzip)} gzip -9 (sum per file)`);
  for (const [key, size] of [...owners].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, deep ? 60 : 25))
    console.log(`  ${kb(size.gzip).padStart(9)} gzip  ${kb(size.raw).padStart(9)} raw  ${key}`);
}
