/**
 * Everything slcli takes from its surroundings, injectable so tests (and the acceptance specs)
 * can run commands in-process against a fake fetch, a temporary SLCLI_HOME and captured output.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

export interface CliIo {
  /** Defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** Defaults to process.env. SLCLI_HOME, SLCLI_API_URL and friends are read from here. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Receives stdout text (data). Defaults to process.stdout. */
  stdout?: (text: string) => void;
  /** Receives stdout bytes (a CSV export), resolving once they may be followed by more. */
  stdoutBytes?: (chunk: Uint8Array) => Promise<void>;
  /** Receives stderr text (progress, logs, errors). Defaults to process.stderr. */
  stderr?: (text: string) => void;
  /** All of stdin, for --password-stdin and `-` file arguments. */
  readStdin?: () => Promise<string>;
  /** Asks a question on the terminal; `hidden` answers are never echoed (passwords). */
  prompt?: (question: string, options: { hidden: boolean }) => Promise<string>;
  /** Whether each stream is a terminal: decides prompts, progress lines and colour. */
  tty?: { stdin: boolean; stdout: boolean; stderr: boolean };
}

export type ResolvedIo = Required<CliIo>;

export function resolveIo(io: CliIo = {}): ResolvedIo {
  return {
    fetch: io.fetch ?? globalThis.fetch.bind(globalThis),
    env: io.env ?? process.env,
    stdout: io.stdout ?? ((text) => void process.stdout.write(text)),
    stdoutBytes: io.stdoutBytes ?? writeProcessStdout,
    stderr: io.stderr ?? ((text) => void process.stderr.write(text)),
    readStdin: io.readStdin ?? readProcessStdin,
    prompt: io.prompt ?? promptOnTerminal,
    tty: io.tty ?? {
      stdin: process.stdin.isTTY === true,
      stdout: process.stdout.isTTY === true,
      stderr: process.stderr.isTTY === true,
    },
  };
}

/** Respects the pipe's backpressure: a slow reader (`| head`, a slow disk) slows the download. */
function writeProcessStdout(chunk: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    process.stdout.once('error', onError);
    const more = process.stdout.write(chunk, () => process.stdout.off('error', onError));
    if (more) resolve();
    else process.stdout.once('drain', resolve);
  });
}

async function readProcessStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** readline on stdin, echoing to stderr (stdout is for data), muted while a hidden answer is typed. */
function promptOnTerminal(question: string, { hidden }: { hidden: boolean }): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stderr.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      if (hidden) process.stderr.write('\n');
      resolve(answer);
    });
    muted = hidden;
  });
}
