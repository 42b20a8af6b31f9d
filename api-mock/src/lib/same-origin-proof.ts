/**
 * issue 16 #2: `GET /accounts/token` turns the host cookie into all three tokens, and a cookie
 * rides along with requests from any page of the same site (another port on the host). It
 * answers only a request that proves it comes from the app itself: the session's CSRF token
 * (the client sends it on every call once signed in), `Sec-Fetch-Site: same-origin` (or `none`,
 * a page the user opened by hand), or, where browsers send no fetch metadata, an Origin the API
 * trusts (the app's own or CORS_ORIGINS).
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors.ts';
import { originAllowed } from './control-access.ts';

export const SAME_ORIGIN_REFUSED =
  'This call answers only the app itself: send X-CSRF-TOKEN, or call it from the app’s own origin.';

export function assertSameOrigin(
  request: FastifyRequest,
  csrfToken: string,
  corsOrigins: readonly string[],
): void {
  if (request.headers['x-csrf-token'] === csrfToken) return;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) {
    if ((site === 'same-origin' || site === 'none') && originAllowed(request, corsOrigins)) return;
    throw new HttpError(403, SAME_ORIGIN_REFUSED);
  }
  if (request.headers.origin !== undefined && originAllowed(request, corsOrigins)) return;
  throw new HttpError(403, SAME_ORIGIN_REFUSED);
}
