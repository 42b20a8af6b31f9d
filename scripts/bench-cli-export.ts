/**
 * `npm run bench -- --cli-export [sizes...]` (issue 15): slcli's export of the largest widget CSV
 * (the general report: every post of a 90-day range) from a mock holding `size` posts (default 1M).
 * Prints the median wall time and the CLI process's peak memory (max RSS, from /usr/bin/time) over
 * several runs. Target: flat memory under 150 MiB, whatever the size. The mock listens on 5317.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@sl/api-mock/app';

const RUNS = 3;
const PORT = 5317;
const bin = join(import.meta.dirname, '../cli/bin/slcli.mjs');
const now = new Date('2026-11-20T12:00:00.000Z');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Runs slcli under /usr/bin/time; resolves with the exit code and the peak RSS in KiB. */
function timedSlcli(args: string[], env: NodeJS.ProcessEnv, stdin?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'slcli-bench-'));
  const timeFile = join(dir, 'time');
  return new Promise<{ code: number; maxRssKiB: number; ms: number; stderr: string }>((resolve, reject) => {
    const started = performance.now();
    const child = spawn('/usr/bin/time', ['-f', '%M', '-o', timeFile, process.execPath, bin, ...args], {
      env,
      stdio: [stdin === undefined ? 'ignore' : 'pipe', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (d) => {
      stderr += d;
    });
    if (stdin !== undefined) child.stdin?.end(stdin);
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - started;
      const maxRssKiB = Number(readFileSync(timeFile, 'utf8').trim().split('\n').pop());
      rmSync(dir, { recursive: true, force: true });
      resolve({ code: code ?? 1, maxRssKiB, ms, stderr });
    });
  });
}

export async function benchCliExport(sizes: readonly number[]): Promise<void> {
  for (const statuses of sizes) {
    const app = await buildApp({ scenario: { name: 'volume', statuses, days: 90, now } });
    await app.listen({ port: PORT, host: '127.0.0.1' });
    const home = mkdtempSync(join(tmpdir(), 'slcli-bench-home-'));
    const env = {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('SLCLI_'))),
      SLCLI_HOME: home,
      SLCLI_API_URL: `http://127.0.0.1:${PORT}/api`,
      NO_COLOR: '1',
    };
    try {
      const login = await timedSlcli(
        ['login', '--email', 'admin@acme.test', '--password-stdin'],
        env,
        'Password1!\n',
      );
      if (login.code !== 0) throw new Error(`login failed: ${login.stderr}`);
      const from = new Date(now.getTime() - 90 * 86_400_000).toISOString();
      const output = join(home, 'general.csv');
      const args = [
        'export',
        'general',
        '--from',
        from,
        '--to',
        now.toISOString(),
        '--time-zone',
        'UTC',
        '-o',
        output,
        '--timeout',
        '300',
      ];
      const times: number[] = [];
      const peaks: number[] = [];
      let bytes = 0;
      for (let i = 0; i < RUNS; i++) {
        const run = await timedSlcli(args, env);
        if (run.code !== 0) throw new Error(`export failed: ${run.stderr}`);
        times.push(run.ms);
        peaks.push(run.maxRssKiB);
        bytes = statSync(output).size;
      }
      console.log(
        `\nslcli export general (90 days, ${statuses.toLocaleString('en')} posts, ${(bytes / 1024 / 1024).toFixed(0)} MiB CSV): ` +
          `median ${(median(times) / 1000).toFixed(1)} s, CLI peak RSS median ${(median(peaks) / 1024).toFixed(0)} MiB ` +
          `(runs: ${times.map((t) => `${(t / 1000).toFixed(1)} s`).join(', ')}; peaks ${peaks.map((p) => `${(p / 1024).toFixed(0)}`).join(', ')} MiB)`,
      );
    } finally {
      rmSync(home, { recursive: true, force: true });
      await app.close();
    }
  }
}
