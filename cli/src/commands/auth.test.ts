import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../lib/errors.ts';
import { fakeFetch, runCli, sessionReply, tempHome } from '../testing/cli-harness.ts';

describe('slcli login', () => {
  it('signs in, says who, and keeps the tokens in the profile session file', async () => {
    const home = tempHome();
    const api = fakeFetch({ 'POST /api/v1/session': () => sessionReply() });

    const result = await runCli(['login', '--email', 'admin@acme.test', '--password', 'Password1!'], {
      home,
      fetch: api.fetch,
    });

    expect(result.code).toBe(EXIT.ok);
    expect(result.stdout).toContain('Signed in as Ada Admin <admin@acme.test> (Acme)');
    expect(result.stderr).toContain('Signing in to http://localhost:4000/api as admin@acme.test');
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0].url.href).toBe('http://localhost:4000/api/v1/session');
    expect(api.requests[0].body).toEqual({ email: 'admin@acme.test', password: 'Password1!' });
    const saved = JSON.parse(readFileSync(join(home, 'session-default.json'), 'utf8'));
    expect(saved).toEqual({
      apiUrl: 'http://localhost:4000/api',
      items: {
        'sl.accessToken': 'access-1',
        'sl.refreshToken': 'refresh-1',
        'sl.csrfToken': 'csrf-1',
        'sl.userId': '2',
      },
      tokenSavedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('prints one JSON document with --json, without the tokens', async () => {
    const home = tempHome();
    const api = fakeFetch({ 'POST /api/v1/session': () => sessionReply() });

    const result = await runCli(['login', '--email', 'admin@acme.test', '--password', 'x', '--json'], {
      home,
      fetch: api.fetch,
    });

    expect(result.code).toBe(EXIT.ok);
    const doc = JSON.parse(result.stdout);
    expect(doc).toMatchObject({
      account: {
        id: 2,
        fullName: 'Ada Admin',
        email: 'admin@acme.test',
        businessProfile: { id: 1, name: 'Acme' },
      },
      profile: 'default',
      apiUrl: 'http://localhost:4000/api',
      sessionFile: join(home, 'session-default.json'),
    });
    expect(result.stdout).not.toContain('access-1');
  });

  it('takes e-mail and password from the environment, and flags over the environment', async () => {
    const home = tempHome();
    const api = fakeFetch({ 'POST /api/v1/session': () => sessionReply() });
    const env = { SLCLI_EMAIL: 'env@acme.test', SLCLI_PASSWORD: 'env-pw' };

    expect((await runCli(['login'], { home, fetch: api.fetch, env })).code).toBe(EXIT.ok);
    expect((await runCli(['login', '--email', 'flag@acme.test'], { home, fetch: api.fetch, env })).code).toBe(
      0,
    );

    expect(api.requests.map((r) => r.body)).toEqual([
      { email: 'env@acme.test', password: 'env-pw' },
      { email: 'flag@acme.test', password: 'env-pw' },
    ]);
  });

  it('signs in with the profile credentials, against the profile URL, into the profile session file', async () => {
    const home = tempHome();
    mkdirSync(home, { recursive: true });
    writeFileSync(
      join(home, 'config.json'),
      JSON.stringify({ profiles: { qa: { apiUrl: 'http://qa.test/api', email: 'qa@acme.test' } } }),
    );
    writeFileSync(join(home, 'secrets.json'), JSON.stringify({ profiles: { qa: { password: 'qa-pw' } } }), {
      mode: 0o600,
    });
    const api = fakeFetch({ 'POST /api/v1/session': () => sessionReply() });

    const result = await runCli(['--profile', 'qa', 'login'], { home, fetch: api.fetch });

    expect(result.code).toBe(EXIT.ok);
    expect(api.requests[0].url.href).toBe('http://qa.test/api/v1/session');
    expect(api.requests[0].body).toEqual({ email: 'qa@acme.test', password: 'qa-pw' });
    expect(existsSync(join(home, 'session-qa.json'))).toBe(true);
  });

  it('sends the two-factor code as otp_code', async () => {
    const home = tempHome();
    const api = fakeFetch({ 'POST /api/v1/session': () => sessionReply() });
    await runCli(['login', '--email', 'otp@acme.test', '--password', 'x', '--otp', '123456'], {
      home,
      fetch: api.fetch,
    });
    expect(api.requests[0].body).toEqual({ email: 'otp@acme.test', password: 'x', otp_code: '123456' });
  });

  it('is a usage error (exit 2) without an e-mail, and calls nothing', async () => {
    const home = tempHome();
    const api = fakeFetch({});
    const result = await runCli(['login', '--password', 'x'], { home, fetch: api.fetch });
    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain('No e-mail: pass --email, set SLCLI_EMAIL');
    expect(api.requests).toHaveLength(0);
  });

  it("fails with exit 4 (auth refused) and the server's message when the password is wrong, keeping no session", async () => {
    const home = tempHome();
    const api = fakeFetch({
      'POST /api/v1/session': () => ({ status: 401, body: { error_message: 'Invalid e-mail or password.' } }),
    });

    const result = await runCli(['login', '--email', 'admin@acme.test', '--password', 'wrong'], {
      home,
      fetch: api.fetch,
    });

    expect(result.code).toBe(EXIT.auth);
    expect(result.stderr).toContain('Error: Invalid e-mail or password.');
    expect(existsSync(join(home, 'session-default.json'))).toBe(false);
  });

  it('tells the person to pass --otp when the server asks for a two-factor code', async () => {
    const home = tempHome();
    const api = fakeFetch({
      'POST /api/v1/session': () => ({
        status: 401,
        body: { error_message: 'Two-factor code required.', two_factor_required: true },
      }),
    });
    const result = await runCli(['login', '--email', 'otp@acme.test', '--password', 'x', '--json'], {
      home,
      fetch: api.fetch,
    });
    expect(result.code).toBe(EXIT.auth);
    expect(JSON.parse(result.stdout)).toEqual({
      error: {
        code: 'auth_refused',
        message: 'Two-factor code required. This account has two-factor on: pass --otp <code>.',
        exitCode: EXIT.auth,
        status: 401,
      },
    });
  });

  it('reads the password from stdin with --password-stdin (one line, newline dropped)', async () => {
    const home = tempHome();
    const api = fakeFetch({ 'POST /api/v1/session': () => sessionReply() });
    const result = await runCli(['login', '--email', 'admin@acme.test', '--password-stdin'], {
      home,
      fetch: api.fetch,
      stdin: 'Password1!\n',
    });
    expect(result.code).toBe(EXIT.ok);
    expect(api.requests[0].body).toEqual({ email: 'admin@acme.test', password: 'Password1!' });
  });

  it('asks on a terminal: the e-mail echoed, the password hidden, then the two-factor code', async () => {
    const home = tempHome();
    let attempts = 0;
    const api = fakeFetch({
      'POST /api/v1/session': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 401, body: { error_message: 'Two-factor code required.', two_factor_required: true } }
          : sessionReply();
      },
    });
    const result = await runCli(['login'], {
      home,
      fetch: api.fetch,
      answers: ['otp@acme.test', 'Password1!', '654321'],
    });
    expect(result.code).toBe(EXIT.ok);
    expect(result.prompts).toEqual([
      'E-mail: ',
      'Password: (hidden)',
      'Two-factor code (or a backup code): ',
    ]);
    expect(api.requests[1].body).toEqual({
      email: 'otp@acme.test',
      password: 'Password1!',
      otp_code: '654321',
    });
  });

  it('never prompts when stdin is not a terminal: a usage error names --password-stdin', async () => {
    const home = tempHome();
    const result = await runCli(['login', '--email', 'a@acme.test'], { home, fetch: fakeFetch({}).fetch });
    expect(result.code).toBe(EXIT.usage);
    expect(result.prompts).toEqual([]);
    expect(result.stderr).toContain('--password-stdin');
  });
});

describe('slcli logout and whoami', () => {
  const signedIn = async (home: string, routes: Parameters<typeof fakeFetch>[0] = {}) => {
    const api = fakeFetch({ 'POST /api/v1/session': () => sessionReply(), ...routes });
    await runCli(['login', '--email', 'admin@acme.test', '--password', 'x'], { home, fetch: api.fetch });
    return api;
  };

  it('whoami prints user, role, business profile, profile, API URL with its source, and the token time', async () => {
    const home = tempHome();
    const api = await signedIn(home, {
      'GET /api/v1/accounts/2': () => ({
        status: 200,
        body: (sessionReply().body as { account: unknown }).account,
      }),
    });
    const human = await runCli(['whoami'], { home, fetch: api.fetch });
    expect(human.code).toBe(EXIT.ok);
    expect(human.stdout).toContain('Ada Admin <admin@acme.test>');
    expect(human.stdout).toContain('role:             Admin');
    expect(human.stdout).toContain('API URL:          http://localhost:4000/api (from default)');
    const json = await runCli(['auth', 'status', '--json'], {
      home,
      fetch: api.fetch,
      env: { SLCLI_API_URL: 'http://localhost:4000/api' },
    });
    expect(JSON.parse(json.stdout)).toMatchObject({
      account: { id: 2, email: 'admin@acme.test', roleName: 'Admin' },
      businessProfile: { id: 1, name: 'Acme' },
      profile: 'default',
      apiUrl: 'http://localhost:4000/api',
      apiUrlSource: 'env',
      tokenSavedAt: expect.stringMatching(/^\d{4}-/),
    });
  });

  it('whoami without a session exits 4 and calls nothing', async () => {
    const api = fakeFetch({});
    const result = await runCli(['whoami', '--json'], { home: tempHome(), fetch: api.fetch });
    expect(result.code).toBe(EXIT.auth);
    expect(JSON.parse(result.stdout).error.code).toBe('auth_refused');
    expect(api.requests).toHaveLength(0);
  });

  it('logout revokes the session (DELETE /v1/session, then the host logout, spec 01 §7) and forgets it', async () => {
    const home = tempHome();
    const api = await signedIn(home, {
      'DELETE /api/v1/session': () => ({ status: 200, body: {} }),
      'GET /accounts/logout': () => ({ status: 200, body: {} }),
    });
    const result = await runCli(['logout', '--json'], { home, fetch: api.fetch });
    expect(result.code).toBe(EXIT.ok);
    expect(JSON.parse(result.stdout)).toMatchObject({ signedOut: true, revoked: true });
    expect(api.requests.map((r) => `${r.method} ${r.url.pathname}`).slice(1)).toEqual([
      'DELETE /api/v1/session',
      'GET /accounts/logout',
    ]);
    expect(api.requests[1].headers.authorization).toBe('Bearer access-1');
    const saved = JSON.parse(readFileSync(join(home, 'session-default.json'), 'utf8'));
    expect(saved.items).toEqual({});
  });
});
