/**
 * Moving between screens inside the running app, as its links do, instead of loading the page
 * again: a whole-app scan then pays for the app's start (scripts, session restore, the shell's
 * reads) once rather than per route (decision record 023).
 */
import type { Page, Request } from '@playwright/test';

/** Requests in flight per page, counted from the moment the page is first watched. */
const watched = new WeakMap<Page, { inFlight: Set<Request>; lastChange: number }>();

function watch(page: Page) {
  const known = watched.get(page);
  if (known) return known;
  const s = { inFlight: new Set<Request>(), lastChange: Date.now() };
  page.on('request', (r) => {
    s.inFlight.add(r);
    s.lastChange = Date.now();
  });
  const done = (r: Request) => {
    // A request that began before the page was watched is not counted either way.
    if (s.inFlight.delete(r)) s.lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  watched.set(page, s);
  return s;
}

/**
 * Waits until no request has been in flight for `quietMs`: the screen's code chunk and its reads
 * have arrived. Playwright's 'networkidle' load state cannot say this after a client-side
 * navigation: it belongs to the document, which reached it long before.
 */
export async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 20_000) {
  const s = watch(page);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (s.inFlight.size === 0 && Date.now() - s.lastChange >= quietMs) return;
    if (Date.now() > deadline)
      throw new Error(
        `still in flight after ${timeoutMs} ms: ${[...s.inFlight].map((r) => r.url()).join(', ')}`,
      );
    await page.waitForTimeout(50);
  }
}

/**
 * Opens `route` (a router path such as '/settings/users', with its query) in the running app the
 * way a link does: the URL is pushed and the router told, so its guards and lazy screen run as on
 * a click. The page must already show the app (a first `page.goto`). Waits for the network to
 * settle.
 */
export async function openInApp(page: Page, route: string) {
  const s = watch(page);
  s.lastChange = Date.now();
  await page.evaluate((url) => {
    const g = globalThis as unknown as {
      history: { pushState(state: unknown, title: string, url: string): void };
      dispatchEvent(event: unknown): void;
      PopStateEvent: new (type: string) => unknown;
    };
    g.history.pushState(null, '', url);
    // react-router's browser history listens for popstate and then reads the location.
    g.dispatchEvent(new g.PopStateEvent('popstate'));
  }, `/n${route}`);
  await networkQuiet(page);
}
