/**
 * slcli: assembles the commands (one file each in commands/) and maps failures to exit codes.
 * bin/slcli.mjs calls main(); tests and specs call buildProgram() or run() with injected io.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Command, CommanderError, Option } from 'commander';
import pkg from '../package.json' with { type: 'json' };
import { authCommand, loginCommand, logoutCommand, whoamiCommand } from './commands/auth.ts';
import { completionCommand } from './commands/completion.ts';
import { configCommand } from './commands/config.ts';
import { exportCommand } from './commands/export.ts';
import { helpCommand } from './commands/help.ts';
import { mockCommand } from './commands/mock.ts';
import { outboxCommand } from './commands/outbox.ts';
import { reportsCommand } from './commands/reports.ts';
import { seedCommand } from './commands/seed.ts';
import { parseTimeout } from './lib/command-context.ts';
import { DEFAULT_API_URL } from './lib/config.ts';
import { EXIT, toCliError } from './lib/errors.ts';
import { type CliIo, resolveIo } from './lib/io.ts';
import { printError } from './lib/output.ts';

export type { CliIo } from './lib/io.ts';

export function buildProgram(io: CliIo = {}): Command {
  const resolved = resolveIo(io);
  const program = new Command('slcli')
    .description(
      'Command-line client of the social-listening API: sign in, seed, send report mailers, export CSVs, drive the mock',
    )
    .version(pkg.version)
    .option('--api-url <url>', `API base URL (env SLCLI_API_URL, profile apiUrl; default ${DEFAULT_API_URL})`)
    .option('--profile <name>', 'profile in the config directory (env SLCLI_PROFILE)')
    .option('--admin-token <token>', 'mock control token, sent as x-mock-admin-token (env SLCLI_MOCK_TOKEN)')
    .addOption(
      new Option(
        '--timeout <seconds>',
        'seconds to wait for an answer to start (env SLCLI_TIMEOUT; default 30)',
      ).argParser(parseTimeout),
    )
    .option('--debug', 'trace every HTTP call (method, URL, status, ms) to stderr, secrets masked')
    .option('-q, --quiet', 'no progress lines on stderr (errors still print)')
    .helpCommand(false)
    .addCommand(loginCommand(resolved))
    .addCommand(logoutCommand(resolved))
    .addCommand(whoamiCommand(resolved))
    .addCommand(authCommand(resolved))
    .addCommand(configCommand(resolved))
    .addCommand(seedCommand(resolved))
    .addCommand(reportsCommand(resolved))
    .addCommand(outboxCommand(resolved))
    .addCommand(exportCommand(resolved))
    .addCommand(mockCommand(resolved))
    .addCommand(completionCommand(resolved))
    .addCommand(helpCommand(resolved));
  program.addHelpText(
    'after',
    '\nExamples:\n  $ slcli login --email admin@acme.test --password-stdin < password.txt\n  $ slcli whoami\n  $ slcli help exit-codes\n  $ slcli help environment\n',
  );
  // addCommand does not pass these settings down, so set them on every command, nested ones too.
  for (const command of allCommands(program)) {
    command
      .exitOverride()
      .configureOutput({ writeOut: resolved.stdout, writeErr: resolved.stderr })
      .showHelpAfterError('(add --help for usage)')
      .showSuggestionAfterError(true);
  }
  return program;
}

/** The program and every command below it, depth first. */
export function allCommands(command: Command): Command[] {
  return [command, ...command.commands.flatMap((c) => allCommands(c))];
}

/** Runs slcli with user arguments (no node/script prefix) and returns the exit code; never exits. */
export async function run(argv: readonly string[], io: CliIo = {}): Promise<number> {
  const resolved = resolveIo(io);
  const end = argv.indexOf('--');
  const json = (end === -1 ? argv : argv.slice(0, end)).some(
    (a) => a === '--json' || a.startsWith('--json='),
  );
  try {
    await buildProgram(resolved).parseAsync([...argv], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    const cliError = toCliError(error);
    if (cliError === null) {
      resolved.stderr(`Unexpected error: ${describeUnexpected(error, resolved.env.SLCLI_DEBUG)}\n`);
      if (json) {
        const message = error instanceof Error ? error.message : String(error);
        resolved.stdout(`${JSON.stringify({ error: { code: 'failure', message, exitCode: 1 } }, null, 2)}\n`);
      }
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
