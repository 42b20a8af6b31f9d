/**
 * slcli: assembles the commands (one file each in commands/) and maps failures to exit codes.
 * bin/slcli.mjs calls main(); tests and specs call buildProgram() or run() with injected io.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Command, CommanderError } from 'commander';
import pkg from '../package.json' with { type: 'json' };
import { loginCommand } from './commands/login.ts';
import { seedCommand } from './commands/seed.ts';
import { DEFAULT_API_URL } from './lib/config.ts';
import { EXIT, toCliError } from './lib/errors.ts';
import { type CliIo, resolveIo } from './lib/io.ts';
import { printError } from './lib/output.ts';

export type { CliIo } from './lib/io.ts';

export function buildProgram(io: CliIo = {}): Command {
  const resolved = resolveIo(io);
  const program = new Command('slcli')
    .description('Command-line client of the social-listening API: sign in, seed the mock')
    .version(pkg.version)
    .option('--api-url <url>', `API base URL (env SLCLI_API_URL, profile apiUrl; default ${DEFAULT_API_URL})`)
    .option('--profile <name>', 'profile in $SLCLI_HOME/config.json (env SLCLI_PROFILE)')
    .addCommand(loginCommand(resolved))
    .addCommand(seedCommand(resolved));

  // addCommand does not pass these settings down, so set them on every command.
  for (const command of [program, ...program.commands]) {
    command
      .exitOverride()
      .configureOutput({ writeOut: resolved.stdout, writeErr: resolved.stderr })
      .showHelpAfterError('(add --help for usage)');
  }
  return program;
}

/** Runs slcli with user arguments (no node/script prefix) and returns the exit code; never exits. */
export async function run(argv: readonly string[], io: CliIo = {}): Promise<number> {
  const resolved = resolveIo(io);
  const end = argv.indexOf('--');
  const json = (end === -1 ? argv : argv.slice(0, end)).includes('--json');
  try {
    await buildProgram(resolved).parseAsync([...argv], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    const cliError = toCliError(error);
    if (cliError === null) {
      resolved.stderr(`Unexpected error: ${describeUnexpected(error, resolved.env.SLCLI_DEBUG)}\n`);
      return EXIT.unexpected;
    }
    if (cliError.exitCode !== EXIT.ok) printError(resolved, cliError, json, error instanceof CommanderError);
    return cliError.exitCode;
  }
}

export async function main(): Promise<void> {
  process.exitCode = await run(process.argv.slice(2));
}

function describeUnexpected(error: unknown, debug: string | undefined): string {
  if (!(error instanceof Error)) return String(error);
  return debug ? (error.stack ?? error.message) : `${error.message} (set SLCLI_DEBUG=1 for the stack)`;
}

/** True under `npx tsx cli/src/main.ts …`; the bin imports this module and calls main() itself. */
function isEntryScript(): boolean {
  try {
    return realpathSync(process.argv[1] ?? '') === fileURLToPath(import.meta.url);
  } catch {
    return false;
  }
}

if (isEntryScript()) await main();
