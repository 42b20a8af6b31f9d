/**
 * Runs slcli in-process for unit tests: a temporary SLCLI_HOME, captured stdout/stderr and a fake
 * fetch that answers by "METHOD /path" and records every request.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { run } from '../main.ts';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

export type Reply = { status: number; body?: unknown };
export type Handler = (request: RecordedRequest) => Reply;

/** `routes` keys look like `POST /api/v1/session`; an unmatched request gets a 404. */
export function fakeFetch(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request = {
      method: init?.method ?? 'GET',
      url,
      headers,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(request);
    const handler = routes[`${request.method} ${url.pathname}`];
    const reply = handler ? handler(request) : { status: 404, body: { error_message: 'Not found' } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, requests };
}

/** A fetch that fails the way Node's does when nothing listens on the port. */
export const refusedFetch: typeof globalThis.fetch = async () => {
  throw new TypeError('fetch failed', {
    cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
  });
};

/** A fresh SLCLI_HOME, removed when the test ends. */
export function tempHome(): string {
  const home = mkdtempSync(join(tmpdir(), 'slcli-test-'));
  onTestFinished(() => rmSync(home, { recursive: true, force: true }));
  return home;
}

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  home: string;
  fetch?: typeof globalThis.fetch;
  env?: Record<string, string>;
  /** What stdin holds (for --password-stdin); empty by default. */
  stdin?: string;
  /** Answers to terminal prompts, in order; when given, stdin and stderr count as terminals. */
  answers?: string[];
}

export async function runCli(argv: string[], options: RunOptions): Promise<CliRun & { prompts: string[] }> {
  let stdout = '';
  let stderr = '';
  const prompts: string[] = [];
  const answers = [...(options.answers ?? [])];
  const terminal = options.answers !== undefined;
  const code = await run(argv, {
    fetch: options.fetch ?? refusedFetch,
    env: { SLCLI_HOME: options.home, ...options.env },
    stdout: (text) => {
      stdout += text;
    },
    stdoutBytes: async (chunk) => {
      stdout += new TextDecoder().decode(chunk);
    },
    stderr: (text) => {
      stderr += text;
    },
    readStdin: async () => options.stdin ?? '',
    prompt: async (question, { hidden }) => {
      prompts.push(`${question}${hidden ? '(hidden)' : ''}`);
      return answers.shift() ?? '';
    },
    tty: { stdin: terminal, stdout: false, stderr: terminal },
  });
  return { code, stdout, stderr, prompts };
}

/** A session response as the server sends it (snake_case). */
export function sessionReply(
  overrides: { email?: string; fullName?: string; profileName?: string } = {},
): Reply {
  return {
    status: 200,
    body: {
      account: {
        id: 2,
        first_name: 'Ada',
        last_name: 'Admin',
        full_name: overrides.fullName ?? 'Ada Admin',
        email: overrides.email ?? 'admin@acme.test',
        role: 1,
        state: 1,
        avatar_url: null,
        business_profile: {
          id: 1,
          name: overrides.profileName ?? 'Acme',
          logo_url: null,
          active_accounts_count: 5,
          time_zone: 'Europe/London',
        },
        teams: [],
        permissions: {},
        preferences: {
          ui: { default_dashboard_streams: [] },
          security: { two_factor_authorization: { otp_enabled: false } },
          general: { url_warning: true, review_on_reply: false, direct_email_to_network: false },
        },
        overtaken: false,
      },
      csrf_token: 'csrf-1',
      access_token: 'access-1',
      refresh_token: 'refresh-1',
    },
  };
}

/** A scenario-loaded response as the server sends it (snake_case). */
export function scenarioReply(name = 'default'): Reply {
  return {
    status: 200,
    body: {
      name,
      seed: 42,
      now: '2026-03-01T12:00:00.000Z',
      counts: { accounts: 2, statuses: 3000 },
      accounts: [
        { email: 'sysadmin@acme.test', role: 0, business_profile_id: 1 },
        { email: 'guest@acme.test', role: 4, business_profile_id: 1 },
      ],
    },
  };
}
