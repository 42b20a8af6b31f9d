/**
 * Latency and faults (x-mock-delay, x-mock-fault, standing rules) and the request journal
 * (DESIGN §3). The control API itself and the docs are never delayed or failed, so a rule can
 * always be removed.
 */
import { mockFaultSchema } from '@sl/api-contract/schemas/mock-control';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { assertControlAccess, type ControlAccess } from '../lib/control-access.ts';
import type { ControlState, MockFault } from '../lib/control-state.ts';
import { redactUrl } from '../lib/redact-url.ts';
import { HttpError } from './errors.ts';

/** How long a `timeout` fault hangs when no delay is given. */
export const DEFAULT_TIMEOUT_MS = 30_000;
const MAX_DELAY_MS = 60_000;
const EXEMPT = /^\/api\/(__mock|docs)(\/|$)/;
const JOURNAL = '/api/__mock/journal';

declare module 'fastify' {
  interface FastifyRequest {
    /** The fault applied to this request (null: none); decorated in app.ts. */
    mockFault: string | null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function headerDelay(request: FastifyRequest): number | null {
  const raw = request.headers['x-mock-delay'];
  if (raw === undefined) return null;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_DELAY_MS) {
    throw new HttpError(400, `x-mock-delay must be an integer from 0 to ${MAX_DELAY_MS}.`);
  }
  return ms;
}

function headerFault(request: FastifyRequest): MockFault | null {
  const raw = request.headers['x-mock-fault'];
  if (raw === undefined) return null;
  const parsed = mockFaultSchema.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Unknown fault.');
  return parsed.data;
}

async function applyFault(fault: MockFault, delay: number | null): Promise<never> {
  if (fault === 'timeout') {
    await sleep(delay ?? DEFAULT_TIMEOUT_MS);
    throw new HttpError(504, 'Gateway timeout (mock fault).');
  }
  const messages = {
    '401': 'Access token expired.',
    '403': 'You are not allowed to do this.',
    '500': 'Something went wrong',
  };
  throw new HttpError(Number(fault), `${messages[fault]} (mock fault)`);
}

export default fp(async function controlHooks(
  app: FastifyInstance,
  opts: { control: ControlState; access: ControlAccess },
) {
  const { control } = opts;

  // issue 17 "per-request overhead": with no fault header and no standing rule (every request
  // but a test's), there is nothing to apply: answer on at once, without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (
      control.rules.length === 0 &&
      request.headers['x-mock-fault'] === undefined &&
      request.headers['x-mock-delay'] === undefined
    )
      return done();
    applyControl(request).then(() => done(), done);
  });

  async function applyControl(request: FastifyRequest): Promise<void> {
    const path = request.url.split('?')[0];
    if (EXEMPT.test(path)) return;
    // issue 16 #1: the fault headers are control calls too (a timeout fault holds a connection).
    if (request.headers['x-mock-fault'] !== undefined || request.headers['x-mock-delay'] !== undefined) {
      assertControlAccess(request, opts.access);
    }
    let delay = headerDelay(request);
    let fault = headerFault(request);
    for (const rule of control.rules) {
      if (rule.method && rule.method !== request.method) continue;
      if (!rule.matcher.test(path)) continue;
      if (rule.remaining !== null) {
        if (rule.remaining <= 0) continue;
        rule.remaining -= 1;
      }
      delay = Math.max(delay ?? 0, rule.delay_ms ?? 0);
      fault ??= rule.fault;
    }
    if (fault) {
      request.mockFault = fault;
      await applyFault(fault, delay);
    }
    if (delay) await sleep(delay);
  }

  app.addHook('onResponse', (request, reply, done) => {
    const { url } = request;
    // Reading the journal is not journalled.
    if (url.startsWith(JOURNAL) && (url.length === JOURNAL.length || url[JOURNAL.length] === '?'))
      return done();
    control.journalSeq += 1;
    control.journal.push({
      id: control.journalSeq,
      // A number here; the journal's reader writes it as ISO text (one Date per read, not per request).
      at: Date.now(),
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      duration_ms: Math.round(reply.elapsedTime * 100) / 100,
      account_id: request.identity?.kind === 'account' ? request.identity.account.id : null,
      fault: request.mockFault ?? null,
    });
    done();
  });
});
