/** The mock's control API (/api/__mock) and the few API calls specs make to set the scene. */
import type { APIRequestContext } from '@playwright/test';
import type { WireSession } from './sign-in.ts';

export async function addFault(
  request: APIRequestContext,
  rule: {
    path_pattern: string;
    method?: string;
    fault?: '401' | '403' | '500';
    delay_ms?: number;
    times?: number;
  },
) {
  const res = await request.post('/api/__mock/faults', { data: rule });
  if (!res.ok()) throw new Error(`fault rule refused: ${res.status()} ${await res.text()}`);
}

export async function outboxToken(request: APIRequestContext, to: string, kind?: string): Promise<string> {
  const res = await request.get('/api/__mock/outbox', { params: { to, ...(kind ? { kind } : {}) } });
  const { messages } = (await res.json()) as { messages: { token: string | null }[] };
  const token = messages.at(-1)?.token;
  if (!token) throw new Error(`no mail with a token for ${to}`);
  return token;
}

/**
 * The link of the newest mail to `to`, exactly as the outbox holds it (e.g. `/n/reset-password?token=…`):
 * specs follow what the e-mail says, not a URL they build themselves.
 */
export async function outboxLink(request: APIRequestContext, to: string, kind?: string): Promise<string> {
  const res = await request.get('/api/__mock/outbox', { params: { to, ...(kind ? { kind } : {}) } });
  const { messages } = (await res.json()) as { messages: { link: string | null }[] };
  const link = messages.at(-1)?.link;
  if (!link) throw new Error(`no mail with a link for ${to}`);
  return link;
}

/** A call with the session's bearer and CSRF token, as the app's client would make it. */
export async function callAs(
  request: APIRequestContext,
  session: WireSession,
  method: 'POST' | 'DELETE' | 'GET',
  path: string,
  data?: unknown,
) {
  const res = await request.fetch(`/api${path}`, {
    method,
    data,
    headers: { Authorization: `Bearer ${session.access_token}`, 'X-CSRF-TOKEN': session.csrf_token },
  });
  if (!res.ok()) throw new Error(`${method} ${path} failed: ${res.status()} ${await res.text()}`);
  return res.json();
}
