/**
 * Exit codes and the one error type commands throw (CONVENTIONS §13). Scripts branch on the exit
 * code, people read the message.
 */
import { ApiError, ReloadRequiredError, SignInRequiredError } from '@sl/api-contract/client';
import { CommanderError } from 'commander';

export const EXIT = {
  ok: 0,
  unexpected: 1,
  /** Bad flags, arguments, configuration or environment. */
  usage: 2,
  /** The server answered with an error; the message is its error_message. */
  api: 3,
  /** No session, or it expired and could not be refreshed: run `slcli login`. */
  signInRequired: 4,
  /** The request never reached a server. */
  unreachable: 5,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export class CliError extends Error {
  readonly exitCode: ExitCode;
  /** HTTP status when the error came from the server. */
  readonly status?: number;
  constructor(message: string, exitCode: ExitCode, options: { cause?: unknown; status?: number } = {}) {
    super(message, { cause: options.cause });
    this.name = 'CliError';
    this.exitCode = exitCode;
    this.status = options.status;
  }
}

/** Maps anything a command can throw to a CliError, or null when nobody expected it. */
export function toCliError(error: unknown): CliError | null {
  if (error instanceof CliError) return error;
  if (error instanceof CommanderError) {
    // Commander has already printed its message; its own codes are 0 (help, version) or 1 (usage).
    const code = error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    return new CliError(error.message.replace(/^error: /, ''), code, { cause: error });
  }
  // Checked before ApiError: both are subclasses of it.
  if (error instanceof SignInRequiredError || error instanceof ReloadRequiredError) {
    return new CliError(
      'Not signed in, or the session has expired: run `slcli login` first.',
      EXIT.signInRequired,
      {
        cause: error,
        status: error.status,
      },
    );
  }
  if (error instanceof ApiError) {
    return new CliError(error.message, EXIT.api, { cause: error, status: error.status });
  }
  return null;
}
