/**
 * The e2e `test` of every journey: fails a test on any console error or uncaught page error
 * (no console errors on any screen), and resets the mock before each test. A test that provokes
 * an error response on purpose names the console line it expects with `expectedConsoleErrors`
 * (the browser logs every 4xx as "Failed to load resource"). A CSP violation always fails.
 *
 * Each Playwright worker has a mock of its own (decision record 023): the `mock` worker fixture
 * starts `api-mock/src/server.ts` serving the built app, and `baseURL` points the test's page,
 * request and new contexts at it. Workers then run files side by side without sharing data:
 * one worker's reset or fault rule never lands in another's test.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Start-up of one mock: tsx compiling the server, then the default scenario generated. */
const START_TIMEOUT_MS = 90_000;

export interface MockWorkerOptions {
  /** What this project's mock differs in (playwright.config.ts): the prod build, short tokens. */
  mockEnv: Record<string, string>;
}

interface MockServer {
  /** e.g. http://localhost:39123 */
  origin: string;
}

/**
 * Starts the mock on a port the system picks (PORT=0: nothing to allocate between workers, or
 * between engineers running suites side by side) and reads the port from its first line
 * ("Loading … at http://localhost:N …"); then waits until the data is loaded (the docs answer
 * 503 until then, plugins/loading-gate.ts).
 */
async function startMock(extraEnv: Record<string, string>): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api-mock/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`mock did not start in ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/ at (http:\/\/[^\s/]+)/);
      if (!m) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      // Keep draining stdout so the mock never blocks on a full pipe.
      child.stdout?.resume();
      resolve(m[1]);
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`mock exited (${code}) before listening:\n${out}`));
    });
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const res = await fetch(`${origin}/api/docs/json`).catch(() => null);
    if (res?.ok) break;
    if (Date.now() > deadline) throw new Error(`mock at ${origin} not ready in ${START_TIMEOUT_MS} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, origin };
}

async function stopMock(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

export const test = base.extend<
  { expectedConsoleErrors: RegExp[]; consoleErrors: string[] },
  MockWorkerOptions & { mock: MockServer }
>({
  mockEnv: [{}, { option: true, scope: 'worker' }],
  mock: [
    async ({ mockEnv }, use) => {
      const { child, origin } = await startMock(mockEnv);
      // A worker that dies without its teardown must not leave its mock behind.
      const kill = () => child.kill('SIGKILL');
      process.once('exit', kill);
      await use({ origin });
      process.off('exit', kill);
      await stopMock(child);
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS + 10_000 },
  ],
  baseURL: async ({ mock }, use) => use(`${mock.origin}/n/`),
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, request, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        // issue 16 #8: the app must pass its CSP (helmet, api-mock plugins/security-headers.ts)
        // on every screen of the run: a violation is never an expected error.
        const cspViolation = /Content Security Policy/i.test(text);
        if (cspViolation || !expectedConsoleErrors.some((re) => re.test(text))) errors.push(text);
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      const reset = await request.post('/api/__mock/reset', { data: {} });
      expect(reset.ok()).toBe(true);
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
