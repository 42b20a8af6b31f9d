/**
 * issue 16 #7: the cost of a read and a write with a data file and 8 000 sessions (the probe saw
 * a read go from 1.25 to 10.6 ms). Prints the median of each over many requests through
 * inject(). Run: node --import tsx scripts/bench-sessions.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@sl/api-mock/app';

const SESSIONS = 8_000;
const ROUNDS = 200;
const dir = mkdtempSync(path.join(tmpdir(), 'sl-bench-sessions-'));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const app = await buildApp({
  scenario: { name: 'default', now: new Date('2026-11-20T12:00:00Z') },
  dataFile: path.join(dir, 'data.json'),
});
await app.ready();
try {
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/v1/session',
    payload: { email: 'admin@acme.test', password: 'Password1!' },
  });
  const body = signIn.json();
  const headers = { authorization: `Bearer ${body.access_token}`, 'x-csrf-token': body.csrf_token };
  const template = [...app.store.sessions.values()][0];
  for (let i = 0; i < SESSIONS; i++) {
    const id = `bench-${i}`;
    app.store.sessions.set(id, {
      ...template,
      hostSessionId: id,
      accessToken: `a-${i}`,
      refreshToken: `r-${i}`,
    });
  }
  const timed = async (request: (i: number) => { method: 'GET' | 'POST'; url: string; payload?: object }) => {
    const ms: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t = performance.now();
      const res = await app.inject({ ...request(i), headers });
      ms.push(performance.now() - t);
      if (res.statusCode >= 400) throw new Error(`${res.statusCode} ${res.body}`);
    }
    return median(ms);
  };
  const read = await timed(() => ({ method: 'GET', url: '/api/v1/teams' }));
  const write = await timed((i) => ({
    method: 'POST',
    url: '/api/v1/teams',
    payload: { name: `Bench ${i}` },
  }));
  console.log(
    `sessions ${app.store.sessions.size}: read median ${read.toFixed(2)} ms, write median ${write.toFixed(2)} ms`,
  );
} finally {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
