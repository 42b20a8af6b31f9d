/**
 * Every vitest project of the repo. DESIGN §3: a plain `vitest run` no longer reads this file,
 * so it is an ordinary config and is always passed with --config.
 */
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest runs `cores - 1` test files at once by default: one at a time on the 2-core machines
    // `npm test` runs on, with the second core mostly idle. Two at a time took the vitest step from
    // 494 s to 334 s there (decision record 023); on larger machines this is Vitest's default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'api-contract', root: './api-contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'fixtures', root: './fixtures', include: ['src/**/*.test.ts'] } },
      { test: { name: 'api-mock', root: './api-mock', include: ['src/**/*.test.ts'] } },
      { test: { name: 'cli', root: './cli', include: ['src/**/*.test.ts'] } },
      { test: { name: 'scripts', root: './scripts', include: ['*.test.mjs'] } },
      './web/vite.config.ts',
      {
        test: {
          name: 'specs-api',
          root: './specs',
          include: ['api/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'specs-cli',
          root: './specs',
          include: ['cli/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
