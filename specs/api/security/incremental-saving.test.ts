/**
 * issue 16 #7: saving is incremental. With 8 000 sessions, a write to a collection rewrites
 * that collection's part and the small manifest, not every session; a read writes nothing; a
 * new session writes the sessions part, and a restart brings every session back.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn, startApp } from '../support/app.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'sl-incremental-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const dataFile = path.join(dir, 'data.json');
const SESSIONS = 8_000;

/** The sessions part the manifest names (the previous generation's is kept beside it). */
const sessionsPart = (): string => JSON.parse(readFileSync(dataFile, 'utf8')).parts['~sessions'];
const filesNow = () => new Map(readdirSync(dir).map((n) => [n, statSync(path.join(dir, n)).mtimeMs]));

describe('issue 16 #7: a write does not rewrite every session', () => {
  it('with 8 000 sessions: a team write leaves the sessions part alone, a read writes nothing', async () => {
    const app = await startApp({ dataFile });
    try {
      const { headers, accountId } = await signIn(app, 'admin@acme.test');
      const template = [...app.store.sessions.values()].find((s) => s.accountId === accountId);
      if (!template) throw new Error('no session');
      for (let i = 0; i < SESSIONS; i++) {
        const id = `bulk-${i}`;
        app.store.sessions.set(id, {
          ...template,
          hostSessionId: id,
          accessToken: `a-${i}`,
          refreshToken: `r-${i}`,
        });
      }
      // Signing in once more saves the sessions (a change of the sessions).
      await signIn(app, 'admin@acme.test');
      const sessionsBefore = sessionsPart();
      expect(sessionsBefore).toMatch(/^data\.json\.sessions\.\d+\.json$/);
      expect(JSON.parse(readFileSync(path.join(dir, sessionsBefore), 'utf8')).length).toBeGreaterThan(
        SESSIONS,
      );

      const beforeRead = filesNow();
      const read = await app.inject({ method: 'GET', url: '/api/v1/teams', headers });
      expect(read.statusCode).toBe(200);
      expect(filesNow()).toEqual(beforeRead);

      const write = await app.inject({
        method: 'POST',
        url: '/api/v1/teams',
        headers,
        payload: { name: 'Incremental' },
      });
      expect(write.statusCode).toBe(201);
      expect(sessionsPart()).toEqual(sessionsBefore);
      expect(readFileSync(dataFile, 'utf8').length).toBeLessThan(10_000);
    } finally {
      await app.close();
    }
    const again = await startApp({ dataFile });
    try {
      expect(again.store.sessions.size).toBeGreaterThan(SESSIONS);
      expect(again.store.sessions.findByAccessToken('a-7')?.hostSessionId).toBe('bulk-7');
    } finally {
      await again.close();
    }
  });
});
