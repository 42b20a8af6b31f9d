/**
 * Spending a second factor (spec 01 §4, spec 02 §5, issue 16 #3, #4). A TOTP code is accepted
 * once: the time step it belongs to is remembered per account, so the same code (or an older
 * one still inside the ±1 step window) cannot be replayed. Backup codes are stored as hashes
 * (issue 16 #7) and removed when spent.
 */
import * as OTPAuth from 'otpauth';
import { HttpError } from '../plugins/errors.ts';
import type { AccountRecord } from '../store/records.ts';
import type { Store } from '../store/store.ts';
import { hashToken } from './hash-token.ts';
import { verifyPassword } from './password.ts';

const PERIOD_S = 30;

/** The stored form of a backup code: case, spaces and dashes do not matter when typing it. */
export const hashBackupCode = (code: string): string => hashToken(code.toLowerCase().replace(/[\s-]/g, ''));

/** Per store, per account: the last TOTP time step that was accepted. */
const lastSteps = new WeakMap<Store, Map<number, number>>();

/** The time step of a valid code for `secret` (window ±1), or null. */
export function totpStep(secretBase32: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secretBase32),
    digits: 6,
    period: PERIOD_S,
  });
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

/** Spends a second factor: a TOTP code not used before, or an unused backup code (single use). */
export async function spendSecondFactor(
  store: Store,
  account: AccountRecord,
  code: string | undefined,
  now: number,
): Promise<boolean> {
  const value = code?.trim().replace(/\s+/g, '') ?? '';
  if (!value || !account.otp_secret) return false;
  const step = totpStep(account.otp_secret, value, now);
  if (step !== null) {
    const steps = lastSteps.get(store) ?? new Map<number, number>();
    lastSteps.set(store, steps);
    if (step <= (steps.get(account.id) ?? Number.NEGATIVE_INFINITY)) return false;
    steps.set(account.id, step);
    return true;
  }
  const hashed = hashBackupCode(value);
  if (!account.backup_codes.includes(hashed)) return false;
  await store.accounts.update((q) => q.where({ id: account.id }), {
    data(a) {
      a.backup_codes = a.backup_codes.filter((c) => c !== hashed);
    },
  });
  return true;
}

export const TWO_FACTOR_PROOF_NEEDED =
  'Enter a current code from your authenticator app (or a backup code), or your password, to change two-factor authentication.';

/**
 * issue 16 #3: while two-factor is on, replacing the secret or the backup codes needs a current
 * second factor or the password; a bearer token alone is not enough.
 */
export async function assertTwoFactorProof(
  store: Store,
  account: AccountRecord,
  proof: { otp_code?: string; password?: string } | undefined,
  now: number,
): Promise<void> {
  if (!account.otp_enabled) return;
  if (proof?.password && (await verifyPassword(proof.password, account.password_hash))) return;
  if (proof?.otp_code && (await spendSecondFactor(store, account, proof.otp_code, now))) return;
  throw new HttpError(422, TWO_FACTOR_PROOF_NEEDED, { otp_code: [TWO_FACTOR_PROOF_NEEDED] });
}
