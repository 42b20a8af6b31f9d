/** New TOTP secrets and backup codes (spec 02 §7: 10 single-use backup codes). */
import { randomInt } from 'node:crypto';
import * as OTPAuth from 'otpauth';

export const BACKUP_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const newTotpSecret = (): string => new OTPAuth.Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app scans (issuer, label, SHA-1, 6 digits, 30 s). */
export const otpauthUrl = (secret: string, email: string): string =>
  new OTPAuth.TOTP({
    issuer: 'Social Listening',
    label: email,
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).toString();

/** `xxxx-xxxx`, the fixtures' format; crypto-random, never Math.random. */
export function newBackupCodes(): string[] {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: BACKUP_CODE_COUNT }, () => `${part()}-${part()}`);
}
