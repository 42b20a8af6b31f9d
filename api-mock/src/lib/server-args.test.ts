import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseServerArgs, USAGE } from './server-args.ts';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server.ts');

describe('server.ts command line (issue 17: --help printed nothing and started a server)', () => {
  it('reads --data-file in both forms and --unsafe-open-control', () => {
    expect(parseServerArgs([])).toEqual({ kind: 'run', dataFile: undefined, unsafeOpenControl: false });
    expect(parseServerArgs(['--data-file', 'a.json', '--unsafe-open-control'])).toEqual({
      kind: 'run',
      dataFile: 'a.json',
      unsafeOpenControl: true,
    });
    expect(parseServerArgs(['--data-file=b.json'])).toMatchObject({ dataFile: 'b.json' });
  });

  it('refuses an unknown flag and a --data-file without a path, saying so', () => {
    expect(parseServerArgs(['--port', '5'])).toEqual({
      kind: 'error',
      message: 'Unknown option "--port". Run with --help for the options.',
    });
    expect(parseServerArgs(['--data-file'])).toEqual({ kind: 'error', message: '--data-file needs a path.' });
    expect(parseServerArgs(['--data-file='])).toMatchObject({ kind: 'error' });
  });

  it('the usage names every flag and environment variable the server reads', () => {
    for (const name of [
      '--data-file',
      '--unsafe-open-control',
      '--help',
      'PORT',
      'HOST',
      'MOCK_ADMIN_TOKEN',
      'CORS_ORIGINS',
      'MOCK_DATA_FILE',
      'MOCK_SCENARIO',
      'MOCK_SEED',
      'MOCK_JOURNAL_SIZE',
      'ACCESS_TOKEN_TTL_SECONDS',
      'WEB_DIST',
      'SMTP_URL',
      'LOG_LEVEL',
    ]) {
      expect(USAGE).toContain(name);
    }
  });

  it('--help prints the usage and exits 0 without listening; an unknown flag exits 2', () => {
    const help = spawnSync(process.execPath, ['--import', 'tsx', server, '--help'], {
      encoding: 'utf8',
      env: { ...process.env, PORT: '4209' },
      timeout: 30_000,
    });
    expect(help.status).toBe(0);
    expect(help.stdout).toBe(USAGE);
    const unknown = spawnSync(process.execPath, ['--import', 'tsx', server, '--verbose'], {
      encoding: 'utf8',
      env: { ...process.env, PORT: '4209' },
      timeout: 30_000,
    });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Unknown option "--verbose"');
    expect(unknown.stdout).toBe('');
  }, 60_000);
});
