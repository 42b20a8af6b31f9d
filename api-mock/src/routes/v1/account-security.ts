/**
 * spec 01 §5, §7: password reset, two-factor setup / activate / backup codes / code check, and
 * the account's own preferences.
 */
import { session } from '@sl/api-contract/endpoints';
import { passwordRuleErrors } from '@sl/api-contract/schemas/account';
import { MESSAGES } from '@sl/api-contract/schemas/errors';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../lib/access.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { hashToken } from '../../lib/hash-token.ts';
import { verifyTotp } from '../../lib/otp.ts';
import { newBackupCodes, newTotpSecret, otpauthUrl } from '../../lib/otp-secrets.ts';
import { hashPassword } from '../../lib/password.ts';
import { nextId } from '../../lib/records.ts';
import { revokeResets } from '../../lib/revoke-resets.ts';
import { assertTwoFactorProof, hashBackupCode, spendSecondFactor } from '../../lib/second-factor.ts';
import { htmlParagraphs, sendMail } from '../../lib/send-mail.ts';
import { newToken } from '../../lib/tokens.ts';
import type { MockContext } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { serializeAccount } from '../../serializers/account.ts';
import type { AccountRecord } from '../../store/records.ts';
import type { Store } from '../../store/store.ts';

/** Reset links live an hour. */
const RESET_TTL_MS = 60 * 60 * 1000;
const INVALID_RESET = 'This password reset link is not valid or has expired.';

export async function updateAccount(store: Store, id: number, change: (a: AccountRecord) => void) {
  const updated = await store.accounts.update((q) => q.where({ id }), { data: change });
  if (!updated) throw new HttpError(404, 'Account not found.');
  return updated;
}

export default async function accountSecurityRoutes(app: FastifyInstance, options: MockContext) {
  const { store } = options;
  const { passwordResets } = store.collections;

  const liveReset = (token: string) => {
    const reset = passwordResets.findFirst((q) => q.where({ token_hash: hashToken(token) }));
    if (!reset || reset.used_at !== null || Date.parse(reset.expires_at) <= options.now()) return null;
    const account = store.findAccount(reset.account_id);
    return account?.state === 1 ? { reset, account } : null;
  };

  contractRoute(app, options, session.requestPasswordReset, async ({ body }) => {
    const account = store.findAccountByEmail(body.email);
    // The answer never tells whether the e-mail has an account.
    if (account?.state === 1) {
      // issue 16 #4: only the newest link works; asking again revokes the older ones.
      await revokeResets(passwordResets, account.id, options.now());
      const token = newToken();
      await passwordResets.create({
        id: nextId(passwordResets.all()),
        account_id: account.id,
        token_hash: hashToken(token),
        expires_at: new Date(options.now() + RESET_TTL_MS).toISOString(),
        used_at: null,
      });
      const link = `/n/reset-password?token=${encodeURIComponent(token)}`;
      const lines = [
        `Hello ${account.first_name},`,
        'Someone asked to reset the password of your account. If it was you, open the link below within an hour.',
        'If it was not you, ignore this e-mail; your password stays as it is.',
      ];
      await sendMail(
        store,
        {
          kind: 'password_reset',
          to: [account.email],
          subject: 'Reset your password',
          text: `${lines.join('\n\n')}\n\n${link}\n`,
          html: htmlParagraphs(lines, { href: link, label: 'Reset your password' }),
          token,
          link,
        },
        options.now(),
      );
    }
    return { message: 'If the e-mail belongs to an account, a reset link is on its way.' };
  });

  contractRoute(app, options, session.checkPasswordResetToken, async ({ query }) => {
    const live = liveReset(query.token);
    if (!live) throw new HttpError(404, INVALID_RESET);
    return { email: live.account.email };
  });

  contractRoute(app, options, session.resetPassword, async ({ body }) => {
    const live = liveReset(body.token);
    if (!live) throw new HttpError(404, INVALID_RESET);
    // spec 01 §5: digit, lowercase, uppercase, special, and the confirmation.
    const errors = passwordRuleErrors(body.account.password, body.account.password_confirmation);
    if (Object.keys(errors).length) throw fieldErrors(errors);
    const passwordHash = await hashPassword(body.account.password);
    // Other requests ran during the hash: the link must still be live (a link is used once).
    if (!liveReset(body.token)) throw new HttpError(404, INVALID_RESET);
    await updateAccount(store, live.account.id, (a) => {
      a.password_hash = passwordHash;
    });
    await passwordResets.update((q) => q.where({ id: live.reset.id }), {
      data(r) {
        r.used_at = new Date(options.now()).toISOString();
      },
    });
    // A new password ends every session of the account.
    for (const [key, s] of store.sessions) if (s.accountId === live.account.id) store.sessions.delete(key);
    return {};
  });

  contractRoute(app, options, session.setupTwoFactor, async ({ identity, body }) => {
    const { account } = callerOf(identity);
    await assertTwoFactorProof(store, account, body, options.now());
    const secret = newTotpSecret();
    await updateAccount(store, account.id, (a) => {
      a.otp_pending_secret = secret;
    });
    return { secret, otpauth_url: otpauthUrl(secret, account.email) };
  });

  contractRoute(app, options, session.activateTwoFactor, async ({ identity, body }) => {
    const { account } = callerOf(identity);
    if (!account.otp_pending_secret) {
      throw new HttpError(422, 'Start two-factor setup first.', {
        otp_code: ['Start two-factor setup first.'],
      });
    }
    if (
      !/^\d{6}$/.test(body.otp_code) ||
      !verifyTotp(account.otp_pending_secret, body.otp_code, options.now())
    ) {
      throw new HttpError(422, MESSAGES.invalidOtp, { otp_code: [MESSAGES.invalidOtp] });
    }
    const codes = newBackupCodes();
    await updateAccount(store, account.id, (a) => {
      a.otp_secret = a.otp_pending_secret;
      a.otp_pending_secret = null;
      a.otp_enabled = true;
      a.backup_codes = codes.map(hashBackupCode);
    });
    return { backup_codes: codes };
  });

  contractRoute(app, options, session.regenerateBackupCodes, async ({ identity, body }) => {
    const { account } = callerOf(identity);
    if (!account.otp_enabled) throw new HttpError(422, 'Two-factor authentication is not on.');
    await assertTwoFactorProof(store, account, body, options.now());
    const codes = newBackupCodes();
    await updateAccount(store, account.id, (a) => {
      a.backup_codes = codes.map(hashBackupCode);
    });
    return { backup_codes: codes };
  });

  contractRoute(app, options, session.checkTwoFactorCode, async ({ identity, body }) => {
    const { account } = callerOf(identity);
    if (!account.otp_enabled) throw new HttpError(422, 'Two-factor authentication is not on.');
    if (!(await spendSecondFactor(store, account, body.otp_code, options.now()))) {
      throw new HttpError(422, MESSAGES.invalidOtp, { otp_code: [MESSAGES.invalidOtp] });
    }
    return { valid: true as const };
  });

  contractRoute(app, options, session.updateGeneralPreferences, async ({ identity, body }) => {
    const { account, session: s } = callerOf(identity);
    const updated = await updateAccount(store, account.id, (a) => {
      if (body.url_warning !== undefined) a.preferences.url_warning = body.url_warning;
      if (body.review_on_reply !== undefined) a.preferences.review_on_reply = body.review_on_reply;
      if (body.direct_email_to_network !== undefined) {
        a.preferences.direct_email_to_network = body.direct_email_to_network;
      }
    });
    return serializeAccount(store, updated, s.overtakenBy !== null);
  });

  contractRoute(app, options, session.updateDefaultStreams, async ({ identity, body }) => {
    const { account, session: s } = callerOf(identity);
    const updated = await updateAccount(store, account.id, (a) => {
      a.preferences.default_dashboard_streams = [...new Set(body.default_dashboard_streams)];
    });
    return serializeAccount(store, updated, s.overtakenBy !== null);
  });

  contractRoute(app, options, session.updateHelperDefaultSettings, async ({ identity, body }) => {
    const { account, session: s } = callerOf(identity);
    const updated = await updateAccount(store, account.id, (a) => {
      a.preferences.helper_default_settings = body.default_settings;
    });
    return serializeAccount(store, updated, s.overtakenBy !== null);
  });
}

/** 422 with field errors; the message names the first field the way the web shows it (spec 01 §5). */
export function fieldErrors(errors: Record<string, string[]>): HttpError {
  const [field, list] = Object.entries(errors)[0];
  const name = field.replace(/^account\./, '').replace(/_/g, ' ');
  const message = field === 'base' ? list[0] : `${name.charAt(0).toUpperCase()}${name.slice(1)} ${list[0]}`;
  return new HttpError(422, message, errors);
}
