/**
 * Snapshots of the store in --data-file (DESIGN §3). Layout: the data file is a small manifest
 * (scenario meta, sessions, and the name of one part file per collection); each collection lives
 * in its own part file, rewritten only when that collection changed. Every file is written to a
 * temp name, fsynced and renamed, and part files get a new name per generation, so the manifest
 * always points at complete files: a kill -9 between any two steps leaves the previous or the
 * new snapshot, never a mix.
 *
 * issue 16 #7: the previous generation is kept (its manifest as `<file>.prev`, its parts until
 * the generation after), so a corrupt data file falls back to it; when neither can be read the
 * start stops with a clear message (PersistenceError, no stack trace, no content). Files are
 * 0600; temp files of a killed run are removed at start; idle sessions are pruned before a write
 * (lib/prune-expired.ts, at most once a minute, not per request). The sessions live in their own part, written
 * only when a session changed (the store's SessionMap counts changes), so a write to a
 * collection no longer rewrites every session, and a request no longer compares them all.
 */
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { LoadedScenario, SessionRecord, Store } from '../store/store.ts';
import { createPruner, type Pruner } from './prune-expired.ts';

interface Manifest {
  version: 1;
  generation: number;
  written_at: string;
  loaded: LoadedScenario | null;
  /** Data files before the sessions part carried the sessions here. */
  sessions?: SessionRecord[];
  parts: Record<string, string>;
  /**
   * Append-only parts (`.jsonl`, one record a line) and the bytes of each this generation
   * holds: what a killed run appended after the manifest was written is not part of it.
   */
  logs?: Record<string, number>;
}

/** The key of the sessions part in `parts`: no collection is named so. */
const SESSIONS_PART = '~sessions';
/**
 * issue 16 #7: the collection kept as an append-only log. Every sent mail (with its attachments)
 * used to rewrite the whole outbox; now it appends one line. Removing mails (DELETE /outbox, a
 * reset) rewrites the log with what is left, so it never holds more than the live mails.
 */
const LOG_COLLECTION = 'outbox';

/** What a snapshot on disk holds, read and checked in full before the store is touched. */
interface Snapshot {
  manifest: Manifest;
  records: Record<string, unknown[]>;
  sessions: SessionRecord[];
  /** Said once at start (the banner): a torn last line skipped, bytes of a killed write dropped. */
  warnings: string[];
  /** The log holds bytes past what the manifest names: compact it. */
  logHasTail: boolean;
}

/** Writes a temp file, fsyncs it, and only then renames it over the old one: never half a file. */
function writeDurably(file: string, text: string): number {
  const tmp = `${file}.tmp-${process.pid}`;
  // issue 16 #7: the data holds password hashes and session tokens: owner-only (0600).
  const fd = openSync(tmp, 'w', 0o600);
  let bytes: number;
  try {
    bytes = writeSync(fd, text);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(tmp, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(tmp, file);
  return bytes;
}

function fsyncDir(dir: string): void {
  // Makes the renames themselves durable; some platforms cannot open a directory, which is fine.
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    /* not supported here */
  }
}

/** A data file that cannot be used; the message is for people and names no content. */
export class PersistenceError extends Error {}

/** What restore() loaded, for the start-up banner. */
export interface RestoreReport {
  loaded: LoadedScenario | null;
  generation: number;
  writtenAt: string;
  /** Set when the data file could not be read and the previous generation was loaded instead. */
  fellBackBecause: string | null;
  /** What was skipped while reading (a torn last line of the outbox log): said once, at start. */
  warnings: string[];
}

function readManifest(file: string): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch (error) {
    const reason =
      error instanceof SyntaxError ? 'it is not valid JSON' : (error as NodeJS.ErrnoException).code;
    throw new PersistenceError(`${file} cannot be read (${reason}).`);
  }
  if (
    manifest?.version !== 1 ||
    typeof manifest.parts !== 'object' ||
    (!Array.isArray(manifest.sessions) && typeof manifest.parts?.[SESSIONS_PART] !== 'string')
  ) {
    throw new PersistenceError(`${file} is not a data file of this mock (unknown layout or version).`);
  }
  return manifest;
}

/**
 * Reads the first `length` bytes of an append-only part: one JSON record a line. Bytes after
 * them come from a write cut short or never acknowledged (a kill -9 between the append and the
 * manifest); a torn last line is skipped. Each is said once, in `warnings`.
 */
function readLog(
  dir: string,
  partName: string,
  length: number | undefined,
  warnings: string[],
): { records: unknown[]; tail: boolean } {
  const file = path.join(dir, partName);
  let buffer: Buffer;
  try {
    buffer = readFileSync(file);
  } catch (error) {
    throw new PersistenceError(`${file} cannot be read (${(error as NodeJS.ErrnoException).code}).`);
  }
  const end = length ?? buffer.length;
  if (buffer.length < end) throw new PersistenceError(`${file} cannot be read (it is shorter than saved).`);
  const tail = buffer.length > end;
  if (tail) {
    warnings.push(
      `${partName}: ${buffer.length - end} bytes written after the last complete save (a run killed mid-write) were skipped.`,
    );
  }
  const lines = buffer.subarray(0, end).toString('utf8').split('\n');
  const last = lines.pop() ?? '';
  const records: unknown[] = [];
  for (const line of lines) {
    try {
      records.push(JSON.parse(line));
    } catch {
      throw new PersistenceError(`${file} cannot be read (a line is not valid JSON).`);
    }
  }
  // Every saved line ends in a newline: text after the last one is a line cut short.
  if (last !== '') {
    warnings.push(`${partName}: its last line was cut short (a run killed mid-write) and was skipped.`);
    return { records, tail: true };
  }
  return { records, tail };
}

function readPart(dir: string, partName: string): unknown[] {
  const file = path.join(dir, partName);
  try {
    const records = JSON.parse(readFileSync(file, 'utf8'));
    if (!Array.isArray(records)) throw new SyntaxError('not a list');
    return records;
  } catch (error) {
    const reason =
      error instanceof SyntaxError ? 'it is not valid JSON' : (error as NodeJS.ErrnoException).code;
    throw new PersistenceError(`${file} cannot be read (${reason}).`);
  }
}

export function createPersistence(
  store: Store,
  file: string,
  now: () => number = Date.now,
  pruner: Pruner = createPruner(store, now),
) {
  const absolute = path.resolve(file);
  const dir = path.dirname(absolute);
  mkdirSync(dir, { recursive: true });
  const base = path.basename(absolute);
  const previous = `${absolute}.prev`;
  // Temp files of a run killed mid-write are never the newest good copy: remove them.
  for (const name of readdirSync(dir)) {
    if (name.startsWith(`${base}.`) && /\.tmp-\d+$/.test(name)) rmSync(path.join(dir, name), { force: true });
  }
  /** Parts the previous generation still names: removed once the generation after is written. */
  let previousParts: string[] = [];
  const dirty = new Set<string>();
  let parts: Record<string, string> = {};
  let generation = 0;
  let lastSessionChanges = -1;
  let lastLoaded: LoadedScenario | null = null;

  for (const [name, collection] of Object.entries(store.collections)) {
    // The statuses table (decision 022) has the Collections' hooks, not their emitter's type.
    const hooks = collection.hooks as {
      on(event: 'create' | 'update' | 'delete', listener: () => void): unknown;
    };
    for (const event of ['create', 'update', 'delete'] as const) {
      hooks.on(event, () => dirty.add(name));
    }
  }
  /** Bytes of the log the last written manifest holds. */
  let logBytes = 0;
  /** Lines created since the last write, appended by the next one (loads are written whole). */
  let logLines: string[] = [];
  /** A mail was changed or removed (or the log has a tail): the next write rewrites the log. */
  let logRewrite = false;
  const log = store.collections[LOG_COLLECTION];
  log.hooks.on('create', (event) => {
    if (!store.loading()) logLines.push(`${JSON.stringify(event.data.record)}\n`);
  });
  log.hooks.on('update', () => {
    logRewrite = true;
  });
  log.hooks.on('delete', () => {
    logRewrite = true;
  });

  /** Appends the new lines to the log, or writes a new log; answers the bytes written. */
  function writeLog(rewrite: boolean, next: Record<string, string>, superseded: string[]): number {
    const current = next[LOG_COLLECTION];
    if (rewrite || logRewrite || !current?.endsWith('.jsonl')) {
      const partName = `${base}.${LOG_COLLECTION}.${generation}.jsonl`;
      const text = log
        .all()
        .map((r) => `${JSON.stringify(r)}\n`)
        .join('');
      const bytes = writeDurably(path.join(dir, partName), text);
      if (current) superseded.push(current);
      next[LOG_COLLECTION] = partName;
      return bytes;
    }
    if (logLines.length === 0) return 0;
    const fd = openSync(path.join(dir, current), 'a', 0o600);
    try {
      // Bytes past the saved length (a write rolled back): cut off, so they never count.
      if (fstatSync(fd).size !== logBytes) ftruncateSync(fd, logBytes);
      const bytes = writeSync(fd, logLines.join(''));
      fsyncSync(fd);
      return bytes;
    } finally {
      closeSync(fd);
    }
  }

  /** Writes what changed since the last write; answers the bytes written (0 when nothing changed). */
  function write(force = false): number {
    // issue 16: mid-load the store is half old, half new; the load's own request writes it whole.
    if (store.loading()) return 0;
    pruner.pruneIfDue();
    const sessionsChanged = store.sessions.changes !== lastSessionChanges;
    const loadedChanged = store.loaded() !== lastLoaded;
    if (!force && dirty.size === 0 && !sessionsChanged && !loadedChanged && !logRewrite) return 0;
    generation += 1;
    let bytes = 0;
    const next = { ...parts };
    const superseded: string[] = [];
    const rewriteAll = force || loadedChanged;
    const logWritten = writeLog(rewriteAll, next, superseded);
    const nextLogBytes = next[LOG_COLLECTION] === parts[LOG_COLLECTION] ? logBytes + logWritten : logWritten;
    bytes += logWritten;
    for (const [name, collection] of Object.entries(store.collections)) {
      if (name === LOG_COLLECTION) continue;
      if (!rewriteAll && !dirty.has(name) && next[name]) continue;
      const partName = `${base}.${name}.${generation}.json`;
      bytes += writeDurably(path.join(dir, partName), JSON.stringify(collection.all()));
      if (next[name]) superseded.push(next[name]);
      next[name] = partName;
    }
    if (force || loadedChanged || sessionsChanged || !next[SESSIONS_PART]) {
      const partName = `${base}.sessions.${generation}.json`;
      bytes += writeDurably(path.join(dir, partName), JSON.stringify([...store.sessions.values()]));
      if (next[SESSIONS_PART]) superseded.push(next[SESSIONS_PART]);
      next[SESSIONS_PART] = partName;
    }
    const manifest: Manifest = {
      version: 1,
      generation,
      written_at: new Date().toISOString(),
      loaded: store.loaded(),
      parts: next,
      logs: { [LOG_COLLECTION]: nextLogBytes },
    };
    fsyncDir(dir);
    // The manifest being replaced becomes the previous generation (its parts are kept).
    if (existsSync(absolute)) {
      copyFileSync(absolute, `${previous}.tmp-${process.pid}`);
      chmodSync(`${previous}.tmp-${process.pid}`, 0o600);
      renameSync(`${previous}.tmp-${process.pid}`, previous);
    }
    bytes += writeDurably(absolute, JSON.stringify(manifest));
    fsyncDir(dir);
    parts = next;
    logBytes = nextLogBytes;
    logLines = [];
    logRewrite = false;
    dirty.clear();
    lastSessionChanges = store.sessions.changes;
    lastLoaded = store.loaded();
    for (const old of previousParts)
      if (!Object.values(next).includes(old)) rmSync(path.join(dir, old), { force: true });
    previousParts = superseded;
    return bytes;
  }

  /** Reads a manifest and every file it names; PersistenceError when any cannot be used. */
  function readSnapshot(file: string): Snapshot {
    const manifest = readManifest(file);
    const warnings: string[] = [];
    let logHasTail = false;
    const records: Record<string, unknown[]> = {};
    for (const [name, partName] of Object.entries(manifest.parts)) {
      if (name === SESSIONS_PART) continue;
      if (partName.endsWith('.jsonl')) {
        const read = readLog(dir, partName, manifest.logs?.[name], warnings);
        records[name] = read.records;
        logHasTail ||= read.tail;
      } else records[name] = readPart(dir, partName);
    }
    const sessionsPart = manifest.parts[SESSIONS_PART];
    const sessions = (
      sessionsPart ? readPart(dir, sessionsPart) : (manifest.sessions ?? [])
    ) as SessionRecord[];
    return { manifest, records, sessions, warnings, logHasTail };
  }

  async function load({ manifest, records, sessions, logHasTail }: Snapshot): Promise<LoadedScenario | null> {
    const loaded = await store.restore({ loaded: manifest.loaded, sessions, records });
    parts = { ...manifest.parts };
    generation = manifest.generation;
    logBytes = manifest.logs?.[LOG_COLLECTION] ?? 0;
    logLines = [];
    // A log with a tail is compacted (rewritten with its saved lines) at the next write.
    logRewrite = logHasTail;
    dirty.clear();
    pruner.prune();
    lastSessionChanges = store.sessions.changes;
    lastLoaded = store.loaded();
    return loaded;
  }

  /**
   * Loads the snapshot into the store; null when there is no data file yet. A data file that
   * cannot be read falls back to the previous generation; when that fails too, PersistenceError.
   * Every file is read and checked before the store is touched, each once.
   */
  async function restoreReport(): Promise<RestoreReport | null> {
    if (!existsSync(absolute) && !existsSync(previous)) return null;
    let snapshot: Snapshot;
    let fellBackBecause: string | null = null;
    try {
      snapshot = readSnapshot(absolute);
    } catch (error) {
      if (!(error instanceof PersistenceError)) throw error;
      if (!existsSync(previous)) {
        throw new PersistenceError(
          `${error.message} There is no previous generation to fall back to: move the file away to start from the scenario.`,
        );
      }
      fellBackBecause = error.message;
      try {
        snapshot = readSnapshot(previous);
      } catch (prevError) {
        throw new PersistenceError(
          `${error.message} The previous generation cannot be used either: ${(prevError as Error).message}`,
        );
      }
    }
    const { manifest } = snapshot;
    const loaded = await load(snapshot);
    if (!fellBackBecause && existsSync(previous)) {
      try {
        const current = Object.values(manifest.parts);
        previousParts = Object.values(readManifest(previous).parts).filter((p) => !current.includes(p));
      } catch {
        previousParts = [];
      }
    }
    // issue 16 #7: compact at start: a log with bytes past its saved length is rewritten now.
    if (logRewrite) write();
    return {
      loaded,
      generation: manifest.generation,
      writtenAt: manifest.written_at,
      fellBackBecause,
      warnings: snapshot.warnings,
    };
  }

  async function restore(): Promise<LoadedScenario | null> {
    return (await restoreReport())?.loaded ?? null;
  }

  /**
   * issue 16 #7: a change that could not be saved is undone: the store goes back to the last
   * snapshot on disk, so the answer (500) is true and later requests, reads too, work again.
   */
  async function rollBack(): Promise<void> {
    dirty.clear();
    if (existsSync(absolute)) await load(readSnapshot(absolute));
  }

  return { file: absolute, write, restore, restoreReport, rollBack };
}
export type Persistence = ReturnType<typeof createPersistence>;
