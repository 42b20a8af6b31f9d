/**
 * Who is calling (spec 01 §4, §6): a bearer access token names a session; mutating calls must
 * carry that session's CSRF token; each route declares who may call it (its contract `access`).
 */
import type { Access, AnyEndpoint } from '@sl/api-contract/endpoints';
import { ERROR_TEXTS } from '@sl/api-contract/schemas/errors';
import type { SharedLinkWire } from '@sl/api-contract/schemas/shared-links';
import type { FastifyRequest } from 'fastify';
import { assertControlAccess, type ControlAccess } from '../lib/control-access.ts';
import type { ControlState } from '../lib/control-state.ts';
import type { Persistence } from '../lib/persistence.ts';
import type { Pruner } from '../lib/prune-expired.ts';
import { linkAllowsCall } from '../lib/shared-link-scope.ts';
import type { AccountRecord } from '../store/records.ts';
import type { ScenarioRequest } from '../store/scenario-request.ts';
import type { SessionRecord, Store } from '../store/store.ts';
import { HttpError } from './errors.ts';

export type Identity =
  | { kind: 'anonymous' }
  | { kind: 'account'; account: AccountRecord; session: SessionRecord }
  /** spec 01 §6: an anonymous viewer of a shared dashboard link, limited to that link. */
  | { kind: 'shared-link'; code: string; businessProfileId: number; link: SharedLinkWire };

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity;
  }
}

/** What every route plugin receives: the store, the clock and the server's settings. */
export interface MockContext {
  store: Store;
  /** Who may use the control API and the fault headers (issue 16 #1). */
  controlAccess: ControlAccess;
  now: () => number;
  accessTokenTtlMs: number;
  /** The scenario the server started with: what POST /api/__mock/reset restores. */
  initialScenario: ScenarioRequest;
  /** Request journal and standing fault rules of the control API. */
  control: ControlState;
  /** Snapshots to --data-file; null when the server runs in memory only. */
  persistence: Persistence | null;
  /** When set, report e-mails also go out over SMTP (nodemailer) to this server. */
  smtpUrl?: string;
  /** Frees idle sessions and old drill-down feed definitions (lib/prune-expired.ts). */
  pruner: Pruner;
  /** Every JSON answer is also checked by zod (the app's `checkResponses`, lib/response-serializer.ts). */
  checkResponses: boolean;
}

const bearerOf = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1] : null;
};

export function findSessionByAccessToken(store: Store, token: string): SessionRecord | undefined {
  return store.sessions.findByAccessToken(token);
}

/** Resolves the caller and enforces the endpoint's access rule; throws HttpError when refused. */
export function authorize(ep: AnyEndpoint, request: FastifyRequest, options: MockContext): Identity {
  const access: Access = ep.access;
  if (access.kind === 'mock-admin') {
    assertControlAccess(request, options.controlAccess);
    return { kind: 'anonymous' };
  }
  if (access.kind === 'public') return { kind: 'anonymous' };

  const token = bearerOf(request);
  // spec 01 §6: no session, but a Shared-Link-Code of an existing link: an anonymous viewer of
  // that link's widgets only (its contexts are checked where the context is read). A link
  // without non_logged_in_access needs a session like any other call.
  const linkCode = request.headers['shared-link-code'];
  if (!token && access.sharedLink && typeof linkCode === 'string' && linkCode) {
    const link = options.store.sharedLinks.findFirst((q) => q.where({ code: linkCode }));
    if (link?.non_logged_in_access && linkAllowsCall(link, ep.id)) {
      // The link travels in the identity: a request looks it up once, here (issue 10 item 4).
      return { kind: 'shared-link', code: link.code, businessProfileId: link.business_profile_id, link };
    }
    if (link && !link.non_logged_in_access) throw new HttpError(401, ERROR_TEXTS.signIn);
    if (link) throw new HttpError(403, ERROR_TEXTS.linkWidget);
  }
  if (!token) throw new HttpError(401, ERROR_TEXTS.signIn);
  const session = findSessionByAccessToken(options.store, token);
  if (!session) throw new HttpError(401, ERROR_TEXTS.sessionInvalid);
  if (session.accessExpiresAt <= options.now()) throw new HttpError(401, ERROR_TEXTS.accessExpired);
  const account = options.store.findAccount(session.accountId);
  if (account?.state !== 1) throw new HttpError(401, ERROR_TEXTS.sessionInvalid);

  // CSRF: every mutating call (reads via POST are reads) must carry the session's token.
  const mutating = ep.method !== 'GET' && !ep.readViaPost;
  if (mutating && request.headers['x-csrf-token'] !== session.csrfToken) {
    throw new HttpError(403, ERROR_TEXTS.csrf);
  }
  if (access.roles && !access.roles.includes(account.role)) {
    throw new HttpError(403, ERROR_TEXTS.forbidden);
  }
  return { kind: 'account', account, session };
}
