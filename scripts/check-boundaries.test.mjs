/**
 * issue 10 item 8: each boundary rule fails on a deliberate violation. The fixture tree under
 * scripts/fixtures/boundaries is shaped like the repo; every file there says which rule it breaks
 * or that it is allowed, and this test pins the exact offences, so a rule that stops firing, or
 * one that fires on an allowed import, fails here.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkBoundaries, checkFile, SCANNED } from './check-boundaries.mjs';

const fixtureRoot = fileURLToPath(new URL('./fixtures/boundaries/', import.meta.url));
const repoRoot = fileURLToPath(new URL('../', import.meta.url));

/** `path:line rule` of each offence, which is what the fixtures promise. */
const summarise = (offences) => offences.map((o) => o.replace(/^([^:]+:\d+): ([a-z-]+):.*$/, '$1 $2')).sort();

describe('issue 10 item 8: the import boundaries are enforced by npm run lint', () => {
  it('the repository itself has no offences', () => {
    const { files, offences } = checkBoundaries(repoRoot);
    expect(files).toBeGreaterThan(100);
    expect(offences).toEqual([]);
  });

  it('each rule fires on its deliberate violation and on nothing else', () => {
    const { files, offences } = checkBoundaries(fixtureRoot, SCANNED);
    expect(files).toBe(10);
    expect(summarise(offences)).toEqual(
      [
        'cli/src/commands/seed.ts:2 imports-api-mock',
        'cli/src/commands/seed.ts:5 network-outside-client',
        'web/src/features/inbox/api/get-inbox.test.ts:2 imports-api-mock',
        'web/src/features/inbox/api/get-inbox.ts:2 network-outside-client',
        'web/src/features/inbox/api/get-inbox.ts:3 network-outside-client',
        'web/src/features/inbox/api/get-inbox.ts:4 feature-imports-feature',
        'web/src/features/inbox/components/inbox.tsx:2 feature-imports-feature',
        'web/src/features/inbox/components/inbox.tsx:3 feature-imports-feature',
        'web/src/features/inbox/components/inbox.tsx:4 react-aria-outside-ui',
        'web/src/features/inbox/components/inbox.tsx:5 highcharts-outside-charts',
        'web/src/lib/api-client.ts:6 network-outside-client',
        'web/src/lib/open-stream.ts:2 imports-api-mock',
        'web/src/lib/open-stream.ts:3 network-outside-client',
        'web/src/lib/open-stream.ts:4 network-outside-client',
      ].sort(),
    );
  });

  it('the network rule catches each way out and lets the client construction through', () => {
    const feature = 'web/src/features/x/get-x.ts';
    const count = (path, line) => checkFile(path, line).length;
    expect(count(feature, "const r = await fetch('/api/v1/x');")).toBe(1);
    expect(count(feature, 'const f = globalThis.fetch;')).toBe(1);
    expect(count(feature, 'const xhr = new XMLHttpRequest();')).toBe(1);
    expect(count(feature, 'navigator.sendBeacon(url, body);')).toBe(1);
    expect(count(feature, "const ws = new WebSocket('ws://x');")).toBe(1);
    expect(count(feature, "import ky from 'ky';")).toBe(1);
    expect(count(feature, 'type F = typeof globalThis.fetch;')).toBe(0);
    expect(count(feature, '// the client is the only caller of fetch()')).toBe(0);
    expect(count('cli/src/lib/io.ts', 'fetch: io.fetch ?? globalThis.fetch.bind(globalThis),')).toBe(0);
    expect(count('cli/src/lib/io.ts', 'await fetch(url)')).toBe(1);
    expect(count('web/src/features/x/get-x.test.ts', 'await fetch(url)')).toBe(0);
  });

  it('highcharts-react-official and subpath imports count as the library', () => {
    const widget = 'web/src/features/dashboard/widgets/x/x-widget.tsx';
    expect(checkFile(widget, "import HighchartsReact from 'highcharts-react-official';")).toHaveLength(1);
    expect(checkFile(widget, "import 'highcharts/modules/exporting';")).toHaveLength(1);
    expect(checkFile(widget, "import { Chart } from '#/components/charts/chart.tsx';")).toEqual([]);
    expect(checkFile('web/src/app/x.tsx', "export { Button } from 'react-aria-components';")).toHaveLength(1);
  });
});
