/**
 * issue 17 "The first screen", decision record 013: the built app is served compressed (brotli
 * or gzip, chosen by Accept-Encoding, from the build's precompressed siblings), hashed assets are
 * cached for good and index.html (also as the SPA fallback) is revalidated on every visit.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from '../support/app.ts';

const INDEX = `<!doctype html><html><head><title>App</title><script type="module" src="/n/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>\n`;
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

/** A build as `vite build` writes it: hashed files under assets/ and their .br/.gz siblings. */
function writeBuild(dir: string) {
  mkdirSync(path.join(dir, 'assets'));
  const files: Record<string, string> = {
    'index.html': INDEX,
    'assets/index-AbC123.js': SCRIPT,
    'favicon.svg': '<svg/>',
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), text);
    if (name === 'favicon.svg') continue;
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  }
}

describe('issue 17: the built app is served compressed and cached by its names', () => {
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sl-web-dist-'));
    writeBuild(dir);
    app = await startApp({ webDist: dir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('a hashed asset is brotli when the browser accepts it, and immutable for a year', async () => {
    const res = await get('/n/assets/index-AbC123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('gzip for a browser without brotli, and the plain file for one that accepts neither', async () => {
    const gz = await get('/n/assets/index-AbC123.js', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/n/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('index.html and the SPA fallback of a client route are compressed and revalidated (no-cache)', async () => {
    for (const url of ['/n/', '/n/login', '/n/settings/users?x=1']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('issue 16 #8: the app at /n/ (its page, a client route, an asset) carries the security headers', async () => {
    for (const url of ['/n/', '/n/login', '/n/assets/index-AbC123.js']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("script-src 'self'");
      expect(res.headers['referrer-policy'], url).toBe('same-origin');
    }
  });

  it('an unhashed file outside assets/ is revalidated too', async () => {
    const res = await get('/n/favicon.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('WEB_DIST given relative to the working folder (`WEB_DIST=web/dist`)', () => {
  it('serves the build from that folder instead of failing to start', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sl-web-dist-'));
    writeBuild(dir);
    const app = await startApp({ webDist: path.relative(process.cwd(), dir) });
    try {
      const res = await app.inject({ method: 'GET', url: '/n/assets/index-AbC123.js' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SCRIPT);
      expect((await app.inject({ method: 'GET', url: '/n/login' })).body).toBe(INDEX);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
