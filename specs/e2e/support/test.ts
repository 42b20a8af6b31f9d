/**
 * The e2e `test` of every journey: fails a test on any console error or uncaught page error
 * (no console errors on any screen), and resets the mock before each test. A test that provokes
 * an error response on purpose names the console line it expects with `expectedConsoleErrors`
 * (the browser logs every 4xx as "Failed to load resource"). A CSP violation always fails.
 */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ expectedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
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
