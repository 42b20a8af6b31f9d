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
  fsyncSync,
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
}

/** The key of the sessions part in `parts`: no collection is named so. */
const SESSIONS_PART = '~sessions';

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
    for (const event of ['create', 'update', 'delete'] as const) {
      collection.hooks.on(event, () => dirty.add(name));
    }
  }

  /** Writes what changed since the last write; answers the bytes written (0 when nothing changed). */
  function write(force = false): number {
    // issue 16: mid-load the store is half old, half new; the load's own request writes it whole.
    if (store.loading()) return 0;
    pruner.pruneIfDue();
    const sessionsChanged = store.sessions.changes !== lastSessionChanges;
    const loadedChanged = store.loaded() !== lastLoaded;
    if (!force && dirty.size === 0 && !sessionsChanged && !loadedChanged) return 0;
    generation += 1;
    let bytes = 0;
    const next = { ...parts };
    const superseded: string[] = [];
    for (const [name, collection] of Object.entries(store.collections)) {
      if (!force && !loadedChanged && !dirty.has(name) && next[name]) continue;
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
    dirty.clear();
    lastSessionChanges = store.sessions.changes;
    lastLoaded = store.loaded();
    for (const old of previousParts)
      if (!Object.values(next).includes(old)) rmSync(path.join(dir, old), { force: true });
    previousParts = superseded;
    return bytes;
  }

  async function load(manifest: Manifest): Promise<LoadedScenario | null> {
    const records: Record<string, unknown[]> = {};
    for (const [name, partName] of Object.entries(manifest.parts))
      if (name !== SESSIONS_PART) records[name] = readPart(dir, partName);
    const sessionsPart = manifest.parts[SESSIONS_PART];
    const sessions = (
      sessionsPart ? readPart(dir, sessionsPart) : (manifest.sessions ?? [])
    ) as SessionRecord[];
    const loaded = await store.restore({ loaded: manifest.loaded, sessions, records });
    parts = { ...manifest.parts };
    generation = manifest.generation;
    dirty.clear();
    pruner.prune();
    lastSessionChanges = store.sessions.changes;
    lastLoaded = store.loaded();
    return loaded;
  }

  /**
   * Loads the snapshot into the store; null when there is no data file yet. A data file that
   * cannot be read falls back to the previous generation; when that fails too, PersistenceError.
   */
  async function restoreReport(): Promise<RestoreReport | null> {
    if (!existsSync(absolute) && !existsSync(previous)) return null;
    let manifest: Manifest;
    let fellBackBecause: string | null = null;
    try {
      manifest = readManifest(absolute);
      for (const partName of Object.values(manifest.parts)) readPart(dir, partName);
    } catch (error) {
      if (!(error instanceof PersistenceError)) throw error;
      if (!existsSync(previous)) {
        throw new PersistenceError(
          `${error.message} There is no previous generation to fall back to: move the file away to start from the scenario.`,
        );
      }
      fellBackBecause = error.message;
      try {
        manifest = readManifest(previous);
      } catch (prevError) {
        throw new PersistenceError(
          `${error.message} The previous generation cannot be used either: ${(prevError as Error).message}`,
        );
      }
    }
    const loaded = await load(manifest);
    if (!fellBackBecause && existsSync(previous)) {
      try {
        const current = Object.values(manifest.parts);
        previousParts = Object.values(readManifest(previous).parts).filter((p) => !current.includes(p));
      } catch {
        previousParts = [];
      }
    }
    return { loaded, generation: manifest.generation, writtenAt: manifest.written_at, fellBackBecause };
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
    if (existsSync(absolute)) await load(readManifest(absolute));
  }

  return { file: absolute, write, restore, restoreReport, rollBack };
}
export type Persistence = ReturnType<typeof createPersistence>;
