/**
 * DESIGN §3: human output by default, one JSON document on stdout with --json; progress and logs
 * always on stderr so stdout stays parseable.
 */
import type { CliError } from './errors.ts';
import type { ResolvedIo } from './io.ts';

export interface Output {
  readonly json: boolean;
  /** The command's result: `data` as JSON with --json, otherwise the human text. */
  result(data: unknown, human: () => string): void;
  /** Progress and logs, to stderr. */
  progress(message: string): void;
}

export function createOutput(io: ResolvedIo, json: boolean): Output {
  return {
    json,
    result(data, human) {
      io.stdout(json ? `${JSON.stringify(data, null, 2)}\n` : ensureNewline(human()));
    },
    progress(message) {
      io.stderr(ensureNewline(message));
    },
  };
}

/** With --json a failure is a JSON document too, so a script never has to parse stderr. */
export function printError(io: ResolvedIo, error: CliError, json: boolean, alreadyPrinted: boolean): void {
  if (!alreadyPrinted) io.stderr(`Error: ${error.message}\n`);
  if (json) {
    const body = { error: { message: error.message, exitCode: error.exitCode, status: error.status } };
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
