import { describe, expect, it } from 'vitest';
import { EXIT } from '../lib/errors.ts';
import {
  fakeFetch,
  refusedFetch,
  runCli,
  scenarioReply,
  sessionReply,
  tempHome,
} from '../testing/cli-harness.ts';

const seedRoute = { 'POST /api/__mock/scenario': () => scenarioReply() };

describe('slcli seed', () => {
  it("loads the 'default' scenario and lists the counts and sign-in accounts", async () => {
    const home = tempHome();
    const api = fakeFetch(seedRoute);

    const result = await runCli(['seed'], { home, fetch: api.fetch });

    expect(result.code).toBe(EXIT.ok);
    expect(api.requests[0].url.href).toBe('http://localhost:4000/api/__mock/scenario');
    expect(api.requests[0].body).toEqual({ name: 'default' });
    expect(result.stdout).toContain("Loaded scenario 'default' (seed 42, now 2026-03-01T12:00:00.000Z)");
    expect(result.stdout).toMatch(/statuses\s+3000/);
    expect(result.stdout).toMatch(/sysadmin@acme\.test\s+Sys-Admin\s+business profile 1/);
    expect(result.stdout).toMatch(/guest@acme\.test\s+Guest/);
    expect(result.stdout).toContain('Password1!');
    expect(result.stderr).toContain("Loading scenario 'default' into http://localhost:4000/api");
  });

  it('sends the scenario name and numeric options in snake_case', async () => {
    const home = tempHome();
    const api = fakeFetch(seedRoute);
    const result = await runCli(['seed', 'volume', '--seed', '7', '--statuses', '50000', '--days', '30'], {
      home,
      fetch: api.fetch,
    });
    expect(result.code).toBe(EXIT.ok);
    expect(api.requests[0].body).toEqual({ name: 'volume', seed: 7, statuses: 50000, days: 30 });
  });

  it('prints the response as one JSON document with --json', async () => {
    const home = tempHome();
    const result = await runCli(['seed', '--json'], { home, fetch: fakeFetch(seedRoute).fetch });
    expect(result.code).toBe(EXIT.ok);
    expect(JSON.parse(result.stdout)).toEqual({
      name: 'default',
      seed: 42,
      now: '2026-03-01T12:00:00.000Z',
      counts: { accounts: 2, statuses: 3000 },
      accounts: [
        { email: 'sysadmin@acme.test', role: 0, businessProfileId: 1 },
        { email: 'guest@acme.test', role: 4, businessProfileId: 1 },
      ],
      sessionsEnded: true,
      steps: [],
      signedInAs: null,
    });
    // Seeding ends every session: it says so rather than doing it silently.
    expect(result.stderr).toContain('replaces every record of http://localhost:4000/api, sessions included');
  });

  it('sends the session that an earlier `slcli login` saved', async () => {
    const home = tempHome();
    const api = fakeFetch({ 'POST /api/v1/session': () => sessionReply(), ...seedRoute });

    expect(
      (await runCli(['login', '--email', 'a@acme.test', '--password', 'x'], { home, fetch: api.fetch })).code,
    ).toBe(0);
    expect((await runCli(['seed'], { home, fetch: api.fetch })).code).toBe(EXIT.ok);

    const seedRequest = api.requests[1];
    expect(seedRequest.headers.authorization).toBe('Bearer access-1');
    expect(seedRequest.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('does not send a saved session to a different API URL', async () => {
    const home = tempHome();
    const api = fakeFetch({
      'POST /api/v1/session': () => sessionReply(),
      'POST /other/__mock/scenario': () => scenarioReply(),
    });
    await runCli(['login', '--email', 'a@acme.test', '--password', 'x'], { home, fetch: api.fetch });
    await runCli(['seed', '--api-url', 'http://localhost:4000/other'], { home, fetch: api.fetch });
    expect(api.requests[1].headers.authorization).toBeUndefined();
  });

  it('sends the mock admin token when one is configured', async () => {
    const home = tempHome();
    const api = fakeFetch(seedRoute);
    await runCli(['seed'], { home, fetch: api.fetch, env: { SLCLI_MOCK_TOKEN: 'sesame' } });
    await runCli(['seed'], { home, fetch: api.fetch });
    expect(api.requests[0].headers['x-mock-admin-token']).toBe('sesame');
    expect(api.requests[1].headers['x-mock-admin-token']).toBeUndefined();
  });

  it('uses --api-url over SLCLI_API_URL, before or after the command name', async () => {
    const home = tempHome();
    const api = fakeFetch({ 'POST /flag/api/__mock/scenario': () => scenarioReply() });
    const env = { SLCLI_API_URL: 'http://env.test/api' };
    await runCli(['--api-url', 'http://flag.test/flag/api', 'seed', '--yes'], {
      home,
      fetch: api.fetch,
      env,
    });
    await runCli(['seed', '--yes', '--api-url', 'http://flag.test/flag/api'], {
      home,
      fetch: api.fetch,
      env,
    });
    expect(api.requests.map((r) => r.url.host)).toEqual(['flag.test', 'flag.test']);
  });

  it('asks before wiping a server that is not loopback: refused without --yes off a terminal, asked on one', async () => {
    const home = tempHome();
    const api = fakeFetch({ 'POST /api/__mock/scenario': () => scenarioReply() });
    const apiUrl = ['--api-url', 'http://staging.test/api'];
    const refused = await runCli(['seed', ...apiUrl], { home, fetch: api.fetch });
    expect(refused.code).toBe(EXIT.usage);
    expect(refused.stderr).toContain('is not this machine: seeding wipes every record there. Pass --yes');
    const declined = await runCli(['seed', ...apiUrl], { home, fetch: api.fetch, answers: ['no'] });
    expect(declined.code).toBe(EXIT.usage);
    expect(api.requests).toHaveLength(0);
    const confirmed = await runCli(['seed', ...apiUrl], { home, fetch: api.fetch, answers: ['yes'] });
    expect(confirmed.code).toBe(EXIT.ok);
    expect(confirmed.prompts).toEqual([
      'Wipe every record of http://staging.test/api? Type "yes" to continue: ',
    ]);
    expect(api.requests).toHaveLength(1);
  });

  it('refuses --statuses and --days for the empty scenario, which has no posts', async () => {
    const api = fakeFetch(seedRoute);
    const result = await runCli(['seed', 'empty', '--statuses', '10'], {
      home: tempHome(),
      fetch: api.fetch,
    });
    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain("The 'empty' scenario has no posts");
    expect(api.requests).toHaveLength(0);
  });

  it.each([
    ['--seed', 'abc', 'Expected a whole number from 0 to 2147483648.'],
    ['--seed', '-1', 'Expected a whole number from 0 to 2147483648.'],
    ['--statuses', '1.5', 'Expected a whole number from 0 to 5000000.'],
    ['--days', '0', 'Expected a whole number from 1 to 3650.'],
    ['--days', '', 'Expected a whole number from 1 to 3650.'],
  ])('refuses %s %j with exit 2 and calls nothing', async (flag, value, message) => {
    const home = tempHome();
    const api = fakeFetch(seedRoute);
    const result = await runCli(['seed', flag, value], { home, fetch: api.fetch });
    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain(`option '${flag} <n>' argument '${value}' is invalid. ${message}`);
    expect(api.requests).toHaveLength(0);
  });

  it("reports an unknown scenario with the server's 400 message and exit 3", async () => {
    const home = tempHome();
    const message = 'Unknown scenario. Known: default, empty, two-factor, volume.';
    const api = fakeFetch({
      'POST /api/__mock/scenario': () => ({ status: 400, body: { error_message: message } }),
    });

    const human = await runCli(['seed', 'nope'], { home, fetch: api.fetch });
    expect(human.code).toBe(EXIT.api);
    expect(human.stderr).toContain(`Error: ${message}`);
    expect(human.stdout).toBe('');

    const json = await runCli(['seed', 'nope', '--json'], { home, fetch: api.fetch });
    expect(json.code).toBe(EXIT.api);
    expect(JSON.parse(json.stdout)).toEqual({
      error: { code: 'api_error', message, exitCode: EXIT.api, status: 400 },
    });
  });

  it('hints at the mock admin token when the control API refuses', async () => {
    const home = tempHome();
    const api = fakeFetch({
      'POST /api/__mock/scenario': () => ({
        status: 401,
        body: { error_message: 'Mock admin token required.' },
      }),
    });
    const result = await runCli(['seed'], { home, fetch: api.fetch });
    expect(result.code).toBe(EXIT.auth);
    expect(result.stderr).toContain(
      'Mock admin token required. The mock control API may need its admin token',
    );
  });

  it('exits 5 naming the URL when the server cannot be reached', async () => {
    const home = tempHome();
    const result = await runCli(['seed', '--api-url', 'http://localhost:4999/api'], {
      home,
      fetch: refusedFetch,
    });
    expect(result.code).toBe(EXIT.unreachable);
    expect(result.stderr).toContain(
      'Cannot reach the API at http://localhost:4999/api/__mock/scenario (ECONNREFUSED)',
    );
  });
});
