/**
 * The command line of `node --import tsx api-mock/src/server.ts` (issue 17: `--help` used to
 * start a server silently). Flags are few; the rest is environment (config.ts), listed in the
 * usage so one screen says everything the server reads.
 */
export type ServerArgs =
  | { kind: 'help' }
  | { kind: 'error'; message: string }
  | { kind: 'run'; dataFile: string | undefined; unsafeOpenControl: boolean };

export const USAGE = `Usage: node --import tsx api-mock/src/server.ts [options]
       (npm start builds the web app and runs this)

The mock API and the built web app on one port. A development server: keep it on loopback,
or set MOCK_ADMIN_TOKEN before listening on another address (api-mock/README.md, "what is safe where").

Options:
  --data-file <path>        Snapshot file: loaded at start when present, written after each write
                            (same as MOCK_DATA_FILE; the flag wins).
  --unsafe-open-control     Let the control API (/api/__mock) and the fault headers answer without a
                            token from any host. Needed to listen on a non-loopback HOST without
                            MOCK_ADMIN_TOKEN; anyone who reaches the port can then take over any account.
  -h, --help                Print this and exit.

Environment:
  PORT                      Port to listen on (default 4000; 0 picks a free one).
  HOST                      Address to listen on (default 127.0.0.1).
  MOCK_ADMIN_TOKEN          Token the control API and the x-mock-fault / x-mock-delay headers need
                            (header x-mock-admin-token). Blank counts as none.
  CORS_ORIGINS              Comma-separated origins allowed to call the API with credentials
                            (e.g. a Vite dev server); the app itself is same-origin.
  MOCK_DATA_FILE            Snapshot file, as --data-file.
  MOCK_SCENARIO             Scenario loaded at start: default, empty, two-factor, volume (default: default).
  MOCK_SEED                 Seed of the scenario (default 42).
  MOCK_JOURNAL_SIZE         Requests the control API's journal keeps, oldest dropped (default 2000).
  MOCK_CHECK_RESPONSES      1: check every JSON answer with the contract's zod schema as well (slower;
                            always on under vitest).
  ACCESS_TOKEN_TTL_SECONDS  Access-token lifetime in seconds (default 3600).
  WEB_DIST                  Folder of the built web app served at /n/ (default web/dist).
  SMTP_URL                  Also send report e-mails to this SMTP server, e.g. smtp://127.0.0.1:1025.
  LOG_LEVEL                 fatal, error, warn, info, debug, trace or silent (default warn).
`;

/** Reads the flags; anything it does not know is an error (exit 2), never ignored. */
export function parseServerArgs(argv: readonly string[]): ServerArgs {
  let dataFile: string | undefined;
  let unsafeOpenControl = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '-h' || arg === '--help') return { kind: 'help' };
    if (arg === '--unsafe-open-control') unsafeOpenControl = true;
    else if (arg === '--data-file') {
      const value = argv[i + 1];
      if (!value || value.startsWith('-')) return { kind: 'error', message: '--data-file needs a path.' };
      dataFile = value;
      i++;
    } else if (arg.startsWith('--data-file=')) {
      dataFile = arg.slice('--data-file='.length);
      if (!dataFile) return { kind: 'error', message: '--data-file needs a path.' };
    } else {
      return { kind: 'error', message: `Unknown option "${arg}". Run with --help for the options.` };
    }
  }
  return { kind: 'run', dataFile, unsafeOpenControl };
}
