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

afterEach(() => {
  cleanup();
  clearProductKeys(storage);
  currentUser.set(null);
  queryClient.clear();
});
