/** spec 01 §4, §7: sign-in, refresh, sign-out, and the host-base legacy token and logout calls. */
import { session } from '@sl/api-contract/endpoints';
import { ERROR_TEXTS, MESSAGES } from '@sl/api-contract/schemas/errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contractRoute } from '../../lib/contract-route.ts';
import { verifyAccountPassword } from '../../lib/password.ts';
import { assertSameOrigin } from '../../lib/same-origin-proof.ts';
import { spendSecondFactor } from '../../lib/second-factor.ts';
import { newToken } from '../../lib/tokens.ts';
import type { MockContext } from '../../plugins/auth.ts';
import { useCookies } from '../../plugins/cookies.ts';
import { HttpError } from '../../plugins/errors.ts';
import { serializeAccount } from '../../serializers/account.ts';
import type { AccountRecord } from '../../store/records.ts';
import type { SessionRecord, Store } from '../../store/store.ts';

export const HOST_COOKIE = 'sl_host_session';

export function sessionPayload(store: Store, s: SessionRecord, account: AccountRecord) {
  return {
    account: serializeAccount(store, account, s.overtakenBy !== null),
    csrf_token: s.csrfToken,
    access_token: s.accessToken,
    refresh_token: s.refreshToken,
  };
}

/** Sets the host session cookie: the calling route module registers cookies (plugins/cookies.ts). */
export function openSession(store: Store, accountId: number, options: MockContext, reply: FastifyReply) {
  const s: SessionRecord = {
    accountId,
    accessToken: newToken(),
    refreshToken: newToken(),
    csrfToken: newToken(24),
    hostSessionId: newToken(),
    accessExpiresAt: options.now() + options.accessTokenTtlMs,
    overtakenBy: null,
  };
  store.sessions.set(s.hostSessionId, s);
  reply.setCookie(HOST_COOKIE, s.hostSessionId, { path: '/', httpOnly: true, sameSite: 'lax' });
  return s;
}

export default async function sessionRoutes(app: FastifyInstance, options: MockContext) {
  // It sets or reads the host session cookie (plugins/cookies.ts).
  await useCookies(app);
  const { store } = options;

  contractRoute(app, options, session.createSession, async ({ body, reply }) => {
    const account = store.findAccountByEmail(body.email);
    const passwordOk = await verifyAccountPassword(body.password, account?.password_hash);
    if (account?.state !== 1 || !passwordOk) {
      throw new HttpError(401, MESSAGES.wrongLogin);
    }
    // spec 02 §5: a one-time code is required when two-factor is on, otherwise 'Invalid otp code'.
    if (account.otp_enabled && !(await spendSecondFactor(store, account, body.otp_code, options.now()))) {
      throw new HttpError(401, MESSAGES.invalidOtp, undefined, { two_factor_required: true });
    }
    const s = openSession(store, account.id, options, reply);
    return sessionPayload(store, s, store.findAccount(account.id) ?? account);
  });

  // spec 01 §4: the refresh token travels as bearer; tokens rotate, the CSRF token stays.
  contractRoute(app, options, session.refreshSession, async ({ request }) => {
    const token = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const s = token ? [...store.sessions.values()].find((x) => x.refreshToken === token) : undefined;
    const account = s ? store.findAccount(s.accountId) : undefined;
    if (!s || !account || account.state !== 1) throw new HttpError(401, 'Refresh token is not valid.');
    const previous = s.accessToken;
    s.accessToken = newToken();
    s.refreshToken = newToken();
    s.accessExpiresAt = options.now() + options.accessTokenTtlMs;
    store.sessions.touch(s, previous);
    return sessionPayload(store, s, account);
  });

  contractRoute(app, options, session.deleteSession, async ({ identity }) => {
    if (identity.kind === 'account') store.sessions.delete(identity.session.hostSessionId);
    return {};
  });

  // spec 01 §7: GET accounts/token on the host base answers from the host session cookie.
  contractRoute(app, options, session.hostToken, async ({ request }) => {
    const id = request.cookies[HOST_COOKIE];
    const s = id ? store.sessions.get(id) : undefined;
    const account = s ? store.findAccount(s.accountId) : undefined;
    if (!s || !account || account.state !== 1) throw new HttpError(401, ERROR_TEXTS.signIn);
    assertSameOrigin(request, s.csrfToken, options.controlAccess.corsOrigins);
    const previous = s.accessToken;
    s.accessToken = newToken();
    s.accessExpiresAt = options.now() + options.accessTokenTtlMs;
    store.sessions.touch(s, previous);
    return sessionPayload(store, s, account);
  });

  contractRoute(app, options, session.hostLogout, async ({ request, reply }) => {
    const id = request.cookies[HOST_COOKIE];
    if (id) store.sessions.delete(id);
    reply.clearCookie(HOST_COOKIE, { path: '/' });
    return {};
  });
}
