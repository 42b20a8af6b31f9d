import { CACHE_PREFIX, SESSION_KEYS } from '@sl/api-contract/client/storage';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from './query-client.ts';
import { DASHBOARD_QUERY_KEY, refreshDashboardFigures } from './refresh-dashboard-figures.ts';
import { storage } from './storage.ts';

afterEach(() => {
  window.localStorage.clear();
  queryClient.clear();
});

describe('spec 01 §9 cache: a write that re-scores posts leaves no stale dashboard figures', () => {
  it('drops the cached dashboard responses and keeps the session and other keys', async () => {
    storage.setItem(`${CACHE_PREFIX}dashboard.sentiment:1::[]`, '{"expiresAt":9e15,"value":1}');
    storage.setItem(`${CACHE_PREFIX}dashboard.sla:1::[]`, '{"expiresAt":9e15,"value":2}');
    storage.setItem(`${CACHE_PREFIX}other.call:1::[]`, '{"expiresAt":9e15,"value":3}');
    storage.setItem(SESSION_KEYS.accessToken, 'token');
    await refreshDashboardFigures();
    expect(Object.keys(window.localStorage).sort()).toEqual(
      [`${CACHE_PREFIX}other.call:1::[]`, SESSION_KEYS.accessToken].sort(),
    );
  });

  it('marks every query under the dashboard key stale', async () => {
    queryClient.setQueryData([...DASHBOARD_QUERY_KEY, 'sentiment', {}], { total: 1 });
    queryClient.setQueryData(['notifications', 'list'], []);
    await refreshDashboardFigures();
    expect(queryClient.getQueryState([...DASHBOARD_QUERY_KEY, 'sentiment', {}])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['notifications', 'list'])?.isInvalidated).toBe(false);
  });
});
