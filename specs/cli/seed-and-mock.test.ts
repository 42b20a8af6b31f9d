/**
 * slcli seed from a fixture file and the mock control commands, against the in-process mock, the
 * control API protected by a token (MOCK_ADMIN_TOKEN on the server, --admin-token in slcli).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { json, useMockServer } from './support/mock-server.ts';

const TOKEN = 'spec-admin-token';
const server = useMockServer({ mockAdminToken: TOKEN });
const fixture = join(fileURLToPath(new URL('.', import.meta.url)), 'fixtures/qa-team.json');
const admin = ['--admin-token', TOKEN];

describe('slcli seed --file (issue 15: fixtures with references between steps)', () => {
  it('--dry-run checks the file and prints the plan without calling the server', async () => {
    const before = server.app.store.teams?.count?.() ?? null;
    const res = await server.slcli(['seed', '--file', fixture, '--dry-run', '--json']);
    expect(res.code, res.stderr).toBe(0);
    const plan = json<{ dryRun: boolean; steps: { call: string; method: string }[]; signIn: string }>(res);
    expect(plan.dryRun).toBe(true);
    expect(plan.signIn).toBe('admin@acme.test');
    expect(plan.steps.map((s) => `${s.method} ${s.call}`)).toEqual([
      'POST teams.create',
      'POST accounts.invite',
      'POST adminEmails.create',
      'POST mailers.send',
    ]);
    expect(server.app.store.teams?.count?.() ?? null).toBe(before);
  });

  it('loads the scenario, runs the steps with team references resolved, says sessions ended, stays signed in', async () => {
    const res = await server.slcli(['seed', '--file', fixture, '--json', ...admin]);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stderr).toContain('sessions included: everyone signed in');
    const out = json<{ steps: { name: string | null; id: number | null }[]; signedInAs: string }>(res);
    expect(out.signedInAs).toBe('admin@acme.test');
    const [team, invite, report] = out.steps;
    expect(team.id).toEqual(expect.any(Number));
    expect(
      server.app.store.collections.teamMemberInvites.all().find((i) => i.id === invite.id)?.team_ids,
    ).toEqual([team.id]);
    const reports = json<{ id: number; emailName: string }[]>(
      await server.slcli(['reports', 'list', '--json']),
    );
    expect(reports.find((r) => r.id === report.id)?.emailName).toBe('QA crew digest');
    const mails = json<{ subject: string }[]>(
      await server.slcli(['outbox', 'list', '--kind', 'report', '--json', ...admin]),
    );
    expect(mails.at(-1)?.subject).toContain('QA crew digest');
  });

  it('refuses a reference to a step that comes later, before wiping anything', async () => {
    const res = await server.slcli(
      ['seed', '--file', '-', '--json', ...admin],
      {},
      JSON.stringify({
        signIn: { email: 'admin@acme.test', password: 'Password1!' },
        steps: [{ call: 'teams.create', body: { name: `$${'{'}later:id}` } }],
      }),
    );
    expect(res.code).toBe(2);
    expect(json<{ error: { message: string } }>(res).error.message).toContain(
      "refers to 'later', which no earlier step names",
    );
  });
});

describe('slcli mock (issue 15: the control API from the terminal)', () => {
  it('without the token the control API refuses, and the message names --admin-token (exit 4)', async () => {
    const res = await server.slcli(['mock', 'faults', '--json']);
    expect(res.code).toBe(4);
    expect(json<{ error: { code: string } }>(res).error.code).toBe('auth_refused');
    expect(res.stderr).toContain('--admin-token');
  });

  it('adds latency and fault rules, lists them, and the journal shows the faulted request', async () => {
    await server.slcli(['mock', 'clear-faults', ...admin]);
    const latency = await server.slcli(['mock', 'latency', '/api/v1/teams', '10', '--json', ...admin]);
    expect(latency.code, latency.stderr).toBe(0);
    expect(json(latency)).toMatchObject({ pathPattern: '/api/v1/teams', delayMs: 10, fault: null });
    const fault = await server.slcli([
      'mock',
      'fault',
      '/api/v1/dashboard/**',
      '500',
      '--times',
      '1',
      '--json',
      ...admin,
    ]);
    expect(json(fault)).toMatchObject({ fault: '500', remaining: 1 });
    const rules = json<{ pathPattern: string }[]>(
      await server.slcli(['mock', 'faults', '--json', 'pathPattern', ...admin]),
    );
    expect(rules).toEqual([{ pathPattern: '/api/v1/teams' }, { pathPattern: '/api/v1/dashboard/**' }]);

    await server.slcli(['login', '--email', 'admin@acme.test', '--password-stdin'], {}, 'Password1!');
    const failed = await server.slcli(['export', 'topics', '--preset', 'last-7-days', '--json']);
    expect(failed.code).toBe(3);
    const journal = json<{ url: string; status: number; fault: string | null }[]>(
      await server.slcli(['mock', 'journal', '--path', '/api/v1/dashboard/topics.csv', '--json', ...admin]),
    );
    expect(journal.at(-1)).toMatchObject({ status: 500, fault: '500' });

    const cleared = await server.slcli(['mock', 'clear-faults', '--json', ...admin]);
    expect(json(cleared)).toEqual({ removed: 'all' });
  });

  it('reset reloads the starting scenario and says it ended the sessions', async () => {
    const res = await server.slcli(['mock', 'reset', '--json', 'name', ...admin]);
    expect(res.code, res.stderr).toBe(0);
    expect(json(res)).toEqual({ name: 'default' });
    expect(res.stderr).toContain('sessions included');
  });
});
