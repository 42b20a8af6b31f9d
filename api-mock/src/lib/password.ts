/** Passwords are stored hashed (scrypt with a per-account salt), never in plain text. */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const PARAMS = { N: 4096, r: 8, p: 1 } as const;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, PARAMS);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = scryptSync(password, Buffer.from(saltB64, 'base64'), expected.length, PARAMS);
  return timingSafeEqual(actual, expected);
}

/** A hash no password matches; checked when the e-mail is unknown. */
const NO_ACCOUNT_HASH = hashPassword(randomBytes(16).toString('hex'));

/**
 * issue 16 #4: an unknown e-mail costs the same scrypt work as a known one, so the answer's
 * timing does not tell which e-mails have accounts.
 */
export function verifyAccountPassword(password: string, stored: string | undefined): boolean {
  const ok = verifyPassword(password, stored ?? NO_ACCOUNT_HASH);
  return ok && stored !== undefined;
}
