/**
 * issue 16 #8: the request journal (GET /api/__mock/journal) must not hand out secrets: query
 * values whose name says token, code, password, secret, key or hash (a reset link's token, an
 * invite's, a shared-link code, a one-time code) are replaced by `[redacted]`. The journal keeps
 * no bodies, so a password or code sent in a body never reaches it.
 */
const SECRET_NAME = /token|code|password|secret|key|hash|otp/i;
export const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const parts = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        /* a malformed escape: judge the raw name */
      }
      return SECRET_NAME.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    });
  return `${url.slice(0, at)}?${parts.join('&')}`;
}
