/**
 * Exit codes and the one error type commands throw (CONVENTIONS §13). Scripts branch on the exit
 * code (or the JSON error's `code`), people read the message. The table is the interface:
 * `slcli help exit-codes` prints it and cli/README.md documents it; codes are never renumbered.
 */
import { ApiError, ReloadRequiredError, SignInRequiredError } from '@sl/api-contract/client';
import { CommanderError } from 'commander';

export const EXIT = {
  ok: 0,
  /** Anything else that went wrong (a bug, a broken stream, a file that could not be written). */
  unexpected: 1,
  /** Bad flags, arguments, configuration or environment. */
  usage: 2,
  /** The server refused the request (validation, conflict, server error); the message is its error_message. */
  api: 3,
  /** Authentication refused: not signed in, the session could not be refreshed, wrong credentials, or forbidden. */
  auth: 4,
  /** The request never reached a server. */
  unreachable: 5,
  /** The server answered 404: the record (or path) does not exist. */
  notFound: 6,
  /** No answer within --timeout. */
  timeout: 7,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** The JSON error's `code`, one per exit code. */
export const ERROR_CODES: Record<ExitCode, string> = {
  0: 'ok',
  1: 'failure',
  2: 'usage',
  3: 'api_error',
  4: 'auth_refused',
  5: 'unreachable',
  6: 'not_found',
  7: 'timeout',
};

/** One line per code, for `slcli help exit-codes` and the README. */
export const EXIT_CODE_HELP: readonly [ExitCode, string][] = [
  [EXIT.ok, 'done (also --help, --version)'],
  [EXIT.unexpected, 'failure: an unexpected error, a file that could not be written, a stream that broke'],
  [EXIT.usage, 'usage: unknown command or option, bad value, missing input, broken configuration'],
  [EXIT.api, 'the server refused the request; the message is its error_message, fields its field errors'],
  [
    EXIT.auth,
    'authentication refused: not signed in, session expired, wrong credentials, or forbidden (401/403)',
  ],
  [EXIT.unreachable, 'the server could not be reached; the message names the URL'],
  [EXIT.notFound, 'not found: the server answered 404'],
  [EXIT.timeout, 'no answer within --timeout seconds (default 30)'],
];

export class CliError extends Error {
  readonly exitCode: ExitCode;
  /** HTTP status when the error came from the server. */
  readonly status?: number;
  /** spec 01 §5: the server's field errors as '{Field name} {first error}', by field. */
  readonly fields?: Record<string, string>;

  constructor(
    message: string,
    exitCode: ExitCode,
    options: { cause?: unknown; status?: number; fields?: Record<string, string> } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'CliError';
    this.exitCode = exitCode;
    this.status = options.status;
    if (options.fields && Object.keys(options.fields).length > 0) this.fields = options.fields;
  }

  get code(): string {
    return ERROR_CODES[this.exitCode];
  }
}

/** The exit code of an HTTP error status. */
export function exitCodeOfStatus(status: number): ExitCode {
  if (status === 401 || status === 403) return EXIT.auth;
  if (status === 404) return EXIT.notFound;
  return EXIT.api;
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
    return new CliError('Not signed in, or the session has expired: run `slcli login` first.', EXIT.auth, {
      cause: error,
      status: error.status,
    });
  }
  if (error instanceof ApiError) {
    return new CliError(error.message, exitCodeOfStatus(error.status), {
      cause: error,
      status: error.status,
      fields: error.fieldErrors,
    });
  }
  return null;
}

/**
 * A refused control call (401/403 from /__mock) usually means the mock wants its admin token
 * (MOCK_ADMIN_TOKEN on the server): say which flag sends it.
 */
export function mockTokenHint(error: unknown, tokenGiven: boolean): unknown {
  if (tokenGiven || !(error instanceof ApiError) || (error.status !== 401 && error.status !== 403))
    return error;
  return new CliError(
    `${error.message} The mock control API may need its admin token: pass --admin-token, set SLCLI_MOCK_TOKEN or mockToken in the profile.`,
    EXIT.auth,
    { cause: error, status: error.status },
  );
}
