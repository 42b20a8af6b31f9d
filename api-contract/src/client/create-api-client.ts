/**
 * The one HTTP client of the product (spec 01 §4, §7). No React here: the web app and slcli
 * both build it with their own fetch and storage.
 */
import type { z } from 'zod';
import type { AnyEndpoint, EndpointDef } from '../endpoints/define.ts';
import { hostToken, refreshSession } from '../endpoints/session.ts';
import { type Camelize, camelizeKeys, snakifyKeys } from './case.ts';
import { ApiError, ReloadRequiredError, SignInRequiredError } from './errors.ts';
import {
  clearProductKeys,
  type KeyValueStorage,
  purgeExpired,
  readCache,
  SESSION_KEYS,
  writeCache,
} from './storage.ts';
import { stringifyQuery } from './stringify-query.ts';

/**
 * Client-side types (DESIGN §3): what the caller passes and gets, i.e. the wire types camelCased
 * exactly where the entry converts (spec 01 §7), and left as they are where it opts out.
 */
type In<T, Snake> = T extends z.ZodType
  ? Snake extends true
    ? Camelize<z.input<T>>
    : z.input<T>
  : undefined;
export type ResponseOf<E> =
  E extends EndpointDef<infer _P, infer _Q, infer _B, infer R, infer _S, infer C>
    ? C extends true
      ? Camelize<z.output<R>>
      : z.output<R>
    : never;
export type BodyOf<E> =
  E extends EndpointDef<infer _P, infer _Q, infer B, infer _R, infer S, infer _C> ? In<B, S> : never;
export type QueryOf<E> =
  E extends EndpointDef<infer _P, infer Q, infer _B, infer _R, infer S, infer _C> ? In<Q, S> : never;
export type ParamsOf<E> =
  E extends EndpointDef<infer P, infer _Q, infer _B, infer _R, infer _S, infer _C>
    ? P extends z.ZodType
      ? z.input<P>
      : undefined
    : never;

export interface CallArgs<E> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E> | FormData;
  signal?: AbortSignal;
  /** Skip the dashboard cache for this call. */
  fresh?: boolean;
}

export type SessionEvent =
  | { type: 'signed-in'; userId: number }
  | { type: 'refreshed'; userId: number }
  | { type: 'signed-out' }
  /** The token fetched from the host belongs to another user: the page must reload (spec 01 §4). */
  | { type: 'reload-required' };

export interface ApiClientOptions {
  /** API base, e.g. `/api` or `http://localhost:4000/api`. */
  baseUrl: string;
  /** Host base for the legacy token and logout paths, e.g. `` (same origin) or `http://localhost:4000`. */
  hostBaseUrl: string;
  fetch?: typeof globalThis.fetch;
  storage: KeyValueStorage;
  onSessionChange?: (event: SessionEvent) => void;
  /** spec 01 §7: the shared-link code when it is in the page URL (the CLI may pass one too). */
  sharedLinkCode?: () => string | null | undefined;
  now?: () => number;
  /** Extra headers on every request (the CLI's mock-admin token, for instance). */
  headers?: () => Record<string, string>;
}

interface SessionPayload {
  account: { id: number };
  csrfToken: string;
  accessToken: string;
  refreshToken: string;
}

export interface ApiClient {
  call<E extends AnyEndpoint>(endpoint: E, args?: CallArgs<E>): Promise<ResponseOf<E>>;
  /** The raw answer of a text endpoint, its body unread (see download.ts); throws ApiError unless 2xx. */
  open<E extends AnyEndpoint>(endpoint: E, args?: Omit<CallArgs<E>, 'fresh'>): Promise<Response>;
  /** Stores the tokens of a session response (sign-in, refresh, token fetch). */
  storeSession(session: SessionPayload): void;
  clearSession(): void;
  currentUserId(): number | null;
  hasSession(): boolean;
}

const SESSION_ISSUERS = new Set(['session.create', 'session.refresh', 'session.hostToken']);

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const { storage } = options;
  const now = options.now ?? Date.now;
  let pendingRecovery: Promise<'recovered'> | null = null;

  // spec 01 §9: expired cache keys are purged at start-up.
  purgeExpired(storage, now());

  const get = (key: string) => storage.getItem(key);

  function storeSession(session: SessionPayload): void {
    storage.setItem(SESSION_KEYS.accessToken, session.accessToken);
    storage.setItem(SESSION_KEYS.refreshToken, session.refreshToken);
    storage.setItem(SESSION_KEYS.csrfToken, session.csrfToken);
    storage.setItem(SESSION_KEYS.userId, String(session.account.id));
  }

  function clearSession(): void {
    clearProductKeys(storage);
  }

  function currentUserId(): number | null {
    const raw = get(SESSION_KEYS.userId);
    return raw === null ? null : Number(raw);
  }

  function buildUrl(ep: AnyEndpoint, params: unknown, query: unknown): string {
    const values = (params ?? {}) as Record<string, unknown>;
    const path = ep.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
      const v = values[name];
      if (v === undefined || v === null) throw new TypeError(`Missing path parameter '${name}' for ${ep.id}`);
      return encodeURIComponent(String(v));
    });
    const base = ep.base === 'host' ? options.hostBaseUrl : options.baseUrl;
    const q = query
      ? stringifyQuery((ep.snakeCasePayload ? snakifyKeys(query) : query) as Record<string, unknown>)
      : '';
    return `${base.replace(/\/$/, '')}${path}${q ? `?${q}` : ''}`;
  }

  async function send(ep: AnyEndpoint, args: CallArgs<AnyEndpoint>, bearer?: string): Promise<Response> {
    const headers: Record<string, string> = {
      Accept: ep.responseType === 'text' ? 'text/csv, text/plain' : 'application/json',
    };
    let method: string = ep.method;
    let body: RequestInit['body'];
    if (args.body instanceof FormData) {
      body = args.body;
    } else if (args.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(ep.snakeCasePayload ? snakifyKeys(args.body) : args.body);
    }
    if (ep.readViaPost) {
      // spec 01 §7: read via POST.
      method = 'POST';
      headers['X-HTTP-Method-Override'] = 'GET';
      body ??= '{}';
      headers['Content-Type'] ??= 'application/json';
    }
    Object.assign(headers, options.headers?.());
    const csrf = get(SESSION_KEYS.csrfToken);
    if (csrf) headers['X-CSRF-TOKEN'] = csrf;
    const token = bearer ?? get(SESSION_KEYS.accessToken);
    if (token) headers.Authorization = `Bearer ${token}`;
    const code = options.sharedLinkCode?.();
    if (code) headers['Shared-Link-Code'] = code;
    return doFetch(buildUrl(ep, args.params, args.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: args.signal,
    });
  }

  async function readBody(ep: AnyEndpoint, res: Response): Promise<unknown> {
    // An error body is read whatever the entry's response type: it carries the error text.
    if (res.ok && (res.status === 204 || ep.responseType === 'empty')) return undefined;
    const text = await res.text();
    if (res.ok && ep.responseType === 'text') return text;
    if (!text) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // spec 01 §7, §8: a body that is not JSON (a proxy's HTML error page, a truncated reply)
      // has neither error_message nor description, so the caller gets the generic text.
      throw new ApiError(res.status, text);
    }
  }

  /**
   * spec 01 §4: refresh with the refresh token; if that fails, fetch a token from the host;
   * a different user means reload; no token means sign in again. Concurrent 401s share one recovery.
   */
  function recover(): Promise<'recovered'> {
    pendingRecovery ??= (async () => {
      const before = currentUserId();
      const refreshToken = get(SESSION_KEYS.refreshToken);
      if (refreshToken) {
        const res = await send(refreshSession as AnyEndpoint, { body: {} }, refreshToken).catch(() => null);
        if (res?.ok) {
          const session = camelizeKeys(await readBody(refreshSession as AnyEndpoint, res)) as SessionPayload;
          storeSession(session);
          options.onSessionChange?.({ type: 'refreshed', userId: session.account.id });
          return 'recovered' as const;
        }
      }
      const res = await send(hostToken as AnyEndpoint, {}).catch(() => null);
      if (res?.ok) {
        const session = camelizeKeys(await readBody(hostToken as AnyEndpoint, res)) as SessionPayload;
        if (before !== null && session.account.id !== before) {
          options.onSessionChange?.({ type: 'reload-required' });
          throw new ReloadRequiredError();
        }
        storeSession(session);
        options.onSessionChange?.({ type: 'refreshed', userId: session.account.id });
        return 'recovered' as const;
      }
      clearSession();
      options.onSessionChange?.({ type: 'signed-out' });
      throw new SignInRequiredError();
    })().finally(() => {
      pendingRecovery = null;
    });
    return pendingRecovery;
  }

  /** spec 01 §4: a 401 recovers the session once (refresh, then host token) and retries. */
  async function sendWithRecovery(ep: AnyEndpoint, a: CallArgs<AnyEndpoint>): Promise<Response> {
    const sentWith = get(SESSION_KEYS.accessToken);
    let res = await send(ep, a);
    if (res.status === 401 && !ep.skipAuthRefresh && !options.sharedLinkCode?.()) {
      // spec 01 §4: concurrent refreshes share one pending request. A 401 that arrives after
      // another call has already renewed the token only needs the retry, not a second refresh.
      const current = get(SESSION_KEYS.accessToken);
      if (pendingRecovery || current === null || current === sentWith) await recover();
      res = await send(ep, a);
      if (res.status === 401) {
        clearSession();
        options.onSessionChange?.({ type: 'signed-out' });
        throw new SignInRequiredError();
      }
    }
    return res;
  }

  /**
   * A text endpoint's answer as a byte stream (the CLI's CSV export): never the dashboard cache,
   * never read into memory, nothing written to storage but a refreshed session.
   */
  async function open<E extends AnyEndpoint>(ep: E, args: CallArgs<E> = {}): Promise<Response> {
    if (ep.responseType !== 'text') throw new TypeError(`${ep.id} does not answer text; use call()`);
    const res = await sendWithRecovery(ep, args as CallArgs<AnyEndpoint>);
    if (!res.ok) throw new ApiError(res.status, await readBody(ep, res));
    return res;
  }

  async function call<E extends AnyEndpoint>(ep: E, args: CallArgs<E> = {}): Promise<ResponseOf<E>> {
    const a = args as CallArgs<AnyEndpoint>;
    let cacheKey: string | undefined;
    if (ep.cached && !a.fresh) {
      // spec 01 §9: purge expired keys on each cached request.
      purgeExpired(storage, now());
      cacheKey = `${ep.id}:${get(SESSION_KEYS.userId) ?? 'anon'}:${options.sharedLinkCode?.() ?? ''}:${JSON.stringify([a.params, a.query, a.body])}`;
      const hit = readCache(storage, cacheKey, now());
      if (hit !== undefined) return hit as ResponseOf<E>;
    }

    const res = await sendWithRecovery(ep, a);
    const raw = await readBody(ep, res);
    if (!res.ok) throw new ApiError(res.status, raw);
    const value = (
      ep.camelCaseResponse && ep.responseType === 'json' ? camelizeKeys(raw) : raw
    ) as ResponseOf<E>;
    if (SESSION_ISSUERS.has(ep.id)) {
      storeSession(value as unknown as SessionPayload);
      options.onSessionChange?.({
        type: 'signed-in',
        userId: (value as unknown as SessionPayload).account.id,
      });
    }
    if (cacheKey !== undefined) writeCache(storage, cacheKey, value, now());
    return value;
  }

  return {
    call,
    open,
    storeSession,
    clearSession,
    currentUserId,
    hasSession: () => get(SESSION_KEYS.accessToken) !== null,
  };
}

export { ApiError, ReloadRequiredError, SignInRequiredError } from './errors.ts';
export { createMemoryStorage, type KeyValueStorage } from './storage.ts';
