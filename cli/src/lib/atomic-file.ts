/**
 * Writes a file atomically: into a temporary file beside it, then renamed over it. A reader (or a
 * failed export) never sees half a file: either the old file stays, or the whole new one is there.
 */

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { CliError, EXIT } from './errors.ts';

/** Streams `chunks` into `path`; returns the bytes written. */
export async function writeFileAtomically(
  path: string,
  chunks: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
): Promise<number> {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);
  const out = createWriteStream(temp, { flags: 'wx' });
  let bytes = 0;
  try {
    await once(out, 'open');
    for await (const chunk of chunks) {
      bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
      // Backpressure: wait for the disk before pulling the next chunk from the network.
      if (!out.write(chunk)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
    await rename(temp, path);
    return bytes;
  } catch (error) {
    out.destroy();
    await unlink(temp).catch(() => undefined);
    if (error instanceof CliError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR' || code === 'ENOTDIR') {
      throw new CliError(`Cannot write ${path}: ${(error as Error).message}`, EXIT.unexpected, {
        cause: error,
      });
    }
    throw error;
  }
}
