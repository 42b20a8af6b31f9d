/**
 * slcli's jobs against the in-process mock: send a report mailer and read it in the outbox, export
 * every CSV byte for byte, and never touch the session file while exporting (issue 15).
 */
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signIn } from '../api/support/app.ts';
import { FIXED_NOW, json, useMockServer } from './support/mock-server.ts';

const server = useMockServer();
const range = {
  from: new Date(FIXED_NOW.getTime() - 30 * 86_400_000).toISOString(),
  to: FIXED_NOW.toISOString(),
};
const rangeFlags = ['--from', range.from, '--to', range.to, '--time-zone', 'Europe/London'];

async function login(email = 'admin@acme.test') {
  const res = await server.slcli(['login', '--email', email, '--password-stdin'], {}, 'Password1!\n');
  expect(res.code, res.stderr).toBe(0);
}

describe('slcli reports (issue 15: report mailers)', () => {
  it('lists, creates, updates and shows scheduled e-mail reports', async () => {
    await login();
    const created = await server.slcli([
      'reports',
      'create',
      '--name',
      'CLI weekly',
      '--brand',
      'Acme',
      '--type',
      'summary',
      '--receiver',
      '2',
      '--frequency',
      'weekly',
      '--hour',
      '8',
      '--period',
      'last-7-days',
      '--extra-email',
      'cfo@acme.test',
      '--json',
    ]);
    expect(created.code, created.stderr).toBe(0);
    const report = json<{ id: number; emailName: string; extraEmails: string[] }>(created);
    expect(report).toMatchObject({ emailName: 'CLI weekly', extraEmails: ['cfo@acme.test'] });

    const updated = await server.slcli([
      'reports',
      'update',
      String(report.id),
      '--hour',
      '9',
      '--json',
      'id,deliverHour',
    ]);
    expect(json(updated)).toEqual({ id: report.id, deliverHour: 9 });

    const list = await server.slcli(['reports', 'list', '--json', 'id,emailName']);
    expect(json<unknown[]>(list)).toContainEqual({ id: report.id, emailName: 'CLI weekly' });

    const shown = await server.slcli(['reports', 'show', String(report.id)]);
    expect(shown.stdout).toContain('CLI weekly (Acme)');
    expect(shown.stdout).toContain('weekly at 09:00, covering last-7-days');
  });

  it('refuses an invalid report with the server field errors in the JSON error (exit 3)', async () => {
    await login();
    const res = await server.slcli(['reports', 'create', '--name', 'x', '--json']);
    expect(res.code).toBe(3);
    const { error } = json<{ error: { code: string; fields: Record<string, string> } }>(res);
    expect(error.code).toBe('api_error');
    expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(['brand_name']));
  });

  it('an unknown report is exit 6 (not found)', async () => {
    await login();
    const res = await server.slcli(['reports', 'show', '999999', '--json']);
    expect(res.code).toBe(6);
    expect(json<{ error: { code: string } }>(res).error.code).toBe('not_found');
  });

  it('--dry-run prints the recipients and the attachment, and sends nothing', async () => {
    await login();
    const outboxBefore = json<unknown[]>(await server.slcli(['outbox', 'list', '--json'])).length;
    const res = await server.slcli(['reports', 'send', '1', '--dry-run', '--send-me', '--json']);
    expect(res.code, res.stderr).toBe(0);
    const plan = json<{ recipients: string[]; attachment: { filename: string }; dryRun: boolean }>(res);
    expect(plan.dryRun).toBe(true);
    expect(plan.recipients).toContain('admin@acme.test');
    expect(plan.attachment.filename).toMatch(/^report-1-.*\.csv$/);
    expect(json<unknown[]>(await server.slcli(['outbox', 'list', '--json'])).length).toBe(outboxBefore);
  });

  it('sends a report now; it lands in the outbox with its CSV, which `outbox save` writes to a file', async () => {
    await login();
    const sent = await server.slcli(['reports', 'send', '1', '--send-me', '--json']);
    expect(sent.code, sent.stderr).toBe(0);
    const result = json<{ recipients: string[]; subject: string; deliveredVia: string[] }>(sent);
    expect(result.deliveredVia).toEqual(['outbox']);
    expect(result.recipients).toContain('admin@acme.test');

    const list = json<{ id: number; kind: string; subject: string; attachments: string[] }[]>(
      await server.slcli(['outbox', 'list', '--kind', 'report', '--json']),
    );
    const mail = list[list.length - 1];
    expect(mail.subject).toBe(result.subject);
    expect(mail.attachments).toHaveLength(1);

    const shown = await server.slcli(['outbox', 'show', String(mail.id)]);
    expect(shown.stdout).toContain(`Subject: ${result.subject}`);

    const dir = mkdtempSync(join(tmpdir(), 'slcli-save-'));
    const file = join(dir, 'report.csv');
    const saved = await server.slcli(['outbox', 'save', String(mail.id), '--output', file, '--json']);
    expect(saved.code, saved.stderr).toBe(0);
    const full = json<{ attachments: { content: string }[] }>(
      await server.slcli(['outbox', 'show', String(mail.id), '--json']),
    );
    expect(readFileSync(file, 'utf8')).toBe(full.attachments[0].content);
    expect(readdirSync(dir)).toEqual(['report.csv']);
  });
});

describe('slcli export (issue 15: CSV exports, byte for byte)', () => {
  const exports: [string, string, string[]][] = [
    ['general', '/api/v1/dashboard/reports/general.csv', []],
    ['topics', '/api/v1/dashboard/topics.csv', []],
    ['trending-labels', '/api/v1/dashboard/trending_labels.csv', []],
    ['conversation-themes', '/api/v1/dashboard/conversation_themes.csv', []],
    ['languages', '/api/v1/dashboard/demographics/languages.csv', []],
    ['countries', '/api/v1/dashboard/demographics/countries.csv', []],
    ['entities', '/api/v1/dashboard/entities.csv', []],
  ];

  it.each(exports)(
    '`slcli export %s` writes exactly what %s serves, and leaves the session file alone',
    async (name, path) => {
      await login();
      const sessionFile = join(server.home, 'session-default.json');
      const sessionBefore = readFileSync(sessionFile, 'utf8');
      const res = await server.slcli(['export', name, ...rangeFlags]);
      expect(res.code, res.stderr).toBe(0);
      const admin = await signIn(server.app, 'admin@acme.test');
      const served = await server.app.inject({
        method: 'POST',
        url: path,
        headers: { ...admin.headers, 'x-http-method-override': 'GET' },
        payload: { range, time_zone: 'Europe/London' },
      });
      expect(served.statusCode).toBe(200);
      expect(res.stdoutBytes.equals(served.rawPayload)).toBe(true);
      expect(res.stdoutBytes.length).toBeGreaterThan(10);
      // No cache entry, no token change: the export writes nothing to the session file.
      expect(readFileSync(sessionFile, 'utf8')).toBe(sessionBefore);
    },
  );

  it('exports a cluster and the moderation events', async () => {
    await login();
    const admin = await signIn(server.app, 'admin@acme.test');
    const cluster = await server.slcli(['export', 'cluster', '1', ...rangeFlags]);
    expect(cluster.code, cluster.stderr).toBe(0);
    const q = `range[from]=${encodeURIComponent(range.from)}&range[to]=${encodeURIComponent(range.to)}&time_zone=Europe%2FLondon`;
    const served = await server.app.inject({
      method: 'GET',
      url: `/api/v1/dashboard/conversation_clusters/searches/1.csv?${q}`,
      headers: admin.headers,
    });
    expect(cluster.stdoutBytes.equals(served.rawPayload)).toBe(true);

    // The mock keeps moderation events for Globex (business profile 11).
    await login('admin@globex.test');
    const globex = await signIn(server.app, 'admin@globex.test');
    const moderation = await server.slcli(['export', 'moderation', ...rangeFlags]);
    expect(moderation.code, moderation.stderr).toBe(0);
    const mq = `filters[from]=${encodeURIComponent(range.from)}&filters[to]=${encodeURIComponent(range.to)}`;
    const servedModeration = await server.app.inject({
      method: 'GET',
      url: `/api/v1/moderation/events/export-to-csv?${mq}`,
      headers: globex.headers,
    });
    expect(moderation.stdout).toMatch(
      /^id,created_at,action,network,status_id,moderator,rule_id,reason\r\n\d+,/,
    );
    expect(moderation.stdoutBytes.equals(servedModeration.rawPayload)).toBe(true);
  });

  it('--output writes the file atomically and reports it on stdout; no progress line when stderr is not a terminal', async () => {
    await login();
    const dir = mkdtempSync(join(tmpdir(), 'slcli-export-'));
    const file = join(dir, 'general.csv');
    const res = await server.slcli(['export', 'general', ...rangeFlags, '--output', file, '--json']);
    expect(res.code, res.stderr).toBe(0);
    const out = json<{ export: string; output: string; bytes: number }>(res);
    expect(out).toMatchObject({ export: 'general', output: file });
    expect(statSync(file).size).toBe(out.bytes);
    expect(readdirSync(dir)).toEqual(['general.csv']);
    expect(res.stderr).not.toContain('Exporting');
    expect(res.stderr).not.toContain('\r');
  });

  it('a failed export leaves no file, not even half of one', async () => {
    await login();
    const dir = mkdtempSync(join(tmpdir(), 'slcli-export-'));
    const file = join(dir, 'general.csv');
    const res = await server.slcli([
      'export',
      'general',
      '--from',
      '2026-11-10',
      '--to',
      '2026-11-01',
      '--output',
      file,
    ]);
    expect(res.code).toBe(2);
    const refused = await server.slcli([
      'export',
      'general',
      ...rangeFlags,
      '--properties',
      '{"query":"nope"}',
      '--output',
      file,
    ]);
    expect(refused.code).toBe(3);
    expect(readdirSync(dir)).toEqual([]);
  });
});
