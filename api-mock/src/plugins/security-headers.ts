/**
 * Security headers on the app (/n/) and the API (issue 16 #8), chosen by helmet. The CSP is
 * the one the built app runs under without a violation (the e2e suite fails on console errors):
 * scripts and styles come from the server itself; style attributes are allowed because
 * react-aria and Highcharts set inline styles; images may be data: (the two-factor QR code) or
 * https (profile logos and avatars come from anywhere). Nothing may frame the app.
 *
 * issue 17 "per-request overhead": @fastify/helmet built helmet's middleware again on every
 * request (parsing the CSP directives each time): 12 % of the CPU of the simplest authenticated
 * read. The headers are the same for every request, so helmet computes them once here, at start,
 * and one hook copies them onto each reply. Set on the reply (not the raw response), so a route
 * with its own header (the docs' CSP) still replaces ours, as before.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // A development server is reached over plain http (often by a LAN address): HSTS or
  // upgrade-insecure-requests would make browsers refuse it.
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'same-origin' },
  // The API is called cross-origin by the CORS allow-list; the resource policy is for no-cors loads.
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/** The headers helmet sets for `options`, found by running its middleware once on a recorder. */
export function helmetHeaders(options: Readonly<HelmetOptions> = OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown = null;
  // helmet's middleware is synchronous: every header is set when it returns.
  helmet(options)({} as never, recorder, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
