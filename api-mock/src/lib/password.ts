/**
 * Passwords are stored hashed (scrypt with a per-account salt), never in plain text. issue 17:
 * the hash runs on libuv's thread pool (crypto.scrypt, not scryptSync), so a sign-in no longer
 * holds the event loop for ~11 ms while every other request waits.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const PARAMS = { N: 4096, r: 8, p: 1 } as const;

const scryptAsync = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 32, PARAMS);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scryptAsync(password, Buffer.from(saltB64, 'base64'), expected.length, PARAMS);
  return timingSafeEqual(actual, expected);
}

/** A hash no password matches; checked when the e-mail is unknown (made once, at start). */
const noAccountHash = hashPassword(randomBytes(16).toString('hex'));

/**
 * issue 16 #4: an unknown e-mail costs the same scrypt work as a known one, so the answer's
 * timing does not tell which e-mails have accounts.
 */
export async function verifyAccountPassword(password: string, stored: string | undefined): Promise<boolean> {
  const ok = await verifyPassword(password, stored ?? (await noAccountHash));
  return ok && stored !== undefined;
}
