/**
 * Vite serves and builds the app under /n/ (spec 01 §7: the public path) and proxies the API
 * and the legacy host paths to the mock in development. The `test` block makes this file the
 * `web` project of the root vitest.workspace.ts.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { englishStrings } from './build/english-strings.ts';
import { preloadApp } from './build/preload-app.ts';
import {
  ENDPOINT_MODULE,
  markSchemasPure,
  SCHEMA_MODULE,
  stripEndpointSchemas,
} from './build/strip-endpoint-schemas.ts';

const mockUrl = process.env.MOCK_URL ?? 'http://localhost:4000';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;

/**
 * Decision record 013: every text file of the build gets a `.br` and a `.gz` sibling at maximum
 * level, so the server picks one by Accept-Encoding without compressing per request (the mock's
 * @fastify/static `preCompressed`). A sibling is written only when it is smaller.
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'sl:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // A failed build writes nothing: let its own error be the one reported.
      if (!existsSync(outDir)) return;
      // Compressed on libuv's thread pool, in parallel: brotli's top level is slow on one thread.
      const files = walk(outDir).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const raw = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzipAsync(raw, { level: 9 }),
          ]);
          if (br.length < raw.length) await writeFile(`${file}.br`, br);
          if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * Decision record 013: the production build's endpoint entries carry no zod schema, and a schema
 * no screen reads is dropped with its module's unused constants (see the module).
 */
function endpointsWithoutSchemas(): Plugin {
  return {
    name: 'sl:endpoints-without-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!SCHEMA_MODULE.test(file)) return null;
      const stripped = ENDPOINT_MODULE.test(file) ? stripEndpointSchemas(code, file) : code;
      return { code: markSchemasPure(stripped, file), map: null };
    },
  };
}

/** The wrappers of components/ui that the signed-in first paint draws (decision record 013). */
const FIRST_PAINT_CONTROLS =
  /[\\/]src[\\/]components[\\/]ui[\\/](button|link|icon|class-names|deferred|select|multi-select|popover|menu|modal|confirmation-modal|toast|switch|segmented-control|pager|network-icon)\.tsx?$/;

export default defineConfig({
  root: import.meta.dirname,
  base: '/n/',
  plugins: [
    endpointsWithoutSchemas(),
    englishStrings(),
    react(),
    preloadApp(/\/src\/app\/mount\.tsx$/),
    precompress(),
  ],
  build: {
    rolldownOptions: {
      output: {
        // Decision record 013, fourth pass: fewer, larger files. Each file costs a request on
        // HTTP/1.1's six connections and compresses on its own; the automatic split made ~60 files
        // for the dashboard, many of a few hundred bytes.
        codeSplitting: {
          groups: [
            // `react` alone: the entry's session store (lib/session.ts) imports it, and the entry
            // must not wait for react-dom to run.
            // Vite's preload helper goes with it: the entry uses it, and as a file of its own (once
            // several lazy chunks use it) it queued the app's chunk behind one more request.
            {
              name: 'react',
              test: (id) => /node_modules[\\/]react[\\/]/.test(id) || id.includes('vite/preload-helper'),
              priority: 3,
            },
            // Issue 17 (decision record 013, ninth step): the contract's lists of values (networks,
            // page sizes, time ranges, widget ids) alone. A network icon imports them, and in the
            // controls' group they took the dashboard's read-ahead (prefetch-dashboard.ts) along:
            // its reads waited for react-aria and react-dom to arrive and run.
            {
              name: 'values',
              test: /[\\/]api-contract[\\/]src[\\/]schemas[\\/]common-values\.ts$/,
              priority: 4,
            },
            // What every screen renders with.
            {
              name: 'framework',
              test: /node_modules[\\/](react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              priority: 2,
            },
            // Decision record 013, fifth pass: TanStack Query is loaded whole by every signed-in
            // screen (the provider, queries and mutations); the automatic split made 9 files of it.
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
              priority: 1,
            },
            // Decision record 013, fifth pass: the controls the shell and the dashboard draw at
            // first, with what they import (react-aria's press, focus and hover handling, its
            // buttons, links, switches and toggle groups): one file instead of ~30. Only wrappers
            // that import no overlay (those are fetched on first use, deferred.tsx), and none the
            // entry, the app's chunk or the login screen import, nor any that imports one of them
            // (spinner-modal: a group takes its modules' imports along, and the spinner is the app's).
            { name: 'controls', test: FIRST_PAINT_CONTROLS, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: mockUrl, changeOrigin: true },
      // spec 01 §7: the legacy token and logout calls live on the host base, outside /api.
      '/accounts': { target: mockUrl, changeOrigin: true },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    unstubGlobals: true,
  },
});
