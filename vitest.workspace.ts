/**
 * Every vitest project of the repo. DESIGN §3: a plain `vitest run` no longer reads this file,
 * so it is an ordinary config and is always passed with --config.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
