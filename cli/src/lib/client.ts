/**
 * The contract's client as slcli uses it: session in the profile's file, the mock-admin token as a
 * header, and a fetch that enforces --timeout, traces calls under --debug, and turns "could not
 * connect" into exit code 5 naming the URL.
 */
import { type ApiClient, createApiClient } from '@sl/api-contract/client';
import type { ResolvedConfig } from './config.ts';
import { CliError, EXIT } from './errors.ts';
import { createFileStorage } from './file-storage.ts';

export const MOCK_ADMIN_HEADER = 'x-mock-admin-token';
export const DEFAULT_TIMEOUT_SECONDS = 30;

export interface TransportOptions {
  /** Seconds to wait for the server's answer to start (a streamed body may take longer). */
  timeoutSeconds: number;
  /** Receives one line per HTTP call (--debug), secrets masked. */
  trace?: (line: string) => void;
}

export function createCliClient(
  config: ResolvedConfig,
  fetchImpl: typeof globalThis.fetch,
  transport: TransportOptions,
): ApiClient {
  const mockToken = config.mockToken;
  return createApiClient({
    baseUrl: config.apiUrl,
    hostBaseUrl: config.hostBaseUrl,
    fetch: cliFetch(fetchImpl, transport),
    storage: createFileStorage(config.sessionFile, config.apiUrl),
    headers: (): Record<string, string> => (mockToken ? { [MOCK_ADMIN_HEADER]: mockToken } : {}),
  });
}

const SECRET_HEADERS = new Set(['authorization', 'x-csrf-token', MOCK_ADMIN_HEADER, 'cookie']);

/** Header values that carry a credential show only their first characters. */
export function maskHeaders(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => {
      if (!SECRET_HEADERS.has(name.toLowerCase())) return `${name}: ${value}`;
      const [scheme, token] = value.includes(' ') ? value.split(' ', 2) : ['', value];
      return `${name}: ${scheme ? `${scheme} ` : ''}${token.slice(0, 4)}…(masked)`;
    })
    .join('; ');
}

export function cliFetch(
  fetchImpl: typeof globalThis.fetch,
  transport: TransportOptions,
): typeof globalThis.fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const timeoutMs = transport.timeoutSeconds * 1000;
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(new Error('timeout')), timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timer.signal]) : timer.signal;
    const started = performance.now();
    if (transport.trace) {
      transport.trace(`→ ${method} ${url} (${maskHeaders((init?.headers ?? {}) as Record<string, string>)})`);
    }
    try {
      const res = await fetchImpl(input, { ...init, signal });
      transport.trace?.(`← ${res.status} ${method} ${url} ${Math.round(performance.now() - started)} ms`);
      return res;
    } catch (error) {
      transport.trace?.(`← failed ${method} ${url} ${Math.round(performance.now() - started)} ms`);
      if (timer.signal.aborted) {
        throw new CliError(
          `No answer from ${url} within ${transport.timeoutSeconds} s. Raise --timeout (or SLCLI_TIMEOUT) if the server is busy.`,
          EXIT.timeout,
          { cause: error },
        );
      }
      if (init?.signal?.aborted) throw error;
      throw new CliError(
        `Cannot reach the API at ${url} (${networkReason(error)}). Is the server running? ` +
          'Start the mock with `npm start`, or point --api-url / SLCLI_API_URL at another server.',
        EXIT.unreachable,
        { cause: error },
      );
    } finally {
      // The timeout covers the wait for the answer to start; a streamed body is not cut off.
      clearTimeout(timeout);
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
