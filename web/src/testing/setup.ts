/**
 * Vitest runs without globals, so Testing Library cannot register its own cleanup; the app's
 * singletons (stored session, current user, query cache) are reset between tests too. The API is
 * MSW with contract-checked handlers (testing/api-server.ts): a request no handler expects, or a
 * body the contract refuses, fails the test.
 */
import { clearProductKeys } from '@sl/api-contract/client/storage';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { queryClient } from '#/lib/query-client.ts';
import { currentUser } from '#/lib/session.ts';
import { storage } from '#/lib/storage.ts';
import { contractOffences, requests, server } from './api-server.ts';

// jsdom has no CSS.escape, which react-aria's popovers call; the browser has it.
if (typeof globalThis.CSS === 'undefined') (globalThis as { CSS?: unknown }).CSS = {};
if (typeof CSS.escape !== 'function') {
  CSS.escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
}

// jsdom has no matchMedia; the desktop layout is what component tests render.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

beforeAll(() =>
  server.listen({
    // A request no handler expects is an offence of the test (MSW's default only warns).
    onUnhandledRequest: (request, print) => {
      contractOffences.push(`no handler for ${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  }),
);
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  clearProductKeys(storage);
  currentUser.set(null);
  queryClient.clear();
  server.resetHandlers();
  requests.length = 0;
  const offences = contractOffences.splice(0);
  if (offences.length > 0)
    throw new Error(`The test's API traffic broke the contract:\n${offences.join('\n')}`);
});
