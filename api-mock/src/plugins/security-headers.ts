/**
 * Security headers on the app (/n/) and the API (issue 16 #8), with @fastify/helmet. The CSP is
 * the one the built app runs under without a violation (the e2e suite fails on console errors):
 * scripts and styles come from the server itself; style attributes are allowed because
 * react-aria and Highcharts set inline styles; images may be data: (the two-factor QR code) or
 * https (profile logos and avatars come from anywhere). Nothing may frame the app.
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
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
  });
}
