import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { dashboardSentiment } from '../endpoints/dashboard.ts';
import { endpoint } from '../endpoints/define.ts';
import { createApiClient, SignInRequiredError } from './create-api-client.ts';
import { CACHE_PREFIX, CACHE_TTL_MS, createMemoryStorage, SESSION_KEYS } from './storage.ts';

const session = (id: number, n: number) => ({
  account: { id },
  csrf_token: `csrf${n}`,
  access_token: `access${n}`,
  refresh_token: `refresh${n}`,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const listThings = endpoint('things.list', 'GET', '/v1/things', {
  query: z.object({ ids: z.array(z.number()).optional(), page_size: z.number().optional() }),
  response: z.object({ items: z.array(z.object({ created_at: z.string() })) }),
  summary: 'test',
});

const createThing = endpoint('things.create', 'POST', '/v1/things', {
  body: z.object({ display_name: z.string() }),
  response: z.object({}),
  summary: 'test',
});

const rawCall = endpoint('things.raw', 'POST', '/v1/raw', {
  body: z.object({ keepMe: z.string() }),
  response: z.object({ some_key: z.string() }),
  snakeCasePayload: false,
  camelCaseResponse: false,
  summary: 'test',
});

function signedInStorage(userId = 7) {
  const storage = createMemoryStorage();
  storage.setItem(SESSION_KEYS.accessToken, 'access0');
  storage.setItem(SESSION_KEYS.refreshToken, 'refresh0');
  storage.setItem(SESSION_KEYS.csrfToken, 'csrf0');
  storage.setItem(SESSION_KEYS.userId, String(userId));
  return storage;
}

describe('spec 01 §7: request conventions', () => {
  it('sends credentials, bearer and CSRF headers, bracket arrays and snake_case query keys', async () => {
    const fetch = vi.fn(async (..._args: Parameters<typeof globalThis.fetch>) =>
      json(200, { items: [{ created_at: 'x' }] }),
    );
    const client = createApiClient({ baseUrl: '/api', hostBaseUrl: '', fetch, storage: signedInStorage() });
    const res = await client.call(listThings, { query: { ids: [1, 2], pageSize: 5 } });
    expect(res.items[0].createdAt).toBe('x');
    const [url, init] = fetch.mock.calls[0];
    expect(decodeURIComponent(String(url))).toBe('/api/v1/things?ids[]=1&ids[]=2&page_size=5');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer access0', 'X-CSRF-TOKEN': 'csrf0' });
  });

  it('sends payloads snake_case, and leaves keys alone for a call that opts out', async () => {
    const fetch = vi.fn(async (..._args: Parameters<typeof globalThis.fetch>) =>
      json(200, { some_key: 'v' }),
    );
    const client = createApiClient({ baseUrl: '/api', hostBaseUrl: '', fetch, storage: signedInStorage() });
    await client.call(createThing, { body: { displayName: 'n' } });
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ display_name: 'n' });
    const raw = await client.call(rawCall, { body: { keepMe: 'k' } });
    expect(JSON.parse(String(fetch.mock.calls[1][1]?.body))).toEqual({ keepMe: 'k' });
    expect(raw).toEqual({ some_key: 'v' });
  });

  it('reads via POST with X-HTTP-Method-Override: GET', async () => {
    const fetch = vi.fn(async (..._args: Parameters<typeof globalThis.fetch>) => json(200, { total: 1 }));
    const client = createApiClient({ baseUrl: '/api', hostBaseUrl: '', fetch, storage: signedInStorage() });
    await client.call(dashboardSentiment, { body: { range: { from: 'a', to: 'b' } } });
    const init = fetch.mock.calls[0][1];
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'X-HTTP-Method-Override': 'GET' });
  });

  it('adds Shared-Link-Code when the page URL carries one', async () => {
    const fetch = vi.fn(async (..._args: Parameters<typeof globalThis.fetch>) => json(200, { items: [] }));
    const client = createApiClient({
      baseUrl: '/api',
      hostBaseUrl: '',
      fetch,
      storage: createMemoryStorage(),
      sharedLinkCode: () => 'abc',
    });
    await client.call(listThings);
    expect(fetch.mock.calls[0][1]?.headers).toMatchObject({ 'Shared-Link-Code': 'abc' });
  });
});

describe('spec 01 §4: 401 recovery', () => {
  it('concurrent 401s share exactly one refresh, then each call is retried once', async () => {
    let refreshes = 0;
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const auth = (init?.headers as Record<string, string> | undefined)?.Authorization;
      if (init?.method === 'PUT') {
        refreshes++;
        await new Promise((r) => setTimeout(r, 10));
        return json(200, session(7, 1));
      }
      if (String(url).startsWith('/api/v1/things'))
        return auth === 'Bearer access1' ? json(200, { items: [] }) : json(401, {});
      return json(404, {});
    });
    const client = createApiClient({ baseUrl: '/api', hostBaseUrl: '', fetch, storage: signedInStorage() });
    await Promise.all([client.call(listThings), client.call(listThings), client.call(listThings)]);
    expect(refreshes).toBe(1);
    const refreshCall = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect((refreshCall?.[1]?.headers as Record<string, string> | undefined)?.Authorization).toBe(
      'Bearer refresh0',
    );
  });

  it('falls back to the host token when the refresh fails, and retries', async () => {
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const auth = (init?.headers as Record<string, string> | undefined)?.Authorization;
      if (init?.method === 'PUT') return json(401, {});
      if (String(url) === 'http://host/accounts/token') return json(200, session(7, 2));
      return auth === 'Bearer access2' ? json(200, { items: [] }) : json(401, {});
    });
    const storage = signedInStorage();
    const client = createApiClient({ baseUrl: '/api', hostBaseUrl: 'http://host', fetch, storage });
    await expect(client.call(listThings)).resolves.toEqual({ items: [] });
    expect(storage.getItem(SESSION_KEYS.accessToken)).toBe('access2');
  });

  it('asks the host to reload when the fetched token belongs to another user', async () => {
    const events: string[] = [];
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      if (init?.method === 'PUT') return json(401, {});
      if (String(url).endsWith('/accounts/token')) return json(200, session(99, 3));
      return json(401, {});
    });
    const client = createApiClient({
      baseUrl: '/api',
      hostBaseUrl: '',
      fetch,
      storage: signedInStorage(7),
      onSessionChange: (e) => events.push(e.type),
    });
    await expect(client.call(listThings)).rejects.toThrow();
    expect(events).toEqual(['reload-required']);
  });

  it('clears only the product keys and reports sign-in needed when nothing recovers', async () => {
    const events: string[] = [];
    const fetch = vi.fn(async () => json(401, {}));
    const storage = signedInStorage();
    storage.setItem('other-app', 'keep');
    const client = createApiClient({
      baseUrl: '/api',
      hostBaseUrl: '',
      fetch,
      storage,
      onSessionChange: (e) => events.push(e.type),
    });
    await expect(client.call(listThings)).rejects.toBeInstanceOf(SignInRequiredError);
    expect(events).toEqual(['signed-out']);
    expect(storage.getItem(SESSION_KEYS.accessToken)).toBeNull();
    expect(storage.getItem('other-app')).toBe('keep');
  });

  it('session calls skip the refresh: their 401 goes straight to the caller', async () => {
    const fetch = vi.fn(async () => json(401, { error_message: 'Email or password is incorrect' }));
    const { createSession } = await import('../endpoints/session.ts');
    const client = createApiClient({
      baseUrl: '/api',
      hostBaseUrl: '',
      fetch,
      storage: createMemoryStorage(),
    });
    await expect(client.call(createSession, { body: { email: 'a', password: 'b' } })).rejects.toThrow(
      'Email or password is incorrect',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('spec 01 §9: the dashboard cache', () => {
  it('serves a cached call for 30 minutes, then asks again; expired keys are purged', async () => {
    let now = 1_000_000;
    let served = 0;
    const fetch = vi.fn(async () => json(200, { total: ++served }));
    const storage = signedInStorage();
    const client = createApiClient({ baseUrl: '/api', hostBaseUrl: '', fetch, storage, now: () => now });
    const body = { range: { from: 'a', to: 'b' } };
    expect((await client.call(dashboardSentiment, { body })).total).toBe(1);
    now += CACHE_TTL_MS - 1;
    expect((await client.call(dashboardSentiment, { body })).total).toBe(1);
    storage.setItem(`${CACHE_PREFIX}stale`, JSON.stringify({ expiresAt: now - 1, value: 1 }));
    now += 2;
    expect((await client.call(dashboardSentiment, { body })).total).toBe(2);
    expect(storage.getItem(`${CACHE_PREFIX}stale`)).toBeNull();
  });

  it('purges expired keys at start-up', () => {
    const storage = createMemoryStorage();
    storage.setItem(`${CACHE_PREFIX}old`, JSON.stringify({ expiresAt: 5, value: 1 }));
    storage.setItem(`${CACHE_PREFIX}fresh`, JSON.stringify({ expiresAt: 50, value: 1 }));
    createApiClient({ baseUrl: '', hostBaseUrl: '', fetch: vi.fn(), storage, now: () => 10 });
    expect(storage.getItem(`${CACHE_PREFIX}old`)).toBeNull();
    expect(storage.getItem(`${CACHE_PREFIX}fresh`)).not.toBeNull();
  });
});
