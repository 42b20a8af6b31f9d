/**
 * issue 3, DESIGN §2: the web app and slcli reach the API only through createApiClient. This
 * guard reads web/src and cli/src and fails on any other way out to the network: a call of fetch,
 * XMLHttpRequest, sendBeacon, EventSource, WebSocket or an HTTP library, and on a reference to the
 * global fetch outside the files that hand it to the client.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const SCANNED = ['web/src', 'cli/src'];

/** The files that give the client its fetch: the one place each app touches the global. */
const CLIENT_CONSTRUCTION = new Set([
  'web/src/lib/api-client.ts',
  'cli/src/lib/client.ts',
  'cli/src/lib/io.ts',
]);

/** Tests and the CLI's test harness build fake fetches; they never reach a server. */
const isTestCode = (path: string) => /\.test\.tsx?$/.test(path) || path.startsWith('cli/src/testing/');

const FORBIDDEN_EVERYWHERE: readonly [RegExp, string][] = [
  [/(^|[^\w$.])fetch\s*\(/, 'calls fetch'],
  [/\b(globalThis|window|self)\.fetch\s*\(/, 'calls the global fetch'],
  [/\bXMLHttpRequest\b/, 'uses XMLHttpRequest'],
  [/\bsendBeacon\s*\(/, 'uses navigator.sendBeacon'],
  [/\bnew\s+(EventSource|WebSocket)\b/, 'opens a connection of its own'],
  [/from\s+['"](axios|ky|got|node-fetch|undici|superagent)['"]/, 'imports an HTTP library'],
];
/** Passing the global fetch around is how a second client would start. */
const GLOBAL_FETCH_REFERENCE = /(?<!typeof\s+)\b(globalThis|window|self)\.fetch\b/;

function offendingLines(path: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    const code = line.trim();
    if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) return;
    const reasons = FORBIDDEN_EVERYWHERE.filter(([re]) => re.test(line)).map(([, why]) => why);
    if (!CLIENT_CONSTRUCTION.has(path) && GLOBAL_FETCH_REFERENCE.test(line)) {
      reasons.push('references the global fetch');
    }
    if (CLIENT_CONSTRUCTION.has(path)) {
      // The construction files may hand the global to the client, not call it for themselves.
      const onlyHandsOver = /fetch:\s*\(input, init\) => globalThis\.fetch\(input, init\)/.test(line);
      if (onlyHandsOver) reasons.splice(0, reasons.length);
    }
    if (reasons.length > 0) found.push(`${path}:${index + 1}: ${[...new Set(reasons)].join(', ')}: ${code}`);
  });
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|js|mjs|jsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('issue 3: the web app and slcli use only the contract client', () => {
  it('no file in web/src or cli/src reaches the network except through createApiClient', () => {
    const files = SCANNED.flatMap(sourceFiles).filter((p) => !isTestCode(p));
    expect(files.length).toBeGreaterThan(10);
    const offences = files.flatMap((p) => offendingLines(p, readFileSync(join(repoRoot, p), 'utf8')));
    expect(offences, `Go through createApiClient instead:\n${offences.join('\n')}\n`).toEqual([]);
  });

  it('the guard catches each way out and lets the client construction through', () => {
    const feature = 'web/src/features/x/get-x.ts';
    expect(offendingLines(feature, "const r = await fetch('/api/v1/x');")).toHaveLength(1);
    expect(offendingLines(feature, 'await window.fetch(url)')).toHaveLength(1);
    expect(offendingLines(feature, 'const f = globalThis.fetch;')).toHaveLength(1);
    expect(offendingLines(feature, 'const xhr = new XMLHttpRequest();')).toHaveLength(1);
    expect(offendingLines(feature, "import axios from 'axios';")).toHaveLength(1);
    expect(offendingLines(feature, "new EventSource('/api/stream')")).toHaveLength(1);
    expect(offendingLines(feature, 'void query.refetch();')).toEqual([]);
    expect(offendingLines(feature, 'type F = typeof globalThis.fetch;')).toEqual([]);
    expect(offendingLines(feature, '// the client is the only caller of fetch()')).toEqual([]);
    expect(
      offendingLines('web/src/lib/api-client.ts', '  fetch: (input, init) => globalThis.fetch(input, init),'),
    ).toEqual([]);
    expect(
      offendingLines('cli/src/lib/io.ts', 'fetch: io.fetch ?? globalThis.fetch.bind(globalThis),'),
    ).toEqual([]);
    expect(offendingLines('cli/src/lib/io.ts', 'await fetch(url)')).toHaveLength(1);
    expect(offendingLines('cli/src/commands/seed.ts', 'fetch(u)')).toHaveLength(1);
  });
});
