/**
 * The contract's client as slcli uses it: session in the profile's file, the mock-admin token as a
 * header, and a fetch that turns "could not connect" into exit code 5 naming the URL.
 */
import { type ApiClient, createApiClient } from '@sl/api-contract/client';
import type { ResolvedConfig } from './config.ts';
import { CliError, EXIT } from './errors.ts';
import { createFileStorage } from './file-storage.ts';

export const MOCK_ADMIN_HEADER = 'x-mock-admin-token';

export function createCliClient(config: ResolvedConfig, fetchImpl: typeof globalThis.fetch): ApiClient {
  const mockToken = config.mockToken;
  return createApiClient({
    baseUrl: config.apiUrl,
    hostBaseUrl: config.hostBaseUrl,
    fetch: reachabilityChecked(fetchImpl),
    storage: createFileStorage(config.sessionFile, config.apiUrl),
    headers: (): Record<string, string> => (mockToken ? { [MOCK_ADMIN_HEADER]: mockToken } : {}),
  });
}

function reachabilityChecked(fetchImpl: typeof globalThis.fetch): typeof globalThis.fetch {
  return async (input, init) => {
    try {
      return await fetchImpl(input, init);
    } catch (error) {
      if (init?.signal?.aborted) throw error;
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      throw new CliError(
        `Cannot reach the API at ${url} (${networkReason(error)}). Is the server running? ` +
          'Start the mock with `npm start`, or point --api-url / SLCLI_API_URL at another server.',
        EXIT.unreachable,
        { cause: error },
      );
    }
  };
}

/** Node's fetch says only "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND…) is in its cause. */
function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string' && cause.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}
