/**
 * `npm run bench -- --web [posts...]` (issue 17 "The first screen", issue 11 "Performance"): the
 * first screen as a user meets it, in headless chromium on loopback against the mock serving the
 * built app. It builds nothing: run `npm run build -w web` first (it reads web/dist).
 *
 * Prints the median of 5 runs (each in a fresh browser context, so an empty HTTP cache) of:
 * - the JS of `/n/login` and of `/n/` signed in: decoded bytes, bytes on the wire (what the
 *   server sent, compressed or not) and the same files gzipped here at level 9 (the target's unit);
 * - the time from navigation start to the first screen drawn (the widget cards in the 1440 × 900
 *   window out of their loading state, their charts drawn) and to the last widget drawn (every
 *   card and chart of the page), on the default scenario, then on each `posts` count given
 *   (e.g. `--web 1000000`), generated through the control API with the admin token; the same two
 *   times again for a returning user (the third visit in the same browser, its caches warm).
 *
 * `npm run bench -- --web-soak [minutes]` (default 10): the leak check. One dashboard stays open
 * while the time range changes every few seconds (every widget refetches and redraws); prints the
 * JS heap after a forced GC at the start and at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium-launch.mjs';
import { mockServerArgs } from './server-node-args.mjs';
import { buildWeb } from './setup.mjs';

// BENCH_RUNS: more runs for a before/after on a busy machine (the median of 5 is the figure quoted).
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROOT = join(import.meta.dirname, '..');
// WEB_DIST: another build to measure (a copy of web/dist from another commit, for a before/after).
const WEB_DIST = process.env.WEB_DIST ?? join(ROOT, 'web/dist');
const ADMIN_TOKEN = 'bench-web-admin-token';
const NETWORK = (() => {
  const [latency, kbit] = (process.env.BENCH_NETWORK ?? '').split(',').map(Number);
  return latency >= 0 && kbit > 0 ? { latency, kbit } : null;
})();
const ADMIN = { email: 'admin@acme.test', password: 'Password1!' };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

interface Mock {
  base: string;
  child: ChildProcess;
}

/** The mock as `npm start` runs it (its own process, so its CPU and heap are not the browser's). */
async function startMock(): Promise<Mock> {
  const port = await freePort();
  const child = spawn(process.execPath, mockServerArgs(['--max-old-space-size=4096']), {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      MOCK_ADMIN_TOKEN: ADMIN_TOKEN,
      WEB_DIST,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the mock exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/docs/json`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the mock did not start within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stopMock(mock: Mock) {
  const exited = new Promise((r) => mock.child.once('exit', r));
  mock.child.kill('SIGTERM');
  await exited;
}

async function control(mock: Mock, path: string, body: object) {
  const res = await fetch(`${mock.base}/api/__mock/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mock-admin-token': ADMIN_TOKEN },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`__mock/${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The sl.* keys the app's client reads (as specs/e2e/support/sign-in.ts stores them). */
async function sessionEntries(mock: Mock): Promise<[string, string][]> {
  const res = await fetch(`${mock.base}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  const s = (await res.json()) as {
    account: { id: number };
    csrf_token: string;
    access_token: string;
    refresh_token: string;
  };
  return [
    ['sl.accessToken', s.access_token],
    ['sl.refreshToken', s.refresh_token],
    ['sl.csrfToken', s.csrf_token],
    ['sl.userId', String(s.account.id)],
  ];
}

async function signedInContext(browser: Browser, mock: Mock): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const entries = await sessionEntries(mock);
  await context.addInitScript(DRAWN_WATCHER);
  await context.addInitScript((pairs) => {
    const g = globalThis as unknown as {
      localStorage: { setItem(k: string, v: string): void };
      sessionStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void };
    };
    if (g.sessionStorage.getItem('bench.signedIn')) return;
    g.sessionStorage.setItem('bench.signedIn', '1');
    for (const [k, v] of pairs) g.localStorage.setItem(k, v);
  }, entries);
  return context;
}

interface JsBytes {
  files: number;
  decoded: number;
  wire: number;
  gzip: number;
}

/**
 * Every .js file the page loaded, from its Resource Timing: decoded size and body bytes on the
 * wire; then each file fetched again here (decoded) and gzipped at level 9. Read once the page
 * has settled, not during the load: Playwright fetching each response's body over CDP while the
 * page loads took the browser's and this process's CPU from the page being timed (issue 17,
 * decision record 013 twelfth step).
 */
const JS_IN_PAGE = `performance.getEntriesByType('resource')
  .filter((e) => new URL(e.name).pathname.endsWith('.js'))
  .map((e) => ({ url: e.name, decoded: e.decodedBodySize, wire: e.encodedBodySize }))`;

async function jsBytes(page: Page): Promise<JsBytes> {
  const entries = (await page.evaluate(JS_IN_PAGE)) as { url: string; decoded: number; wire: number }[];
  const files = [...new Map(entries.map((e) => [e.url, e])).values()];
  const gzipped = await Promise.all(
    files.map(
      async (f) => gzipSync(Buffer.from(await (await fetch(f.url)).arrayBuffer()), { level: 9 }).length,
    ),
  );
  return {
    files: files.length,
    decoded: files.reduce((sum, f) => sum + f.decoded, 0),
    wire: files.reduce((sum, f) => sum + f.wire, 0),
    gzip: gzipped.reduce((sum, g) => sum + g, 0),
  };
}

/** When the dashboard was drawn, in ms since navigation start (performance.now() in the page). */
interface Drawn {
  /** The first frame where every widget card on the screen (1440 × 900) is drawn. */
  firstScreen: number;
  /** The first frame where every widget card of the page is drawn. */
  all: number;
}

/**
 * Watches, in the page, for the first frame where every widget card has left its loading state
 * (widget-card.tsx: `section.widget[aria-busy]`, the `.widget__skeleton` placeholder) and every
 * chart in them has drawn its SVG, and keeps that frame's time with the first frame's where the
 * cards on the screen were (the charts below the fold are drawn after the screen has painted:
 * draw-turn.ts) in `benchDrawn`. `benchWatchDrawn()` starts watching again (the soak's redraws).
 *
 * Installed with the context's init script and read once it is there, not polled through
 * Playwright: `page.waitForFunction` injects Playwright's own script into the page when first
 * called, right after the navigation commits, and runs each frame's check through it, so its work
 * shared the page's main thread with the load being timed: a first visit +65 ms that way (pairs'
 * median of 16 alternated visits, slower in 13; a bare CDP pipe measures as this watcher does;
 * decision record 013, fourteenth step). A string: tsx names a script's functions with a `__name`
 * helper the page does not have.
 */
const DRAWN_WATCHER = `(() => {
  const watch = () => {
    globalThis.benchDrawn = undefined;
    let firstScreen;
    const frame = () => {
      const widgets = document.querySelectorAll('section.widget');
      let all = widgets.length > 0;
      let screen = all;
      let onScreen = 0;
      for (const w of widgets) {
        const drawn =
          w.getAttribute('aria-busy') !== 'true' &&
          !w.querySelector('.widget__skeleton') &&
          (!w.querySelector('figure.chart') || Boolean(w.querySelector('figure.chart svg')));
        const r = w.getBoundingClientRect();
        if (r.top < innerHeight && r.bottom > 0) {
          onScreen++;
          screen = screen && drawn;
        }
        all = all && drawn;
      }
      if (firstScreen === undefined && onScreen > 0 && screen) firstScreen = performance.now();
      if (all) globalThis.benchDrawn = { firstScreen, all: performance.now() };
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  globalThis.benchWatchDrawn = watch;
  watch();
})()`;

/** What DRAWN_WATCHER found, read every 50 ms (a value read from the page, nothing run in it). */
async function dashboardDrawn(page: Page, timeout: number): Promise<Drawn> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const drawn = (await page.evaluate('globalThis.benchDrawn ?? null')) as Drawn | null;
    if (drawn) return drawn;
    if (Date.now() > deadline) throw new Error(`the dashboard was not drawn within ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Where the time to "drawn" goes, from the page's Resource Timing (ms since navigation start):
 * when the entry chunk, the session check and the dashboard chunk arrived, when the first widget
 * request left and the last widget answer arrived, and when the chart chunk arrived. A waterfall
 * shows as a phase starting only after the one before it ended.
 */
interface Phases {
  entry: number;
  sessionCheck: number;
  dashboardChunk: number;
  firstWidgetRequest: number;
  lastWidgetAnswer: number;
  chartChunk: number;
}

const PHASE_LABELS: Record<keyof Phases, string> = {
  entry: 'entry chunk arrived',
  sessionCheck: 'session check answered',
  dashboardChunk: 'dashboard chunk arrived',
  firstWidgetRequest: 'first widget request sent',
  lastWidgetAnswer: 'last widget answer arrived',
  chartChunk: 'chart chunk arrived',
};

/**
 * Read in the page as a string: tsx names the functions of a script (esbuild's keepNames), and the
 * `__name` helper that adds does not exist in the page.
 */
const PHASES_IN_PAGE = `(() => {
  const entries = performance.getEntriesByType('resource');
  const path = (e) => new URL(e.name).pathname;
  const end = (re) => entries.find((e) => re.test(path(e)))?.responseEnd ?? NaN;
  const widgets = entries.filter((e) => path(e).startsWith('/api/v1/dashboard/'));
  return {
    entry: end(/^\\/n\\/assets\\/index-[\\w-]+\\.js$/),
    sessionCheck: end(/^\\/api\\/v1\\/accounts\\/\\d+$/),
    dashboardChunk: end(/^\\/n\\/assets\\/dashboard-[\\w-]+\\.js$/),
    firstWidgetRequest: Math.min(...widgets.map((e) => e.startTime)),
    lastWidgetAnswer: Math.max(...widgets.map((e) => e.responseEnd)),
    chartChunk: end(/^\\/n\\/assets\\/highcharts-chart-[\\w-]+\\.js$/),
  };
})()`;

const phases = (page: Page): Promise<Phases> => page.evaluate(PHASES_IN_PAGE) as Promise<Phases>;

interface Run {
  login: JsBytes;
  dashboard: JsBytes;
  drawn: Drawn;
  /** The same, on the third visit of the same browser (a returning user: the caches warm). */
  returning: Drawn;
  widgets: number;
  phases: Phases;
}

async function oneRun(browser: Browser, mock: Mock, timeout: number): Promise<Run> {
  const loginContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const loginPage = await loginContext.newPage();
  await loginPage.goto(`${mock.base}/n/login`);
  await loginPage.getByRole('button', { name: /sign in|log in/i }).waitFor();
  await loginPage.waitForLoadState('networkidle');
  const login = await jsBytes(loginPage);
  await loginContext.close();

  const context = await signedInContext(browser, mock);
  const page = await context.newPage();
  if (NETWORK) {
    // BENCH_NETWORK=latency_ms,kbit_s: the same load over a slower link than loopback (each
    // request waits the latency, each byte the bandwidth), as a user's network would.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const bytesPerSecond = (NETWORK.kbit * 1000) / 8;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: NETWORK.latency,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    });
  }
  await page.goto(`${mock.base}/n/`, { waitUntil: 'commit' });
  const drawn = await dashboardDrawn(page, timeout);
  const widgets = await page.locator('section.widget').count();
  const timing = await phases(page);
  await page.waitForLoadState('networkidle');
  const dashboard = await jsBytes(page);
  // A returning user's visit: the same dashboard opened again in the same browser, the third time
  // (the hashed files from the HTTP cache, `immutable`; Chrome keeps a script's compiled code from
  // its second load on and uses it from the third).
  await page.goto(`${mock.base}/n/`);
  await dashboardDrawn(page, timeout);
  await page.goto(`${mock.base}/n/`, { waitUntil: 'commit' });
  const returning = await dashboardDrawn(page, timeout);
  await context.close();
  return { login, dashboard, drawn, returning, widgets, phases: timing };
}

const medianBytes = (xs: JsBytes[]): JsBytes => ({
  files: median(xs.map((x) => x.files)),
  decoded: median(xs.map((x) => x.decoded)),
  wire: median(xs.map((x) => x.wire)),
  gzip: median(xs.map((x) => x.gzip)),
});

const bytesLine = (label: string, b: JsBytes, target: number) =>
  `  ${label.padEnd(22)} ${String(b.files).padStart(3)} files  decoded ${kb(b.decoded).padStart(10)}  on the wire ${kb(b.wire).padStart(10)}  gzip -9 ${kb(b.gzip).padStart(9)}  (target ≤ ${target} KB gzip)`;

async function benchScenario(browser: Browser, mock: Mock, label: string, timeout: number) {
  // One unmeasured visit warms the mock (JIT, first-call caches) as a running server would be.
  await oneRun(browser, mock, timeout);
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await oneRun(browser, mock, timeout));
  const link = NETWORK ? `a link of ${NETWORK.latency} ms and ${NETWORK.kbit} kbit/s` : 'loopback';
  console.log(`\n${label} (median of ${RUNS} runs, headless chromium, ${link})`);
  console.log(bytesLine('JS of /n/login', medianBytes(runs.map((r) => r.login)), 120));
  console.log(bytesLine('JS of /n/ signed in', medianBytes(runs.map((r) => r.dashboard)), 300));
  const figure = (label: string, ms: number[], what: string) =>
    console.log(
      `  ${label.padEnd(22)} ${median(ms).toFixed(0)} ms after navigation start (${what}; runs ${ms.map((d) => d.toFixed(0)).join(', ')} ms)`,
    );
  /** The two drawn times of one kind of visit (`pick`), under `indent`. */
  const drawnFigures = (indent: string, pick: (r: Run) => Drawn, screen: string, all: string) => {
    figure(
      `${indent}first screen drawn`,
      runs.map((r) => pick(r).firstScreen),
      screen,
    );
    figure(
      `${indent}dashboard drawn`,
      runs.map((r) => pick(r).all),
      all,
    );
  };
  drawnFigures(
    '',
    (r) => r.drawn,
    'the widgets in a 1440 × 900 window',
    `all ${median(runs.map((r) => r.widgets))} widgets`,
  );
  console.log('  a returning visit (the third in the same browser: HTTP cache and compiled code warm)');
  drawnFigures('  ', (r) => r.returning, 'the same window', 'every widget');
  for (const key of Object.keys(PHASE_LABELS) as (keyof Phases)[]) {
    console.log(
      `    ${PHASE_LABELS[key].padEnd(28)} ${median(runs.map((r) => r.phases[key]))
        .toFixed(0)
        .padStart(6)} ms`,
    );
  }
}

async function heapAfterGc(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

async function soak(browser: Browser, mock: Mock, minutes: number) {
  const context = await signedInContext(browser, mock);
  const page = await context.newPage();
  await page.goto(`${mock.base}/n/`);
  await dashboardDrawn(page, 60_000);
  // On screen: chart containers in the page. Live: Highcharts' own list of charts not destroyed
  // (`charts` keeps a hole for each destroyed one; its UMD build puts itself on window as
  // `_Highcharts`); more live than on screen means charts left undestroyed by a re-render.
  const charts = async () => {
    const onScreen = await page.locator('.highcharts-container').count();
    const live = await page.evaluate(
      () =>
        (globalThis as { _Highcharts?: { charts: unknown[] } })._Highcharts?.charts.filter(Boolean).length ??
        -1,
    );
    return `${onScreen} charts on screen, ${live} live Highcharts instances`;
  };
  const start = await heapAfterGc(page);
  console.log(`\nSoak: ${minutes} min with the dashboard open, the time range changed every 5 s`);
  console.log(`  start  heap after GC ${kb(start)}  (${await charts()})`);
  const ranges = ['Last 7 days', 'Last 30 days', 'Last 14 days', 'Last 90 days'];
  const until = Date.now() + minutes * 60_000;
  let changes = 0;
  let warm = 0;
  // A sample a minute: a leak climbs to the end; entries the query cache drops after its gcTime
  // (5 min by default; each minute's ranges are new keys, resolve-time-range.ts) level off.
  let nextSample = Date.now() + 60_000;
  while (Date.now() < until) {
    if (Date.now() >= nextSample) {
      nextSample += 60_000;
      const minute = Math.round((Date.now() - (until - minutes * 60_000)) / 60_000);
      console.log(
        `  min ${String(minute).padStart(2)} heap after GC ${kb(await heapAfterGc(page))}  (${await charts()})`,
      );
    }
    await page.getByRole('button', { name: /Time range/ }).click();
    await page.getByRole('option', { name: ranges[changes % ranges.length], exact: true }).click();
    await page.evaluate('globalThis.benchWatchDrawn()');
    changes++;
    // Generous: on a machine shared with test runs one redraw can take far longer than usual.
    await dashboardDrawn(page, 180_000);
    if (changes === ranges.length) {
      // Every range has been shown once: the query cache now holds what it will keep holding.
      warm = await heapAfterGc(page);
      console.log(
        `  warm   heap after GC ${kb(warm)}  (each of the ${ranges.length} ranges shown once; ${await charts()})`,
      );
    }
    await page.waitForTimeout(5_000);
  }
  const end = await heapAfterGc(page);
  console.log(`  end    heap after GC ${kb(end)}  (${await charts()}, ${changes} time-range changes)`);
  console.log(
    `  growth ${kb(end - start)} since the start (${(((end - start) / start) * 100).toFixed(1)} %)`,
  );
  if (warm) console.log(`  growth ${kb(end - warm)} since warm (the leak check: about 0 when nothing leaks)`);
  await context.close();
}

/**
 * `buildIfMissing`: the full `npm run bench` builds web/dist when it is not there; `--web` alone
 * builds nothing (it measures the build there is, or WEB_DIST's).
 */
export async function benchWeb(options: {
  posts: readonly number[];
  soakMinutes?: number;
  buildIfMissing?: boolean;
}) {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    if (!options.buildIfMissing || process.env.WEB_DIST) {
      console.error('bench --web reads the built app: run `npm run build -w web` first.');
      process.exit(1);
    }
    buildWeb({ localOnly: true });
  }
  const browser = await chromium.launch(chromiumLaunchOptions());
  const mock = await startMock();
  try {
    if (options.soakMinutes !== undefined) {
      await soak(browser, mock, options.soakMinutes);
      return;
    }
    await benchScenario(browser, mock, 'Default scenario', 30_000);
    for (const posts of options.posts) {
      const t0 = performance.now();
      await control(mock, 'generate', { statuses: posts, days: 90 });
      console.log(`\n(generated ${posts} posts in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
      await benchScenario(browser, mock, `${posts} posts`, 120_000);
    }
  } finally {
    await browser.close();
    await stopMock(mock);
  }
}
