/**
 * slcli's conventions (issue 15), each proven by spawning the real bin against the in-process mock:
 * exit codes, JSON errors, --timeout, --debug, --quiet, no escapes off a terminal, help topics,
 * typo suggestions, completion, outbox --follow.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { json, useMockServer } from './support/mock-server.ts';
import { slcliBin, slcliEnv } from './support/run-slcli.ts';

const server = useMockServer();

const login = () =>
  server.slcli(['login', '--email', 'admin@acme.test', '--password-stdin'], {}, 'Password1!\n');

describe('slcli conventions (issue 15)', () => {
  it('an unknown command exits 2 and suggests the closest one', async () => {
    const res = await server.slcli(['exprot']);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain("unknown command 'exprot'");
    expect(res.stderr).toContain('(Did you mean export?)');
    const option = await server.slcli(['whoami', '--jsno']);
    expect(option.code).toBe(2);
    expect(option.stderr).toContain('(Did you mean --json?)');
  });

  it('`slcli help exit-codes` and `slcli help environment` print the documented tables, as JSON too', async () => {
    const codes = json<{ exitCode: number; code: string }[]>(
      await server.slcli(['help', 'exit-codes', '--json']),
    );
    expect(codes.map((c) => `${c.exitCode} ${c.code}`)).toEqual([
      '0 ok',
      '1 failure',
      '2 usage',
      '3 api_error',
      '4 auth_refused',
      '5 unreachable',
      '6 not_found',
      '7 timeout',
    ]);
    const env = await server.slcli(['help', 'environment']);
    expect(env.code).toBe(0);
    for (const name of [
      'SLCLI_API_URL',
      'SLCLI_PROFILE',
      'SLCLI_HOME',
      'XDG_CONFIG_HOME',
      'SLCLI_TIMEOUT',
      'NO_COLOR',
    ]) {
      expect(env.stdout).toContain(name);
    }
    const help = await server.slcli(['export', 'general', '--help']);
    expect(help.stdout).toContain('Examples:');
  });

  it('`slcli completion bash|zsh|fish` prints a script naming the commands', async () => {
    for (const shell of ['bash', 'zsh', 'fish']) {
      const res = await server.slcli(['completion', shell]);
      expect(res.code).toBe(0);
      for (const word of ['login', 'export', 'outbox', 'reports']) expect(res.stdout).toContain(word);
    }
    expect((await server.slcli(['completion', 'bash'])).stdout).toContain('complete -F _slcli slcli');
    expect((await server.slcli(['completion', 'tcsh'])).code).toBe(2);
  });

  it('--timeout: no answer in time exits 7 with the JSON error code timeout, naming the URL', async () => {
    await login();
    await server.slcli(['mock', 'latency', '/api/v1/admin/emails', '3000', '--times', '1']);
    const res = await server.slcli(['reports', 'list', '--timeout', '0.5', '--json']);
    expect(res.code).toBe(7);
    const { error } = json<{ error: { code: string; message: string } }>(res);
    expect(error.code).toBe('timeout');
    expect(error.message).toContain(`${server.apiUrl}/v1/admin/emails`);
  });

  it('--debug traces each call (method, URL, status, ms) to stderr with the tokens masked; data stays on stdout', async () => {
    await login();
    const token = JSON.parse(readFileSync(join(server.home, 'session-default.json'), 'utf8')).items[
      'sl.accessToken'
    ];
    const res = await server.slcli(['reports', 'list', '--json', 'id', '--debug']);
    expect(res.code).toBe(0);
    expect(res.stderr).toMatch(
      new RegExp(`→ GET ${server.apiUrl}/v1/admin/emails .*Authorization: Bearer \\S{4}…\\(masked\\)`),
    );
    expect(res.stderr).toMatch(new RegExp(`← 200 GET ${server.apiUrl}/v1/admin/emails \\d+ ms`));
    expect(res.stderr).not.toContain(token);
    expect(json<unknown[]>(res).length).toBeGreaterThan(0);
  });

  it('progress goes to stderr, results to stdout; --quiet silences progress; no escape codes off a terminal', async () => {
    const res = await server.slcli(
      ['login', '--email', 'admin@acme.test', '--password-stdin'],
      {},
      'Password1!\n',
    );
    expect(res.stdout).toContain('Signed in as');
    expect(res.stderr).toContain('Signing in to');
    const quiet = await server.slcli(
      ['login', '--email', 'admin@acme.test', '--password-stdin', '--quiet'],
      {},
      'Password1!\n',
    );
    expect(quiet.stderr).toBe('');
    const failed = await server.slcli(['reports', 'show', '99999'], { FORCE_COLOR: '1' });
    expect(failed.code).toBe(6);
    expect(failed.stderr).toContain('Error: E-mail report 99999 not found.');
    expect(failed.stderr + failed.stdout).not.toContain('\u001b');
  });

  it('the server unreachable exits 5 with a message naming the URL, in the JSON error too', async () => {
    const res = await server.slcli(['whoami', '--json'], { SLCLI_API_URL: 'http://127.0.0.1:9/api' });
    // No session for that URL: whoami says so before calling anything, so use a call that goes out.
    expect(res.code).toBe(4);
    const seed = await server.slcli(['seed', '--json'], { SLCLI_API_URL: 'http://127.0.0.1:9/api' });
    expect(seed.code).toBe(5);
    const { error } = json<{ error: { code: string; message: string } }>(seed);
    expect(error).toMatchObject({ code: 'unreachable' });
    expect(error.message).toContain('http://127.0.0.1:9/api/__mock/scenario');
  });

  it('`outbox list --follow` prints each new mail as it arrives (JSON: one document per line)', async () => {
    await login();
    const child = spawn(
      process.execPath,
      [slcliBin, 'outbox', 'list', '--follow', '--interval', '200', '--kind', 'report', '--json'],
      {
        env: slcliEnv({ SLCLI_HOME: server.home, SLCLI_API_URL: server.apiUrl }),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    const lines = () => out.split('\n').filter(Boolean);
    const waitFor = (predicate: () => boolean) =>
      new Promise<void>((resolve) => {
        const check = () => (predicate() ? resolve() : setTimeout(check, 50));
        check();
      });
    child.stdout.on('data', (d) => {
      out += d;
    });
    let err = '';
    child.stderr.on('data', (d) => {
      err += d;
    });
    try {
      await waitFor(() => err.includes('Following the outbox'));
      const before = lines().length;
      const sent = await server.slcli(['reports', 'send', '1', '--json', 'subject']);
      expect(sent.code, sent.stderr).toBe(0);
      await waitFor(() => lines().length > before);
      const last = JSON.parse(lines()[lines().length - 1]);
      expect(last).toMatchObject({ kind: 'report', subject: json<{ subject: string }>(sent).subject });
    } finally {
      child.kill('SIGINT');
    }
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
  });
});
