/**
 * A stand-in for the API at the fetch boundary, for component tests: each handler answers one
 * `METHOD /path` (path without the /api base) with a status and a JSON body, and every request
 * is recorded. The app's code runs unchanged, client included.
 */
import { camelizeKeys } from '@sl/api-contract/client/case';
import type { AccountWire } from '@sl/api-contract/schemas/account';
import { vi } from 'vitest';
import type { CurrentUser } from '#/lib/session.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (request: RecordedRequest) => { status: number; body?: unknown };

export function fakeServer(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const handler = handlers[`${request.method} ${path}`];
    const { status, body } = handler
      ? handler(request)
      : { status: 404, body: { error_message: 'Not found' } };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { requests, fetch };
}

export function buildAccountWire(overrides: Partial<AccountWire> = {}): AccountWire {
  return {
    id: 3,
    first_name: 'Ada',
    last_name: 'Agent',
    full_name: 'Ada Agent',
    email: 'agent@acme.test',
    role: 2,
    state: 1,
    avatar_url: null,
    business_profile: { id: 1, name: 'Acme', logo_url: null, active_accounts_count: 5 },
    teams: [],
    permissions: {},
    preferences: {
      ui: {
        default_dashboard_streams: [],
        helper_default_settings: { language: null, tone: 'neutral', answer_length: 'medium' },
      },
      security: { two_factor_authorization: { otp_enabled: false } },
      general: { url_warning: true, review_on_reply: false, direct_email_to_network: false },
    },
    overtaken: false,
    ...overrides,
  };
}

/** The account as the client hands it to the app (camelCase), for tests that seed the current user. */
export const buildAccount = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  ...(camelizeKeys(buildAccountWire()) as CurrentUser),
  ...overrides,
});

export const sessionWire = (account = buildAccountWire()) => ({
  account,
  csrf_token: 'csrf-1',
  access_token: 'access-1',
  refresh_token: 'refresh-1',
});
