/**
 * issue 16 #7: "each write does not rewrite … the whole outbox". A sent mail (a report with its
 * CSV) appends one line to the outbox log, fsynced before the answer; the manifest names how many
 * bytes of the log it holds. After a kill -9 the log may end in a line cut short: it is skipped
 * and said once, and the log is compacted at start. Removing mails rewrites the log with what is
 * left. (The kill -9 itself: specs/api/identity/persistence.test.ts and `npm run soak`.)
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn, startApp } from '../support/app.ts';
import { REPORT_BODY } from '../support/report-body.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'sl-outbox-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const dataFile = path.join(dir, 'data.json');

interface Manifest {
  parts: Record<string, string>;
  logs: Record<string, number>;
}
const manifest = (): Manifest => JSON.parse(readFileSync(dataFile, 'utf8'));
const logFile = () => path.join(dir, manifest().parts.outbox);
const logLines = () =>
  readFileSync(logFile(), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { id: number; kind: string });

async function sendReport(app: FastifyInstance, headers: Record<string, string>, id: number) {
  const sent = await app.inject({ method: 'POST', url: '/api/v1/admin/mailers', headers, payload: { id } });
  expect(sent.statusCode).toBe(200);
}

const outbox = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/api/__mock/outbox' })).json().messages as { id: number }[];

describe('issue 16 #7: the outbox is appended, not rewritten', () => {
  it('appends one line per mail, skips a torn last line after a kill (said once), compacts at start', async () => {
    const first = await startApp({ dataFile });
    let saved: { id: number }[];
    try {
      const { headers } = await signIn(first, 'admin@acme.test');
      const created = await first.inject({
        method: 'POST',
        url: '/api/v1/admin/emails',
        headers,
        payload: REPORT_BODY,
      });
      expect(created.statusCode).toBe(201);
      const reportId = created.json().id as number;
      await sendReport(first, headers, reportId);
      const log = logFile();
      const before = readFileSync(log);
      expect(manifest().logs.outbox).toBe(before.length);

      for (let i = 0; i < 3; i++) await sendReport(first, headers, reportId);
      // The same file, grown: what was there is untouched, one line per mail was added.
      expect(logFile()).toBe(log);
      const after = readFileSync(log);
      expect(after.subarray(0, before.length).equals(before)).toBe(true);
      expect(after.subarray(before.length).toString('utf8').split('\n').filter(Boolean)).toHaveLength(3);
      expect(manifest().logs.outbox).toBe(after.length);
      saved = await outbox(first);
      expect(logLines().map((m) => m.id)).toEqual(saved.map((m) => m.id));
      expect(statSync(log).mode & 0o777).toBe(0o600);
    } finally {
      await first.close();
    }

    // A run killed while appending leaves half a line after the saved bytes.
    appendFileSync(logFile(), '{"id":999,"kind":"report","subj');
    const second = await startApp({ dataFile });
    try {
      expect((await outbox(second)).map((m) => m.id)).toEqual(saved.map((m) => m.id));
      expect(second.restored?.warnings).toEqual([
        expect.stringMatching(
          /bytes written after the last complete save \(a run killed mid-write\) were skipped\.$/,
        ),
      ]);
      // Compacted at start: a new log holding exactly the saved mails, no tail.
      expect(logLines().map((m) => m.id)).toEqual(saved.map((m) => m.id));
      expect(manifest().logs.outbox).toBe(statSync(logFile()).size);

      // Removing mails rewrites the log with what is left.
      expect((await second.inject({ method: 'DELETE', url: '/api/__mock/outbox' })).statusCode).toBe(204);
      expect(readFileSync(logFile(), 'utf8')).toBe('');
    } finally {
      await second.close();
    }
    const third = await startApp({ dataFile });
    try {
      expect(await outbox(third)).toEqual([]);
      expect(third.restored?.warnings).toEqual([]);
    } finally {
      await third.close();
    }
  });

  it('a torn last line inside the saved bytes is skipped too, and said once', async () => {
    const file = path.join(dir, 'torn.json');
    const first = await startApp({ dataFile: file });
    const existing = (await outbox(first)).map((x) => x.id);
    await first.close();
    const m = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    const log = path.join(dir, m.parts.outbox);
    // One whole line and one cut short, both inside the bytes the manifest names.
    const mail = { id: 9001, kind: 'alert', to: ['b@acme.test'], subject: 'S', text: 'T', html: '<p>T</p>' };
    const line = JSON.stringify({ ...mail, token: null, link: null, sent_at: '2026-11-20T12:00:00.000Z' });
    appendFileSync(log, `${line}\n{"id":9002,"ki`);
    writeFileSync(file, JSON.stringify({ ...m, logs: { outbox: statSync(log).size } }));
    const second = await startApp({ dataFile: file });
    try {
      expect((await outbox(second)).map((x) => x.id)).toEqual([...existing, 9001]);
      expect(second.restored?.warnings).toEqual([
        expect.stringMatching(/its last line was cut short \(a run killed mid-write\) and was skipped\.$/),
      ]);
    } finally {
      await second.close();
    }
  });
});
