/**
 * End-to-end specs (DESIGN §5): specs/e2e/**\/*.e2e.ts in Debian's chromium (DESIGN §3: Playwright
 * cannot download its own browser here) against the mock serving the built app.
 *
 * Every worker starts a mock of its own (the `mock` fixture of specs/e2e/support/test.ts, on a
 * port the system picks), so files run side by side without sharing data (decision record 023).
 * Three projects differ in what their mock serves: the app built for `local` (web/dist); the
 * same app built for `prod` (web/dist-prod, `npm run build -w web` makes both) for the prod
 * menus and exclusions (spec 01 §2); and the local app with a 4-second access token, so the
 * refresh of spec 01 §4 runs for real.
 */
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium-launch.mjs';
import type { MockWorkerOptions } from './specs/e2e/support/test.ts';

export default defineConfig<unknown, MockWorkerOptions>({
  testDir: './specs/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  // Two cores: two workers, each with its own mock, measured fastest (decision record 023).
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // The signed-in landing page is the whole dashboard (15 reads and their charts): on a busy
  // 2-core machine a navigation away from it can take longer than Playwright's 5 s default.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    {
      name: 'local',
      testIgnore: ['**/*.prod.e2e.ts', '**/*.short-token.e2e.ts'],
    },
    {
      name: 'prod',
      testMatch: '**/*.prod.e2e.ts',
      use: { mockEnv: { WEB_DIST: path.resolve(import.meta.dirname, 'web/dist-prod') } },
    },
    {
      name: 'short-token',
      testMatch: '**/*.short-token.e2e.ts',
      use: { mockEnv: { ACCESS_TOKEN_TTL_SECONDS: '4' } },
    },
  ],
});
