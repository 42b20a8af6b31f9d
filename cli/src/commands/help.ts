/**
 * `slcli help [topic|command…]`: the help of a command, or a topic: `exit-codes` (the table scripts
 * branch on) and `environment` (every variable slcli reads).
 */
import { Command } from 'commander';
import { jsonOption } from '../lib/command-context.ts';
import { SETTING_ENV } from '../lib/config.ts';
import { CliError, ERROR_CODES, EXIT, EXIT_CODE_HELP } from '../lib/errors.ts';
import { withExamples } from '../lib/help.ts';
import type { ResolvedIo } from '../lib/io.ts';
import { createOutput, formatTable } from '../lib/output.ts';

export const ENVIRONMENT: readonly [string, string][] = [
  [
    SETTING_ENV.apiUrl,
    'API base URL (after --api-url, before the profile; default http://localhost:4000/api)',
  ],
  [SETTING_ENV.email, 'e-mail for `slcli login`'],
  [SETTING_ENV.password, 'password for `slcli login` (prefer --password-stdin)'],
  [SETTING_ENV.mockToken, 'mock control token, sent as x-mock-admin-token (after --admin-token)'],
  ['SLCLI_PROFILE', 'profile to use (after --profile, before defaultProfile in config.json)'],
  ['SLCLI_HOME', 'directory of config.json, secrets.json and the session files'],
  [
    'XDG_CONFIG_HOME',
    'without SLCLI_HOME, settings live in $XDG_CONFIG_HOME/slcli (default ~/.config/slcli)',
  ],
  ['SLCLI_TIMEOUT', 'seconds to wait for an answer to start (after --timeout; default 30)'],
  ['SLCLI_DEBUG', 'any value: like --debug, and unexpected errors print their stack'],
  ['NO_COLOR', 'any value: no colour (output that is not a terminal never has escapes)'],
  ['MOCK_ADMIN_TOKEN', 'read by the mock server, not slcli: the token its control API then requires'],
];

const TOPICS = ['exit-codes', 'environment'] as const;

export function helpCommand(io: ResolvedIo): Command {
  const command = new Command('help')
    .description(`Help of a command, or a topic: ${TOPICS.join(', ')}`)
    .argument('[topic...]', 'a topic, or a command path such as `config set`')
    .addOption(jsonOption())
    .action((topic: string[], options: { json?: boolean | string }, cmd: Command) => {
      const out = createOutput(io, options);
      const program = cmd.parent as Command;
      const [first] = topic;
      if (first === undefined) {
        io.stdout(program.helpInformation());
        return;
      }
      if (first === 'exit-codes') {
        const codes = EXIT_CODE_HELP.map(([exitCode, meaning]) => ({
          exitCode,
          code: ERROR_CODES[exitCode],
          meaning,
        }));
        out.result(codes, () =>
          [
            'Exit codes (with --json, errors are {"error": {"code", "message", "exitCode", "status"?, "fields"?}} on stdout):',
            formatTable(codes.map((c) => [c.exitCode, c.code, c.meaning])),
          ].join('\n'),
        );
        return;
      }
      if (first === 'environment') {
        const variables = ENVIRONMENT.map(([name, meaning]) => ({ name, meaning }));
        out.result(variables, () =>
          [
            'Environment (precedence: flag > environment > profile > default):',
            formatTable(variables.map((v) => [v.name, v.meaning])),
          ].join('\n'),
        );
        return;
      }
      let target = program;
      for (const name of topic) {
        const next = target.commands.find((c) => c.name() === name || c.aliases().includes(name));
        if (!next) {
          const known = [...TOPICS, ...target.commands.map((c) => c.name())];
          const guess = suggest(name, known);
          throw new CliError(
            `Unknown help topic or command '${topic.join(' ')}'.${guess ? ` Did you mean '${guess}'?` : ''} Known: ${known.join(', ')}.`,
            EXIT.usage,
          );
        }
        target = next;
      }
      io.stdout(target.helpInformation());
    });
  return withExamples(command, ['slcli help exit-codes', 'slcli help environment', 'slcli help config set']);
}

/** The closest known word by edit distance, when it is close enough to be a typo. */
export function suggest(word: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of known) {
    const d = distance(word, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= Math.max(1, Math.floor(word.length / 3)) ? best : undefined;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}
