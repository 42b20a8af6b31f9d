import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from '../api/support/app.ts';
import { newSlcliHome, runSlcli } from './support/run-slcli.ts';

let app: FastifyInstance;
let apiUrl: string;
const home = newSlcliHome();

beforeAll(async () => {
  app = await startApp({ scenario: { name: 'empty' } });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `${address}/api`;
});
afterAll(() => app.close());

describe('slcli seed (DESIGN §3 CLI, §4 default scenario)', () => {
  it('`slcli seed default --json` loads the default scenario and prints what it loaded', async () => {
    const res = await runSlcli(['seed', 'default', '--json', '--api-url', apiUrl], { SLCLI_HOME: home });
    expect(res.stderr).not.toMatch(/Unexpected error/);
    expect(res.code).toBe(0);
    const out = JSON.parse(res.stdout);
    expect(out.name).toBe('default');
    expect(out.counts.statuses).toBeGreaterThan(1000);
    expect(out.accounts.map((a: { email: string }) => a.email)).toEqual([
      'sysadmin@acme.test',
      'admin@acme.test',
      'agent@acme.test',
      'guest@acme.test',
      'otp@acme.test',
      'admin@globex.test',
    ]);
    // The server really holds what the CLI reported.
    expect(app.store.statuses.count()).toBe(out.counts.statuses);
  });

  it('an unknown scenario exits non-zero with the server message', async () => {
    const res = await runSlcli(['seed', 'nope', '--api-url', apiUrl], { SLCLI_HOME: home });
    expect(res.code).toBe(3);
    expect(res.stderr).toMatch(/Unknown scenario/);
  });

  it('an unreachable server exits 5 and names the URL', async () => {
    const res = await runSlcli(['seed', 'default', '--api-url', 'http://127.0.0.1:9/api'], {
      SLCLI_HOME: home,
    });
    expect(res.code).toBe(5);
    expect(res.stderr).toMatch(/127\.0\.0\.1:9/);
  });

  it('`slcli login` signs in and reports who', async () => {
    const res = await runSlcli(
      ['login', '--email', 'admin@acme.test', '--password', 'Password1!', '--json', '--api-url', apiUrl],
      { SLCLI_HOME: home },
    );
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ account: { email: 'admin@acme.test' } });
  });

  it('`slcli login` with a wrong password exits 4 (auth refused) with the spec message', async () => {
    const res = await runSlcli(
      ['login', '--email', 'admin@acme.test', '--password', 'x', '--api-url', apiUrl],
      {
        SLCLI_HOME: home,
      },
    );
    expect(res.code).toBe(4);
    expect(res.stderr).toContain('Email or password is incorrect');
  });
});
