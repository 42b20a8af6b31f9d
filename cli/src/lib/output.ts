/**
 * DESIGN §3: human output by default, one JSON document on stdout with --json; progress and logs
 * always on stderr so stdout stays parseable. `--json id,name` keeps only those fields (of the
 * document, or of each element of a list). Colour only on a terminal, never with NO_COLOR.
 */
import type { CliError } from './errors.ts';
import type { ResolvedIo } from './io.ts';

export interface OutputOptions {
  /** true for --json, a comma-separated field list for --json id,name. */
  json?: boolean | string;
  quiet?: boolean;
}

export interface Output {
  readonly json: boolean;
  /** The command's result: `data` as JSON with --json, otherwise the human text. */
  result(data: unknown, human: () => string): void;
  /** Progress and logs, to stderr; silent under --quiet. */
  progress(message: string): void;
  /** A warning a person must see even under --quiet, to stderr. */
  warn(message: string): void;
}

export function createOutput(io: ResolvedIo, options: OutputOptions): Output {
  const json = options.json !== undefined && options.json !== false;
  const fields = typeof options.json === 'string' ? parseFields(options.json) : undefined;
  return {
    json,
    result(data, human) {
      if (json) io.stdout(`${JSON.stringify(fields ? selectFields(data, fields) : data, null, 2)}\n`);
      else io.stdout(ensureNewline(human()));
    },
    progress(message) {
      if (!options.quiet) io.stderr(ensureNewline(message));
    },
    warn(message) {
      io.stderr(ensureNewline(message));
    },
  };
}

const parseFields = (text: string) =>
  text
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);

/** Keeps `fields` of an object, or of every object in an array; other values pass unchanged. */
export function selectFields(data: unknown, fields: readonly string[]): unknown {
  if (Array.isArray(data)) return data.map((item) => selectFields(item, fields));
  if (typeof data !== 'object' || data === null) return data;
  const record = data as Record<string, unknown>;
  return Object.fromEntries(fields.filter((f) => f in record).map((f) => [f, record[f]]));
}

/** no-color.org: NO_COLOR set (any value) disables colour; so does a stream that is not a terminal. */
export function colorEnabled(io: ResolvedIo, stream: 'stdout' | 'stderr'): boolean {
  return io.tty[stream] && io.env.NO_COLOR === undefined && io.env.TERM !== 'dumb';
}

const paint = (on: boolean, code: number, text: string) => (on ? `\u001b[${code}m${text}\u001b[0m` : text);

/**
 * With --json a failure is a JSON document on stdout too, so a script never has to parse stderr:
 * `{ "error": { "code", "message", "exitCode", "status"?, "fields"? } }`.
 */
export function printError(io: ResolvedIo, error: CliError, json: boolean, alreadyPrinted: boolean): void {
  if (!alreadyPrinted) {
    const lines = [`${paint(colorEnabled(io, 'stderr'), 31, 'Error:')} ${error.message}`];
    for (const message of Object.values(error.fields ?? {})) lines.push(`  - ${message}`);
    io.stderr(`${lines.join('\n')}\n`);
  }
  if (json) {
    const body = {
      error: {
        code: error.code,
        message: error.message,
        exitCode: error.exitCode,
        status: error.status,
        fields: error.fields,
      },
    };
    io.stdout(`${JSON.stringify(body, null, 2)}\n`);
  }
}

/** Left-aligned columns, two spaces apart; numbers right-aligned. */
export function formatTable(rows: readonly (readonly (string | number)[])[], indent = '  '): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, String(cell).length);
    });
  }
  return rows
    .map(
      (row) =>
        indent +
        row
          .map((cell, i) =>
            typeof cell === 'number' ? String(cell).padStart(widths[i]) : cell.padEnd(widths[i]),
          )
          .join('  ')
          .trimEnd(),
    )
    .join('\n');
}

const ensureNewline = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);
