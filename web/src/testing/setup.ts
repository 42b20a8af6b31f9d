/**
 * Vitest runs without globals, so Testing Library cannot register its own cleanup; the app's
 * singletons (stored session, current user, query cache) are reset between tests too.
 */
import { clearProductKeys } from '@sl/api-contract/client/storage';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryClient } from '#/lib/query-client.ts';
import { currentUser } from '#/lib/session.ts';
import { storage } from '#/lib/storage.ts';

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

afterEach(() => {
  cleanup();
  clearProductKeys(storage);
  currentUser.set(null);
  queryClient.clear();
});
