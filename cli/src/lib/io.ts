/**
 * Everything slcli takes from its surroundings, injectable so tests (and the acceptance specs)
 * can run commands in-process against a fake fetch, a temporary SLCLI_HOME and captured output.
 */
export interface CliIo {
  /** Defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** Defaults to process.env. SLCLI_HOME, SLCLI_API_URL and friends are read from here. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Receives stdout text (data). Defaults to process.stdout. */
  stdout?: (text: string) => void;
  /** Receives stderr text (progress, logs, errors). Defaults to process.stderr. */
  stderr?: (text: string) => void;
}

export type ResolvedIo = Required<CliIo>;

export function resolveIo(io: CliIo = {}): ResolvedIo {
  return {
    fetch: io.fetch ?? globalThis.fetch.bind(globalThis),
    env: io.env ?? process.env,
    stdout: io.stdout ?? ((text) => void process.stdout.write(text)),
    stderr: io.stderr ?? ((text) => void process.stderr.write(text)),
  };
}
