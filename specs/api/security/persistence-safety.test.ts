/**
 * issue 16 #7: persistence that fails safe. A write that cannot be saved is rolled back and
 * reads keep working; a corrupt data file falls back to the previous generation or stops the
 * start with a clear message; files are 0600; temp files of a killed run are removed; backup
 * codes are stored hashed; idle sessions are pruned.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OTP_ACCOUNT } from '@sl/fixtures';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXED_NOW, signIn, startApp } from '../support/app.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function freshFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sl-persist-safety-'));
  dirs.push(dir);
  return path.join(dir, 'data.json');
}

const teamsOf = async (app: Awaited<ReturnType<typeof startApp>>, headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/v1/teams', headers })).body;

describe('issue 16 #7: a write that cannot be saved', () => {
  it('answers 500, is rolled back, and later reads answer 200 with the data on disk', async () => {
    const dataFile = freshFile();
    const app = await startApp({ dataFile });
    try {
      const { headers } = await signIn(app, 'admin@acme.test');
      const before = await teamsOf(app, headers);
      // The manifest's temp name taken by a directory: the next snapshot write fails.
      const blocker = `${dataFile}.tmp-${process.pid}`;
      mkdirSync(blocker);
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/teams',
        headers,
        payload: { name: 'Never saved' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().error_message).toBe('The change could not be saved to the data file.');
      // Reads work while the disk is still failing, and the change is gone.
      const read = await app.inject({ method: 'GET', url: '/api/v1/teams', headers });
      expect(read.statusCode).toBe(200);
      expect(read.body).not.toContain('Never saved');
      rmSync(blocker, { recursive: true });
      // The next good write does not bring the failed change back.
      const ok = await app.inject({
        method: 'POST',
        url: '/api/v1/teams',
        headers,
        payload: { name: 'Saved' },
      });
      expect(ok.statusCode).toBeLessThan(300);
      const after = await teamsOf(app, headers);
      expect(after).toContain('Saved');
      expect(after).not.toContain('Never saved');
      expect(before).not.toContain('Saved');
    } finally {
      await app.close();
    }
  });
});

describe('issue 16 #7: files on disk', () => {
  it('are 0600, hold backup codes only hashed, and temp files of a killed run are removed at start', async () => {
    const dataFile = freshFile();
    const dir = path.dirname(dataFile);
    writeFileSync(`${dataFile}.tmp-99999`, 'half a file');
    writeFileSync(`${dataFile}.accounts.3.json.tmp-12345`, 'half a part');
    const app = await startApp({ dataFile, scenario: { name: 'default', now: FIXED_NOW } });
    try {
      expect(readdirSync(dir).filter((n) => n.includes('.tmp-'))).toEqual([]);
      const { headers } = await signIn(app, 'admin@acme.test');
      await app.inject({ method: 'POST', url: '/api/v1/teams', headers, payload: { name: 'On disk' } });
      for (const name of readdirSync(dir)) {
        expect((statSync(path.join(dir, name)).mode & 0o777).toString(8), name).toBe('600');
      }
      const everything = readdirSync(dir)
        .map((n) => readFileSync(path.join(dir, n), 'utf8'))
        .join('\n');
      for (const code of OTP_ACCOUNT.backupCodes) expect(everything).not.toContain(code);
    } finally {
      await app.close();
    }
  });
});

describe('issue 16 #7: a corrupt data file', () => {
  it('falls back to the previous generation, which is kept, and says so', async () => {
    const dataFile = freshFile();
    const first = await startApp({ dataFile });
    const { headers } = await signIn(first, 'admin@acme.test');
    await first.inject({ method: 'POST', url: '/api/v1/teams', headers, payload: { name: 'Gen A' } });
    await first.inject({ method: 'POST', url: '/api/v1/teams', headers, payload: { name: 'Gen B' } });
    await first.close();
    writeFileSync(dataFile, '{"version":1,"parts":{"teams":"tru');
    const second = await startApp({ dataFile });
    try {
      expect(second.restored?.fellBackBecause).toMatch(/cannot be read \(it is not valid JSON\)\.$/);
      const admin = await signIn(second, 'admin@acme.test');
      const teams = await teamsOf(second, admin.headers);
      expect(teams).toContain('Gen A');
      expect(teams).not.toContain('Gen B');
    } finally {
      await second.close();
    }
  });

  it('with no usable generation, the start stops with a clear message that names no content', async () => {
    const dataFile = freshFile();
    writeFileSync(
      dataFile,
      '{"version":1,"sessions":[{"accessToken":"leak-me"}],"parts":{"teams":"missing.json"}}',
    );
    const start = startApp({ dataFile });
    await expect(start).rejects.toThrow(
      /cannot be read \(ENOENT\)\. There is no previous generation to fall back to/,
    );
    await expect(start).rejects.not.toThrow(/leak-me/);
  });
});

describe('issue 16 #7: sessions', () => {
  it('a session idle for more than 14 days is pruned at the next write', async () => {
    let clock = FIXED_NOW.getTime();
    const dataFile = freshFile();
    const app = await startApp({ dataFile, now: () => clock });
    try {
      const old = await signIn(app, 'agent@acme.test');
      clock += 15 * 24 * 3_600_000;
      const fresh = await signIn(app, 'admin@acme.test');
      const refresh = await app.inject({
        method: 'PUT',
        url: '/api/v1/session',
        headers: { authorization: `Bearer ${old.refreshToken}` },
        payload: {},
      });
      expect(refresh.statusCode).toBe(401);
      expect(
        (await app.inject({ method: 'GET', url: '/api/v1/teams', headers: fresh.headers })).statusCode,
      ).toBe(200);
    } finally {
      await app.close();
    }
  });
});
