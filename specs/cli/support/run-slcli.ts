/** Spawns the real `slcli` bin (DESIGN §5: specs/cli spawn slcli against an in-process mock). */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const slcliBin = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../cli/bin/slcli.mjs',
);

export interface SlcliResult {
  code: number;
  stdout: string;
  stderr: string;
  /** stdout as bytes, for the byte-for-byte CSV checks. */
  stdoutBytes: Buffer;
}

export const newSlcliHome = () => mkdtempSync(path.join(tmpdir(), 'slcli-'));

/** Environment of a spawned slcli: no colour, and none of the developer's own SLCLI_* settings. */
export function slcliEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('SLCLI_')));
  return { ...base, NO_COLOR: '1', ...env };
}

export function runSlcli(
  args: string[],
  env: Record<string, string> = {},
  stdin?: string,
): Promise<SlcliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [slcliBin, ...args], {
      env: slcliEnv(env),
      stdio: [stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout?.on('data', (d: Buffer) => out.push(d));
    child.stderr?.on('data', (d) => {
      stderr += d;
    });
    if (stdin !== undefined) child.stdin?.end(stdin);
    child.on('error', reject);
    child.on('close', (code) => {
      const stdoutBytes = Buffer.concat(out);
      resolve({ code: code ?? 1, stdout: stdoutBytes.toString('utf8'), stderr, stdoutBytes });
    });
  });
}
