/**
 * The transport rules of spec 01 §4, §7 and §9 that create-api-client.test.ts does not already
 * cover, each against a scripted fetch.
 */
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../endpoints/define.ts';
import { hostLogout, hostToken } from '../endpoints/session.ts';
import { ApiError, createApiClient, ReloadRequiredError, SignInRequiredError } from './create-api-client.ts';
import { createMemoryStorage, SESSION_KEYS } from './storage.ts';

type FetchArgs = Parameters<typeof globalThis.fetch>;
const headersOf = (init: RequestInit | undefined) => (init?.headers ?? {}) as Record<string, string>;

const session = (id: number, n: number) => ({
  account: { id },
  csrf_token: `csrf${n}`,
  access_token: `access${n}`,
  refresh_token: `refresh${n}`,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function signedInStorage(userId = 7) {
  const storage = createMemoryStorage();
  storage.setItem(SESSION_KEYS.accessToken, 'access0');
  storage.setItem(SESSION_KEYS.refreshToken, 'refresh0');
  storage.setItem(SESSION_KEYS.csrfToken, 'csrf0');
  storage.setItem(SESSION_KEYS.userId, String(userId));
  return storage;
}

const getThing = endpoint('things.get', 'GET', '/v1/things/:id', {
  params: z.object({ id: z.number() }),
  response: z.object({ display_name: z.string() }),
  summary: 'test',
});
const deleteThing = endpoint('things.delete', 'DELETE', '/v1/things/:id', {
  params: z.object({ id: z.number() }),
  response: z.undefined(),
  responseType: 'empty',
  summary: 'test',
});
const thingsCsv = endpoint('things.csv', 'POST', '/v1/things.csv', {
  readViaPost: true,
  body: z.object({ time_zone: z.string() }),
  response: z.string(),
  responseType: 'text',
  summary: 'test',
});
const uploadLogo = endpoint('things.logo', 'PATCH', '/v1/things/:id', {
  params: z.object({ id: z.number() }),
  body: z.object({ display_name: z.string() }),
  response: z.object({}),
  summary: 'test',
});
const cachedRead = endpoint('things.cached', 'POST', '/v1/things/summary', {
  readViaPost: true,
  response: z.object({ total: z.number() }),
  cached: true,
  summary: 'test',
});

describe('spec 01 §7: bases, headers and credentials', () => {
  it('sends the legacy token and logout calls to the host base, everything else to the API base', async () => {
    const fetch = vi.fn(async (..._args: FetchArgs) => json(200, session(7, 1)));
    const client = createApiClient({
      baseUrl: 'http://h/api/',
      hostBaseUrl: 'http://h',
      fetch,
      storage: signedInStorage(),
    });
    await client.call(hostToken);
    await client.call(hostLogout);
    await client.call(getThing, { params: { id: 3 } });
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      'http://h/accounts/token',
      'http://h/accounts/logout',
      'http://h/api/v1/things/3',
    ]);
    for (const [, init] of fetch.mock.calls) expect(init?.credentials).toBe('include');
  });

  it('adds X-CSRF-TOKEN and the bearer token only when they are known', async () => {
    const fetch = vi.fn(async (..._args: FetchArgs) => json(200, { display_name: 'n' }));
    const client = createApiClient({
      baseUrl: '/api',
      hostBaseUrl: '',
      fetch,
      storage: createMemoryStorage(),
    });
    await client.call(getThing, { params: { id: 1 } });
    const headers = headersOf(fetch.mock.calls[0][1]);
    expect(headers).not.toHaveProperty('X-CSRF-TOKEN');
    expect(headers).not.toHaveProperty('Authorization');
    expect(headers).not.toHaveProperty('Shared-Link-Code');
    expect(fetch.mock.calls[0][1]?.credentials).toBe('include');
  });

  it('adds the headers of the `headers` option to every request', async () => {
    const fetch = vi.fn(async (..._args: FetchArgs) => json(200, { display_name: 'n' }));
    const client = createApiClient({
      baseUrl: '/api',
      hostBaseUrl: '',
      fetch,
      storage: signedInStorage(),
      headers: () => ({ 'x-mock-admin-token': 'secret' }),
    });
    await client.call(getThing, { params: { id: 1 } });
    expect(headersOf(fetch.mock.calls[0][1])).toMatchObject({
      'x-mock-admin-token': 'secret',
      'X-CSRF-TOKEN': 'csrf0',
      Authorization: 'Bearer access0',
    });
  });

  it('encodes path parameters and refuses a call whose parameter is missing', async () => {
    const fetch = vi.fn(async (..._args: FetchArgs) => json(200, { display_name: 'n' }));
    const client = createApiClient({ baseUrl: '/api', hostBaseUrl: '', fetch, storage: signedInStorage() });
    const pathEndpoint = endpoint('things.byName', 'GET', '/v1/things/:name', {
      params: z.object({ name: z.string() }),
      response: z.object({}),
      summary: 'test',
    });
    await client.call(pathEndpoint, { params: { name: 'a/b c' } });
    expect(String(fetch.mock.calls[0][0])).toBe('/api/v1/things/a%2Fb%20c');
    await expect(client.call(getThing)).rejects.toThrow("Missing path parameter 'id'");
  });

  it('a read via POST without parameters still sends an empty JSON body', async () => {
    const fetch = vi.fn(async (..._args: FetchArgs) => json(200, { total: 1 }));
    const client = createApiClient({ baseUrl: '/api', hostBaseUrl: '', fetch, storage: signedInStorage() });
    await client.call(cachedRead);
    const init = fetch.mock.calls[0][1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{}');
    expect(headersOf(init)).toMatchObject({
      'X-HTTP-Method-Override': 'GET',
      'Content-Type': 'application/json',
    });
  });
});

describe('spec 01 §7: bodies and response types', () => {
  it('sends a multipart body as the FormData itself, without Content-Type and without key conversion', async () => {
    const fetch = vi.fn(async (..._args: FetchArgs) => json(200, {}));
    const client = createApiClient({ baseUrl: '/api', hostBaseUrl: '', fetch, storage: signedInStorage() });
    const form = new FormData();
    form.set('copied_business_profile_id', '3');
    form.set('logo', new Blob(['png'], { type: 'image/png' }), 'logo.png');
    await client.call(uploadLogo, { params: { id: 1 }, body: form });
    const init = fetch.mock.calls[0][1];
    expect(init?.body).toBe(form);
    expect([...((init?.body as FormData | undefined)?.keys() ?? [])]).toEqual([
      'copied_business_profile_id',
      'logo',
    ]);
    // The browser sets multipart/form-data with its boundary only when no Content-Type is given.
    expect(Object.keys(headersOf(init)).map((h) => h.toLowerCase())).not.toContain('content-type');
  });

  it('returns a CSV variant as text, asking for CSV and converting no keys', async () => {
    const csv = 'language,status_count\nen,3\n';
    const fetch = vi.fn(
      async (..._args: FetchArgs) =>
        new Response(csv, { status: 200, headers: { 'content-type': 'text/csv' } }),
    );
    const client = createApiClient({ baseUrl: '/api', hostBaseUrl: '', fetch, storage: signedInStorage() });
    await expect(client.call(thingsCsv, { body: { timeZone: 'UTC' } })).resolves.toBe(csv);
    const init = fetch.mock.calls[0][1];
    expect(headersOf(init).Accept).toContain('text/csv');
    expect(JSON.parse(String(init?.body))).toEqual({ time_zone: 'UTC' });
  });

  it('resolves an empty (204) response to undefined', async () => {
    const fetch = vi.fn(async (..._args: FetchArgs) => new Response(null, { status: 204 }));
    const client = createApiClient({ baseUrl: '/api', hostBaseUrl: '', fetch, storage: signedInStorage() });
    await expect(client.call(deleteThing, { params: { id: 1 } })).resolves.toBeUndefined();
    await expect(client.call(getThing, { params: { id: 1 } })).resolves.toBeUndefined();
  });

  it('still reads the error text of a call whose success has no body', async () => {
    const fetch = vi.fn(async (..._args: FetchArgs) => json(422, { error_message: 'Template is pinned' }));
    const client = createApiClient({ baseUrl: '/api', hostBaseUrl: '', fetch, storage: signedInStorage() });
    await expect(client.call(deleteThing, { params: { id: 1 } })).rejects.toThrow('Template is pinned');
  });

  it("spec 01 §8: an error body that is not JSON gives 'Something went wrong' with the status", async () => {
    const fetch = vi.fn(
      async (..._args: FetchArgs) =>
        new Response('<html><body>502 Bad Gateway</body></html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
    );
    const client = createApiClient({ baseUrl: '/api', hostBaseUrl: '', fetch, storage: signedInStorage() });
    const error = await client.call(getThing, { params: { id: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Something went wrong');
    expect((error as ApiError).status).toBe(502);
  });

  it("a success body that is not JSON fails with 'Something went wrong' rather than returning a string", async () => {
    const fetch = vi.fn(async (..._args: FetchArgs) => new Response('{"display_na', { status: 200 }));
    const client = createApiClient({ baseUrl: '/api', hostBaseUrl: '', fetch, storage: signedInStorage() });
    await expect(client.call(getThing, { params: { id: 1 } })).rejects.toThrow('Something went wrong');
  });

  it('spec 01 §5, §7: error text from error_message, then description; field errors rendered per field', async () => {
    const bodies = [
      { error_message: 'First', description: 'Second' },
      { description: 'Second' },
      { errors: { first_name: ['is too short'], base: ['Account is locked'] } },
    ];
    const fetch = vi.fn(async (..._args: FetchArgs) => json(422, bodies.shift()));
    const client = createApiClient({ baseUrl: '/api', hostBaseUrl: '', fetch, storage: signedInStorage() });
    const errors: ApiError[] = [];
    for (let i = 0; i < 3; i++)
      errors.push((await client.call(getThing, { params: { id: 1 } }).catch((e: unknown) => e)) as ApiError);
    expect(errors.map((e) => e.message)).toEqual(['First', 'Second', 'First name is too short']);
    expect(errors[2].fieldErrors).toEqual({
      first_name: 'First name is too short',
      base: 'Account is locked',
    });
  });
});

describe('spec 01 §4: 401 recovery', () => {
  it('retries with the new access and CSRF tokens after a successful refresh', async () => {
    const fetch = vi.fn(async (url: FetchArgs[0], init?: RequestInit) => {
      if (init?.method === 'PUT') return json(200, session(7, 1));
      return headersOf(init).Authorization === 'Bearer access1'
        ? json(200, { display_name: String(url) })
        : json(401, {});
    });
    const storage = signedInStorage();
    const client = createApiClient({ baseUrl: '/api', hostBaseUrl: '', fetch, storage });
    await client.call(getThing, { params: { id: 1 } });
    const retry = fetch.mock.calls.at(-1)?.[1];
    expect(headersOf(retry)).toMatchObject({ Authorization: 'Bearer access1', 'X-CSRF-TOKEN': 'csrf1' });
    expect(storage.getItem(SESSION_KEYS.refreshToken)).toBe('refresh1');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('without a refresh token goes straight to the host token, with credentials, and retries', async () => {
    const events: string[] = [];
    const fetch = vi.fn(async (url: FetchArgs[0], init?: RequestInit) => {
      if (String(url) === 'http://host/accounts/token') return json(200, session(7, 2));
      return headersOf(init).Authorization === 'Bearer access2'
        ? json(200, { display_name: 'n' })
        : json(401, {});
    });
    const storage = signedInStorage();
    storage.removeItem(SESSION_KEYS.refreshToken);
    const client = createApiClient({
      baseUrl: '/api',
      hostBaseUrl: 'http://host',
      fetch,
      storage,
      onSessionChange: (e) => events.push(e.type),
    });
    await expect(client.call(getThing, { params: { id: 1 } })).resolves.toEqual({ displayName: 'n' });
    expect(fetch.mock.calls.map(([, init]) => init?.method)).toEqual(['GET', 'GET', 'GET']);
    expect(fetch.mock.calls[1][1]?.credentials).toBe('include');
    expect(events).toEqual(['refreshed']);
  });

  it('a different user behind the host token asks for a reload and keeps the old session untouched', async () => {
    const fetch = vi.fn(async (url: FetchArgs[0], init?: RequestInit) => {
      if (init?.method === 'PUT') return json(401, {});
      if (String(url).endsWith('/accounts/token')) return json(200, session(99, 3));
      return json(401, {});
    });
    const storage = signedInStorage(7);
    const client = createApiClient({ baseUrl: '/api', hostBaseUrl: '', fetch, storage });
    await expect(client.call(getThing, { params: { id: 1 } })).rejects.toBeInstanceOf(ReloadRequiredError);
    expect(storage.getItem(SESSION_KEYS.userId)).toBe('7');
    expect(storage.getItem(SESSION_KEYS.accessToken)).toBe('access0');
    // No retry of the original call under the other user's token.
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('a call that is refused again after recovery signs the user out', async () => {
    const events: string[] = [];
    const fetch = vi.fn(async (_url: FetchArgs[0], init?: RequestInit) =>
      init?.method === 'PUT' ? json(200, session(7, 1)) : json(401, {}),
    );
    const storage = signedInStorage();
    const client = createApiClient({
      baseUrl: '/api',
      hostBaseUrl: '',
      fetch,
      storage,
      onSessionChange: (e) => events.push(e.type),
    });
    await expect(client.call(getThing, { params: { id: 1 } })).rejects.toBeInstanceOf(SignInRequiredError);
    expect(events).toEqual(['refreshed', 'signed-out']);
    expect(storage.getItem(SESSION_KEYS.accessToken)).toBeNull();
    // One call, one refresh, one retry: never a loop.
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('a 401 that arrives after another call already refreshed only retries, with no second refresh', async () => {
    let refreshes = 0;
    let releaseSlow: () => void = () => {};
    const slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    const fetch = vi.fn(async (url: FetchArgs[0], init?: RequestInit) => {
      if (init?.method === 'PUT') {
        refreshes++;
        return json(200, session(7, refreshes));
      }
      const auth = headersOf(init).Authorization;
      if (auth === 'Bearer access1') return json(200, { display_name: 'ok' });
      // The slow call's 401 (sent with the old token) reaches the client after the refresh.
      if (String(url).endsWith('/2')) await slowGate;
      return json(401, {});
    });
    const client = createApiClient({ baseUrl: '/api', hostBaseUrl: '', fetch, storage: signedInStorage() });
    const slow = client.call(getThing, { params: { id: 2 } });
    await client.call(getThing, { params: { id: 1 } });
    releaseSlow();
    await expect(slow).resolves.toEqual({ displayName: 'ok' });
    expect(refreshes).toBe(1);
  });

  it('a 401 while viewing a shared link goes to the caller without any recovery', async () => {
    const fetch = vi.fn(async (..._args: FetchArgs) => json(401, { error_message: 'Link expired' }));
    const storage = createMemoryStorage();
    const client = createApiClient({
      baseUrl: '/api',
      hostBaseUrl: '',
      fetch,
      storage,
      sharedLinkCode: () => 'code1',
    });
    await expect(client.call(cachedRead)).rejects.toThrow('Link expired');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(headersOf(fetch.mock.calls[0][1])['Shared-Link-Code']).toBe('code1');
  });

  it('signing in stores the tokens and reports the user', async () => {
    const events: unknown[] = [];
    const fetch = vi.fn(async (..._args: FetchArgs) => json(200, session(5, 9)));
    const storage = createMemoryStorage();
    const client = createApiClient({
      baseUrl: '/api',
      hostBaseUrl: '',
      fetch,
      storage,
      onSessionChange: (e) => events.push(e),
    });
    const { createSession } = await import('../endpoints/session.ts');
    await client.call(createSession, { body: { email: 'a@b.c', password: 'p' } });
    expect(client.currentUserId()).toBe(5);
    expect(client.hasSession()).toBe(true);
    expect(storage.getItem(SESSION_KEYS.csrfToken)).toBe('csrf9');
    expect(events).toEqual([{ type: 'signed-in', userId: 5 }]);
  });
});

describe('spec 01 §9: the dashboard cache', () => {
  it('keeps one cache per user and per shared link: no cross-user hits', async () => {
    let served = 0;
    const fetch = vi.fn(async (..._args: FetchArgs) => json(200, { total: ++served }));
    const storage = signedInStorage(7);
    let code: string | null = null;
    const client = createApiClient({
      baseUrl: '/api',
      hostBaseUrl: '',
      fetch,
      storage,
      sharedLinkCode: () => code,
    });
    expect((await client.call(cachedRead)).total).toBe(1);
    expect((await client.call(cachedRead)).total).toBe(1);
    storage.setItem(SESSION_KEYS.userId, '8');
    expect((await client.call(cachedRead)).total).toBe(2);
    code = 'shared';
    expect((await client.call(cachedRead)).total).toBe(3);
    storage.setItem(SESSION_KEYS.userId, '7');
    code = null;
    expect((await client.call(cachedRead)).total).toBe(1);
  });

  it('a fresh call skips the cache, and failures are never cached', async () => {
    const responses = [
      json(500, { error_message: 'Down' }),
      json(200, { total: 1 }),
      json(200, { total: 2 }),
    ];
    const fetch = vi.fn(async (..._args: FetchArgs) => responses.shift() ?? json(200, { total: 99 }));
    const client = createApiClient({ baseUrl: '/api', hostBaseUrl: '', fetch, storage: signedInStorage() });
    await expect(client.call(cachedRead)).rejects.toThrow('Down');
    expect((await client.call(cachedRead)).total).toBe(1);
    expect((await client.call(cachedRead, { fresh: true })).total).toBe(2);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('sign-out clears the cached responses with the other product keys', async () => {
    const fetch = vi.fn(async (..._args: FetchArgs) => json(200, { total: 1 }));
    const storage = signedInStorage();
    const client = createApiClient({ baseUrl: '/api', hostBaseUrl: '', fetch, storage });
    await client.call(cachedRead);
    expect(storage.length).toBeGreaterThan(4);
    client.clearSession();
    expect(storage.length).toBe(0);
  });
});
