/**
 * The one API client instance of the app (spec 01 §4, §7). Components and features reach the
 * server only through `apiClient.call(endpoint, ...)`, inside query-options factories and mutations.
 */
import { createApiClient, type SessionEvent } from '@sl/api-contract/client';
import { env } from '#/config/env.ts';
import { loginPath, SHARED_LINK_CODE, toRouterPath } from '#/config/paths.ts';
import { navigate } from './navigation.ts';
import { currentUser } from './session.ts';
import { storage } from './storage.ts';

/** spec 01 §7: the Shared-Link-Code header follows the code in the page URL. */
export const readSharedLinkCode = (): string | null =>
  new URLSearchParams(window.location.search).get(SHARED_LINK_CODE) || null;

export function handleSessionChange(event: SessionEvent): void {
  switch (event.type) {
    case 'signed-out':
      // spec 01 §4, §8: recovery failed; the client has already cleared the product's keys.
      currentUser.set(null);
      // Loaded on demand: the entry sends the session check with this client before the query
      // client exists (decision record 013, fourth pass); if nothing loaded it, nothing is cached.
      void import('./query-client.ts').then(({ queryClient }) => queryClient.clear());
      navigate(loginPath(toRouterPath(window.location)), { replace: true });
      return;
    case 'reload-required':
      // spec 01 §4: the host session belongs to another user now.
      window.location.reload();
      return;
    default:
      return;
  }
}

export const apiClient = createApiClient({
  baseUrl: env.apiUrl,
  hostBaseUrl: env.hostUrl,
  // Late-bound so a test can stub the global; the client is the only caller of fetch.
  fetch: (input, init) => globalThis.fetch(input, init),
  storage,
  onSessionChange: handleSessionChange,
  sharedLinkCode: readSharedLinkCode,
});
