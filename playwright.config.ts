/**
 * End-to-end specs (DESIGN §5): specs/e2e/**\/*.e2e.ts in Debian's chromium (DESIGN §3: Playwright
 * cannot download its own browser here) against the mock serving the built app.
 *
 * Three servers, three projects: the app built for `local` (web/dist) on E2E_PORT; the same app
 * built for `prod` (web/dist-prod, `npm run build -w web` makes both) on E2E_PORT + 1 for the
 * prod menus and exclusions (spec 01 §2); and the local app with a 4-second access token on
 * E2E_PORT + 2, so the refresh of spec 01 §4 runs for real.
 */
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const prodPort = port + 1;
const shortTokenPort = port + 2;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const mock = (listen: number, extra: Record<string, string> = {}) => ({
  command: 'node --import tsx api-mock/src/server.ts',
  url: `http://localhost:${listen}/api/docs/json`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: { PORT: String(listen), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...extra },
});

export default defineConfig({
  testDir: './specs/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
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
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'local',
      testIgnore: ['**/*.prod.e2e.ts', '**/*.short-token.e2e.ts'],
      use: { baseURL: `http://localhost:${port}/n/` },
    },
    { name: 'prod', testMatch: '**/*.prod.e2e.ts', use: { baseURL: `http://localhost:${prodPort}/n/` } },
    {
      name: 'short-token',
      testMatch: '**/*.short-token.e2e.ts',
      use: { baseURL: `http://localhost:${shortTokenPort}/n/` },
    },
  ],
  webServer: [
    mock(port),
    mock(prodPort, { WEB_DIST: path.resolve(import.meta.dirname, 'web/dist-prod') }),
    mock(shortTokenPort, { ACCESS_TOKEN_TTL_SECONDS: '4' }),
  ],
});
