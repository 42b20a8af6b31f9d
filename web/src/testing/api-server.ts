/**
 * The web tests' API (issue 10 item 8, docs/decisions/007-msw-for-web-tests.md): Mock Service
 * Worker in Node, with handlers written per contract endpoint. A handler's request body and path
 * parameters are parsed with the endpoint's schemas, and what it answers is parsed with the
 * endpoint's response schema (or the error body schema for a failure), so neither the app under
 * test nor the test itself can trade a body the API would refuse or never send. Contract
 * offences and requests no handler expects fail the test (testing/setup.ts).
 */
import { camelizeKeys } from '@sl/api-contract/client/case';
import type { AnyEndpoint } from '@sl/api-contract/endpoints';
import type { AccountWire } from '@sl/api-contract/schemas/account';
import { errorBodySchema } from '@sl/api-contract/schemas/errors';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import { env } from '#/config/env.ts';
import type { CurrentUser } from '#/lib/session.ts';

export const server = setupServer();

export interface RecordedRequest {
  method: string;
  /** The path below the API or host base, as the endpoint table writes it filled in (`/v1/accounts/3`). */
  path: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The parsed JSON body, as sent (snake_case). */
  body: unknown;
}

/** Every request a handler answered since the test began, in order. */
export const requests: RecordedRequest[] = [];
/** What broke the contract since the test began; testing/setup.ts fails the test on any. */
export const contractOffences: string[] = [];

type Wire<S> = S extends z.ZodType ? z.input<S> : undefined;

export interface HandledRequest<E extends AnyEndpoint> {
  /** The body as the contract parsed it (defaults applied); undefined for calls without one. */
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
  params: Record<string, string>;
  headers: Record<string, string>;
}

/** A success answers the endpoint's wire response; a failure answers the error body of spec 01 §8. */
export type Reply<E extends AnyEndpoint> =
  | { status?: undefined; body: Wire<E['response']> }
  | { status: number; body?: z.input<typeof errorBodySchema> & Record<string, unknown> };

const baseOf = (ep: AnyEndpoint) => (ep.base === 'host' ? env.hostUrl : env.apiUrl).replace(/\/$/, '');

/** One handler for one contract endpoint. */
export function handle<E extends AnyEndpoint>(
  ep: E,
  reply: (request: HandledRequest<E>) => Reply<E> | Promise<Reply<E>>,
) {
  // spec 01 §7: reads via POST go out as POST with X-HTTP-Method-Override: GET.
  const method = (ep.readViaPost ? 'POST' : ep.method).toLowerCase() as 'get';
  return http[method](`${baseOf(ep)}${ep.path}`, async ({ request, params }) => {
    const url = new URL(request.url);
    const text = await request.text();
    const raw = text ? JSON.parse(text) : undefined;
    const headers = Object.fromEntries(request.headers.entries());
    requests.push({
      method: request.method,
      path: url.pathname.slice(new URL(baseOf(ep) || '/', url).pathname.replace(/\/$/, '').length),
      headers,
      body: raw,
    });
    const offend = (what: string, error: z.ZodError) =>
      contractOffences.push(
        `${ep.id} ${what}: ${error.issues.map((i) => `${i.path.join('.')} ${i.message}`)}`,
      );

    let body: unknown;
    if (ep.body) {
      const parsed = ep.body.safeParse(raw ?? {});
      if (!parsed.success) offend('request body', parsed.error);
      body = parsed.data;
    }
    if (ep.params) {
      const parsed = ep.params.safeParse(params);
      if (!parsed.success) offend('path parameters', parsed.error);
    }
    const answer = await reply({
      body,
      params: params as Record<string, string>,
      headers,
    } as HandledRequest<E>);
    const status = answer.status ?? ep.status;
    const schema = status < 400 ? ep.response : errorBodySchema;
    if (answer.body !== undefined) {
      const parsed = schema.safeParse(answer.body);
      if (!parsed.success) offend(`response ${status}`, parsed.error);
    }
    if (answer.body === undefined || status === 204) return new HttpResponse(null, { status });
    return HttpResponse.json(answer.body as Record<string, unknown>, { status });
  });
}

/** Installs the handlers for the current test (they are reset after each test). */
export function useApi(...handlers: ReturnType<typeof handle>[]) {
  server.use(...handlers);
  return { requests };
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
    business_profile: { id: 1, name: 'Acme', logo_url: null, active_accounts_count: 5, time_zone: 'UTC' },
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
