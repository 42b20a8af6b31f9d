/** RFC 6238 TOTP checks with otpauth (the same algorithm authenticator apps use). */
import * as OTPAuth from 'otpauth';

export function verifyTotp(secretBase32: string, code: string, timestamp = Date.now()): boolean {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secretBase32), digits: 6, period: 30 });
  return totp.validate({ token: code.replace(/\s+/g, ''), timestamp, window: 1 }) !== null;
}
