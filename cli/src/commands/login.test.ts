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
      JSON.stringify({
        profiles: { qa: { apiUrl: 'http://qa.test/api', email: 'qa@acme.test', password: 'qa-pw' } },
      }),
    );
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

  it("fails with exit 3 and the server's message when the password is wrong, keeping no session", async () => {
    const home = tempHome();
    const api = fakeFetch({
      'POST /api/v1/session': () => ({ status: 401, body: { error_message: 'Invalid e-mail or password.' } }),
    });

    const result = await runCli(['login', '--email', 'admin@acme.test', '--password', 'wrong'], {
      home,
      fetch: api.fetch,
    });

    expect(result.code).toBe(EXIT.api);
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
    expect(result.code).toBe(EXIT.api);
    expect(JSON.parse(result.stdout)).toEqual({
      error: {
        message: 'Two-factor code required. This account has two-factor on: pass --otp <code>.',
        exitCode: EXIT.api,
        status: 401,
      },
    });
  });
});
