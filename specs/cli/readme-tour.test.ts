/**
 * cli/README.md's two-minute tour, run verbatim (issue 15): the README's code block is parsed and
 * executed by bash, `slcli` being the real bin, against an in-process mock.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useMockServer } from './support/mock-server.ts';
import { slcliBin, slcliEnv } from './support/run-slcli.ts';

const readme = readFileSync(fileURLToPath(new URL('../../cli/README.md', import.meta.url)), 'utf8');

/** The first ```sh block after the tour's heading. */
export function tourBlock(markdown: string): string {
  const section = markdown.slice(markdown.indexOf('## Two-minute tour'));
  const match = /```sh\n([\s\S]*?)```/.exec(section);
  if (!match) throw new Error('cli/README.md has no ```sh block under "## Two-minute tour"');
  return match[1];
}

const server = useMockServer();

describe('cli/README.md two-minute tour (issue 15)', () => {
  it('runs verbatim: seed, login, send a report, export CSVs, read the outbox', async () => {
    const block = tourBlock(readme);
    expect(block).toContain('slcli login');
    const dir = mkdtempSync(join(tmpdir(), 'slcli-tour-'));
    const script = `set -euo pipefail\nslcli() { "${process.execPath}" "${slcliBin}" "$@"; }\n${block}`;
    const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn('bash', ['-c', script], {
        cwd: dir,
        env: slcliEnv({ SLCLI_HOME: server.home, SLCLI_API_URL: server.apiUrl }),
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => {
        stdout += d;
      });
      child.stderr.on('data', (d) => {
        stderr += d;
      });
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Signed in as');
    expect(result.stdout).toMatch(/Sent ".*" to .*via outbox/);
    expect(readFileSync(join(dir, 'topics.csv'), 'utf8')).toMatch(/^[a-z_]+(,[a-z_]+)*\r\n/);
    expect(readFileSync(join(dir, 'report.csv'), 'utf8').length).toBeGreaterThan(10);
    expect(existsSync(join(server.home, 'session-default.json'))).toBe(true);
  }, 120_000);
});
