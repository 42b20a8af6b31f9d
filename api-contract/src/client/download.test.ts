import { describe, expect, it, vi } from 'vitest';
import { dashboardSentiment, dashboardTopicsCsv } from '../endpoints/dashboard.ts';
import { ApiError, createApiClient } from './create-api-client.ts';
import { download } from './download.ts';
import { createMemoryStorage, SESSION_KEYS } from './storage.ts';

const range = { from: '2026-01-01T00:00:00Z', to: '2026-01-31T00:00:00Z' };

function signedIn() {
  const storage = createMemoryStorage();
  storage.setItem(SESSION_KEYS.accessToken, 'access0');
  storage.setItem(SESSION_KEYS.userId, '7');
  return storage;
}

/** A body delivered in the given pieces, like a chunked HTTP answer. */
const chunked = (pieces: string[], status = 200) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
        controller.close();
      },
    }),
    { status, headers: { 'content-type': 'text/csv' } },
  );

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<string[]> {
  const out: string[] = [];
  for await (const c of chunks) out.push(new TextDecoder().decode(c));
  return out;
}

describe('download (issue 15: the streaming path of the client)', () => {
  it('yields the body in the chunks it arrives in, with progress, read via POST like every dashboard read', async () => {
    const fetch = vi.fn(async (..._args: Parameters<typeof globalThis.fetch>) =>
      chunked(['id,name\r\n', '1,a\r\n', '2,b\r\n']),
    );
    const client = createApiClient({ baseUrl: '/api', hostBaseUrl: '', fetch, storage: signedIn() });
    const seen: number[] = [];
    const chunks = await collect(
      download(client, dashboardTopicsCsv, { body: { range } }, (p) => seen.push(p.bytes)),
    );
    expect(chunks).toEqual(['id,name\r\n', '1,a\r\n', '2,b\r\n']);
    expect(seen).toEqual([9, 14, 19]);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/v1/dashboard/topics.csv');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'X-HTTP-Method-Override': 'GET', Authorization: 'Bearer access0' });
  });

  it('never reads or writes the 30-minute dashboard cache (spec 01 §9 is for the web app)', async () => {
    const storage = signedIn();
    const fetch = vi.fn(async () => chunked(['a\r\n']));
    const client = createApiClient({ baseUrl: '/api', hostBaseUrl: '', fetch, storage });
    const before = Array.from({ length: storage.length }, (_, i) => storage.key(i));
    await collect(download(client, dashboardTopicsCsv, { body: { range } }));
    await collect(download(client, dashboardTopicsCsv, { body: { range } }));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(Array.from({ length: storage.length }, (_, i) => storage.key(i))).toEqual(before);
  });

  it('turns an error answer into the ApiError with the server text', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ error_message: 'Wrong value!', errors: { range: ['Wrong value!'] } }), {
          status: 422,
        }),
    );
    const client = createApiClient({ baseUrl: '/api', hostBaseUrl: '', fetch, storage: signedIn() });
    const failure = await collect(download(client, dashboardTopicsCsv, { body: { range } })).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 422,
      message: 'Wrong value!',
      fieldErrors: { range: 'Range Wrong value!' },
    });
  });

  it('refuses a JSON endpoint: those go through call()', async () => {
    const client = createApiClient({ baseUrl: '/api', hostBaseUrl: '', fetch: vi.fn(), storage: signedIn() });
    await expect(client.open(dashboardSentiment, { body: { range } })).rejects.toThrow(
      /does not answer text/,
    );
  });
});
