/** Spawns the real `slcli` bin (DESIGN §5: specs/cli spawn slcli against an in-process mock). */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../cli/bin/slcli.mjs');

export interface SlcliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export const newSlcliHome = () => mkdtempSync(path.join(tmpdir(), 'slcli-'));

export function runSlcli(args: string[], env: Record<string, string> = {}): Promise<SlcliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      env: { ...process.env, NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}
