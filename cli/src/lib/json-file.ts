/** Reads a JSON document from a file, or from stdin when the path is `-`; bad input is a usage error. */
import { readFile } from 'node:fs/promises';
import { CliError, EXIT } from './errors.ts';
import type { ResolvedIo } from './io.ts';

export async function readJsonFile(path: string, io: ResolvedIo): Promise<unknown> {
  let text: string;
  try {
    text = path === '-' ? await io.readStdin() : await readFile(path, 'utf8');
  } catch (error) {
    throw new CliError(`Cannot read ${path}: ${(error as Error).message}`, EXIT.usage, { cause: error });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new CliError(`${path} is not valid JSON: ${(error as Error).message}`, EXIT.usage, {
      cause: error,
    });
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
