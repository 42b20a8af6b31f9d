/**
 * The streaming download path of the client (issue 15): a text endpoint's body as it arrives,
 * chunk by chunk, so a CSV of a million posts never sits in memory and never enters the 30-minute
 * dashboard cache (spec 01 §9 caches JSON reads for the web app, not exports).
 */
import type { AnyEndpoint } from '../endpoints/define.ts';
import type { ApiClient, CallArgs } from './create-api-client.ts';

export interface DownloadProgress {
  /** Bytes received so far. */
  bytes: number;
  /** The Content-Length the server announced, when it did (a streamed CSV usually does not). */
  total: number | null;
}

/**
 * Yields the body of `endpoint` in the chunks the network delivers. The caller pulls, so a slow
 * consumer (a file, a pipe) slows the download instead of buffering it.
 */
export async function* download<E extends AnyEndpoint>(
  client: Pick<ApiClient, 'open'>,
  endpoint: E,
  args: Omit<CallArgs<E>, 'fresh'> = {},
  onProgress?: (progress: DownloadProgress) => void,
): AsyncGenerator<Uint8Array, DownloadProgress> {
  const res = await client.open(endpoint, args);
  const length = Number(res.headers.get('content-length'));
  const progress: DownloadProgress = {
    bytes: 0,
    total: Number.isFinite(length) && length > 0 ? length : null,
  };
  if (!res.body) return progress;
  const reader = res.body.getReader();
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) return progress;
      progress.bytes += value.byteLength;
      onProgress?.(progress);
      yield value;
    }
  } finally {
    // Stopped early (the consumer failed or returned): release the connection.
    reader.releaseLock();
    await res.body.cancel().catch(() => undefined);
  }
}
