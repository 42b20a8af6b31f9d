#!/usr/bin/env node
/**
 * `npm test`: install on first run (dependencies; Chromium via apt as root, or CHROMIUM_PATH),
 * then lint, typecheck, every vitest project, the web build and the Playwright specs.
 * Stops at the first failing step and says which.
 */
import { buildWeb, ensureChromium, ensureDependencies, mustRun } from './setup.mjs';

ensureDependencies();
const chromium = ensureChromium();
const env = { ...process.env, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) };
const started = Date.now();
const step = (title, cmd, args) => {
  const t = Date.now();
  console.error(`\n━━ ${title}`);
  mustRun(cmd, args, { env });
  console.error(`✔ ${title} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
};

step('lint', 'npx', ['biome', 'check', '.']);
step('import boundaries', 'node', ['scripts/check-boundaries.mjs']);
step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
step('unit and API specs (vitest)', 'npx', ['vitest', 'run', '--config', 'vitest.workspace.ts']);
buildWeb();
step('end-to-end specs (Playwright)', 'npx', ['playwright', 'test']);
console.error(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
