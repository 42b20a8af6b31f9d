/** Ways into the app for specs that are not about signing in: the UI, or a session made over HTTP. */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Actor } from './actors.ts';
import { LoginPage } from './login-page.ts';

export async function signInThroughUi(page: Page, actor: Actor, path = './') {
  await page.goto(`./login?redirectFrom=${encodeURIComponent(path.replace(/^\./, ''))}`);
  await new LoginPage(page).signIn(actor);
  await page.getByRole('button', { name: /^Account menu for / }).waitFor();
}

export interface WireSession {
  account: { id: number };
  csrf_token: string;
  access_token: string;
  refresh_token: string;
}

/** POST /api/v1/session as the actor. */
export async function createSession(request: APIRequestContext, actor: Actor): Promise<WireSession> {
  const res = await request.post('/api/v1/session', {
    data: { email: actor.email, password: actor.password },
  });
  if (!res.ok()) throw new Error(`sign-in of ${actor.email} failed: ${res.status()}`);
  return (await res.json()) as WireSession;
}

const sessionEntries = (session: WireSession): [string, string][] => [
  ['sl.accessToken', session.access_token],
  ['sl.refreshToken', session.refresh_token],
  ['sl.csrfToken', session.csrf_token],
  ['sl.userId', String(session.account.id)],
];

/** Puts a session where the app's client keeps it (the sl.* keys of @sl/api-contract/client/storage). */
export async function storeSessionInPage(page: Page, session: WireSession) {
  const entries = sessionEntries(session);
  // specs compile without the DOM library; the function runs in the page.
  await page.evaluate((pairs) => {
    const store = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
      .localStorage;
    for (const [k, v] of pairs) store.setItem(k, v);
  }, entries);
}

/**
 * Signs in over HTTP and opens `path` with the session in place: for specs that are not about the
 * login screen (the form is covered by sign-in-journey). The tokens are written before the app's
 * first script runs, once per tab (a later reload must keep the tokens the app has rotated since).
 */
export async function signInOverApi(page: Page, request: APIRequestContext, actor: Actor, path = './') {
  const session = await createSession(request, actor);
  await page.addInitScript((pairs) => {
    const g = globalThis as unknown as {
      localStorage: { setItem(k: string, v: string): void };
      sessionStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void };
    };
    // Only the app's own document: a sandboxed frame (a mail preview) has no storage to write.
    if ((g as unknown as { top: unknown }).top !== g) return;
    if (g.sessionStorage.getItem('e2e.signedIn')) return;
    g.sessionStorage.setItem('e2e.signedIn', '1');
    for (const [k, v] of pairs) g.localStorage.setItem(k, v);
  }, sessionEntries(session));
  await page.goto(path);
  await page.getByRole('button', { name: /^Account menu for / }).waitFor();
  return session;
}
