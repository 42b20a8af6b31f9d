/** What every command action starts with: its output, its configuration and a client. */
import type { ApiClient } from '@sl/api-contract/client';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { createCliClient, DEFAULT_TIMEOUT_SECONDS } from './client.ts';
import { type ResolvedConfig, resolveConfig } from './config.ts';
import { CliError, EXIT, mockTokenHint } from './errors.ts';
import type { ResolvedIo } from './io.ts';
import { createOutput, type Output } from './output.ts';

/** Options every command has: the program's global options and its own --json. */
export interface CommonOptions {
  apiUrl?: string;
  profile?: string;
  adminToken?: string;
  timeout?: number;
  debug?: boolean;
  quiet?: boolean;
  json?: boolean | string;
}

export interface CommandContext {
  out: Output;
  config: ResolvedConfig;
  client: ApiClient;
  options: CommonOptions;
}

/** `--json [fields]` on every command (CONVENTIONS §13): the documented interface for scripts. */
export const jsonOption = () =>
  new Option('--json [fields]', 'print JSON on stdout (errors too); a comma list keeps only those fields');

export function parseTimeout(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || n > 86_400) {
    throw new InvalidArgumentError('Expected a number of seconds above 0 (at most 86400).');
  }
  return n;
}

export function commandContext(command: Command, io: ResolvedIo): CommandContext {
  const options = command.optsWithGlobals<CommonOptions>();
  const out = createOutput(io, { json: options.json, quiet: options.quiet });
  const config = resolveConfig(
    { apiUrl: options.apiUrl, profile: options.profile, adminToken: options.adminToken },
    io.env,
  );
  const debug = options.debug === true || (io.env.SLCLI_DEBUG !== undefined && io.env.SLCLI_DEBUG !== '');
  const client = createCliClient(config, io.fetch, {
    timeoutSeconds: options.timeout ?? envTimeout(io.env.SLCLI_TIMEOUT) ?? DEFAULT_TIMEOUT_SECONDS,
    trace: debug ? (line) => io.stderr(`[debug] ${line}\n`) : undefined,
  });
  return { out, config, client, options };
}

/** A command of the mock control API: a refusal says which flag sends the admin token. */
export function controlAction<A extends unknown[]>(
  action: (...args: A) => Promise<void>,
  io: ResolvedIo,
): (...args: A) => Promise<void> {
  return async (...args: A) => {
    try {
      await action(...args);
    } catch (error) {
      const cmd = args[args.length - 1] as Command;
      const options = cmd.optsWithGlobals<CommonOptions>();
      const tokenGiven =
        options.adminToken !== undefined ||
        (io.env.SLCLI_MOCK_TOKEN ?? '') !== '' ||
        resolveConfig({ profile: options.profile }, io.env).mockToken !== undefined;
      throw mockTokenHint(error, tokenGiven);
    }
  };
}

function envTimeout(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  try {
    return parseTimeout(value);
  } catch {
    throw new CliError(`SLCLI_TIMEOUT='${value}' is not a number of seconds above 0.`, EXIT.usage);
  }
}
