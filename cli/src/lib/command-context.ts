/** What every command action starts with: its output, its configuration and a client. */
import type { ApiClient } from '@sl/api-contract/client';
import type { Command } from 'commander';
import { createCliClient } from './client.ts';
import { type ResolvedConfig, resolveConfig } from './config.ts';
import type { ResolvedIo } from './io.ts';
import { createOutput, type Output } from './output.ts';

/** Options every command has: the program's --api-url and --profile, and its own --json. */
export interface CommonOptions {
  apiUrl?: string;
  profile?: string;
  json?: boolean;
}

export interface CommandContext {
  out: Output;
  config: ResolvedConfig;
  client: ApiClient;
}

export function commandContext(command: Command, io: ResolvedIo): CommandContext {
  const options = command.optsWithGlobals<CommonOptions>();
  const out = createOutput(io, options.json === true);
  const config = resolveConfig({ apiUrl: options.apiUrl, profile: options.profile }, io.env);
  return { out, config, client: createCliClient(config, io.fetch) };
}
