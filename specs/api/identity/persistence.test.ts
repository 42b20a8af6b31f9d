/**
 * DESIGN §3 "Persistence": with --data-file every acknowledged write is on disk before the
 * response leaves, so a kill -9 loses nothing. Spawns the real server, writes, kills it hard,
 * restarts it on the same file and reads every write back.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../support/app.ts';
import { REPORT_BODY } from '../support/report-body.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'sl-persist-'));
const dataFile = path.join(dir, 'mock-data.json');
const running: ChildProcess[] = [];
afterAll(() => {
  for (const p of running) if (p.exitCode === null) p.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the server on a free port (PORT=0) and resolves with its base URL once it listens. */
function startServer(): Promise<{ base: string; proc: ChildProcess }> {
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', 'api-mock/src/server.ts', '--data-file', dataFile],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        MOCK_SEED: '7',
        LOG_LEVEL: 'error',
        WEB_DIST: path.join(dir, 'no-web'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.push(proc);
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 45_000);
    proc.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /API:\s+(http:\/\/localhost:\d+)\/api/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ base: match[1], proc });
      }
    });
    proc.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    proc.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies read in assertions
const json = async (res: Response): Promise<any> => res.json();

async function signInAs(base: string, email: string) {
  const res = await fetch(`${base}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await res.json()) as { access_token: string; csrf_token: string };
  return {
    authorization: `Bearer ${body.access_token}`,
    'x-csrf-token': body.csrf_token,
    'content-type': 'application/json',
  };
}

describe('DESIGN §3: the snapshot survives kill -9', () => {
  it('every acknowledged write is present after a hard kill and restart', async () => {
    const first = await startServer();
    const headers = await signInAs(first.base, 'admin@acme.test');
    const N = 25;
    const names: string[] = [];
    for (let i = 0; i < N; i++) {
      const name = `Persisted Team ${i}`;
      const res = await fetch(`${first.base}/api/v1/teams`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name }),
      });
      expect(res.status).toBe(201);
      names.push(name);
    }
    // Writes of other kinds too: a preference, a notification read, a deleted account.
    expect(
      (
        await fetch(`${first.base}/api/v1/accounts/preferences/general`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ review_on_reply: true }),
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await fetch(`${first.base}/api/v1/accounts/4`, {
          method: 'DELETE',
          headers: { authorization: headers.authorization, 'x-csrf-token': headers['x-csrf-token'] },
        })
      ).status,
    ).toBe(204);

    // issue 16 #7: mails are appended to the outbox log; every acknowledged one survives too.
    const report = await fetch(`${first.base}/api/v1/admin/emails`, {
      method: 'POST',
      headers,
      body: JSON.stringify(REPORT_BODY),
    });
    expect(report.status).toBe(201);
    const reportId = (await json(report)).id;
    for (let i = 0; i < 3; i++) {
      const sent = await fetch(`${first.base}/api/v1/admin/mailers`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ id: reportId }),
      });
      expect(sent.status).toBe(200);
    }
    const mailIds = (await json(await fetch(`${first.base}/api/__mock/outbox`))).messages.map(
      (m: { id: number }) => m.id,
    );
    expect(mailIds.length).toBeGreaterThanOrEqual(3);

    first.proc.kill('SIGKILL');
    await new Promise((resolve) => first.proc.once('exit', resolve));

    const second = await startServer();
    // The session survived too: the same tokens still work.
    const teams = await json(await fetch(`${second.base}/api/v1/teams`, { headers }));
    const stored = new Set(teams.map((t: { name: string }) => t.name));
    for (const name of names) expect(stored.has(name), name).toBe(true);
    const me = await json(await fetch(`${second.base}/api/v1/accounts/2`, { headers }));
    expect(me.preferences.general.review_on_reply).toBe(true);
    const people = await json(await fetch(`${second.base}/api/v1/accounts`, { headers }));
    expect(people.map((a: { id: number }) => a.id)).not.toContain(4);
    const mailsAfter = (await json(await fetch(`${second.base}/api/__mock/outbox`))).messages;
    expect(mailsAfter.map((m: { id: number }) => m.id)).toEqual(mailIds);
    // The restarted server keeps writing: a forced snapshot writes every collection again.
    const written = await json(
      await fetch(`${second.base}/api/__mock/snapshot`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(written.bytes).toBeGreaterThan(0);
    second.proc.kill('SIGKILL');
  }, 120_000);
});
