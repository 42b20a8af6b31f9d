#!/usr/bin/env node
/**
 * First-run set-up shared by `npm start` and `npm test`. Plain Node with no dependencies, since
 * it runs before anything is installed:
 *  - installs dependencies when node_modules is missing or older than package-lock.json;
 *  - (for tests) finds a Chromium: CHROMIUM_PATH, then Debian's /usr/bin/chromium, installing it
 *    with apt-get when running as root; else Playwright's own browser where it can be downloaded.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(cmd, args, options = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  if (res.error) throw res.error;
  return res.status ?? 1;
}

export function mustRun(cmd, args, options) {
  const status = run(cmd, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

const mtime = (p) => (existsSync(p) ? statSync(p).mtimeMs : 0);

export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (
    existsSync(marker) &&
    mtime(marker) >= mtime(lock) &&
    existsSync(path.join(root, 'node_modules', '.bin', 'slcli'))
  )
    return;
  console.error('• Installing dependencies (first run)…');
  mustRun(
    'npm',
    existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'],
  );
}

/** Returns the Chromium executable Playwright should launch, or undefined for its own browser. */
export function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.error('• Installing Debian chromium (first run)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    mustRun('apt-get', ['update', '-qq'], { env });
    mustRun('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], { env });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error('• No system Chromium: trying Playwright’s own browser download.');
  mustRun('npx', ['playwright', 'install', 'chromium']);
  return undefined;
}

/**
 * `npm test` needs both builds (the e2e `prod` project serves web/dist-prod); `npm start` serves
 * only web/dist, so it builds that one alone (`{ localOnly: true }`).
 */
export function buildWeb({ localOnly = false } = {}) {
  console.error('• Building the web app…');
  mustRun('npm', ['run', localOnly ? 'build:local' : 'build', '-w', 'web', '--silent']);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  ensureDependencies();
  if (process.argv.includes('--chromium')) console.log(ensureChromium() ?? 'playwright');
}
