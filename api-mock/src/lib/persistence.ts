/**
 * Snapshots of the store in --data-file (DESIGN §3). Layout: the data file is a small manifest
 * (scenario meta, sessions, and the name of one part file per collection); each collection lives
 * in its own part file, rewritten only when that collection changed. Every file is written to a
 * temp name, fsynced and renamed, and part files get a new name per generation, so the manifest
 * always points at complete files: a kill -9 between any two steps leaves the previous or the
 * new snapshot, never a mix. Old parts are removed after the new manifest is in place.
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { LoadedScenario, SessionRecord, Store } from '../store/store.ts';

interface Manifest {
  version: 1;
  generation: number;
  written_at: string;
  loaded: LoadedScenario | null;
  sessions: SessionRecord[];
  parts: Record<string, string>;
}

/** Writes a temp file, fsyncs it, and only then renames it over the old one: never half a file. */
function writeDurably(file: string, text: string): number {
  const tmp = `${file}.tmp-${process.pid}`;
  const fd = openSync(tmp, 'w');
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

export function createPersistence(store: Store, file: string) {
  const absolute = path.resolve(file);
  const dir = path.dirname(absolute);
  mkdirSync(dir, { recursive: true });
  const base = path.basename(absolute);
  const dirty = new Set<string>();
  let parts: Record<string, string> = {};
  let generation = 0;
  let lastSessions = '';
  let lastLoaded: LoadedScenario | null = null;

  for (const [name, collection] of Object.entries(store.collections)) {
    for (const event of ['create', 'update', 'delete'] as const) {
      collection.hooks.on(event, () => dirty.add(name));
    }
  }

  const sessionsJson = () => JSON.stringify([...store.sessions.values()]);

  /** Writes what changed since the last write; answers the bytes written (0 when nothing changed). */
  function write(force = false): number {
    const sessions = sessionsJson();
    const loadedChanged = store.loaded() !== lastLoaded;
    if (!force && dirty.size === 0 && sessions === lastSessions && !loadedChanged) return 0;
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
    const manifest: Manifest = {
      version: 1,
      generation,
      written_at: new Date().toISOString(),
      loaded: store.loaded(),
      sessions: [...store.sessions.values()],
      parts: next,
    };
    fsyncDir(dir);
    bytes += writeDurably(absolute, JSON.stringify(manifest));
    fsyncDir(dir);
    parts = next;
    dirty.clear();
    lastSessions = sessions;
    lastLoaded = store.loaded();
    for (const old of superseded) rmSync(path.join(dir, old), { force: true });
    return bytes;
  }

  /** Loads the snapshot into the store; null when the data file does not exist yet. */
  async function restore(): Promise<LoadedScenario | null> {
    if (!existsSync(absolute)) return null;
    const manifest = JSON.parse(readFileSync(absolute, 'utf8')) as Manifest;
    if (manifest.version !== 1) throw new Error(`${absolute}: unknown snapshot version ${manifest.version}`);
    const records: Record<string, unknown[]> = {};
    for (const [name, partName] of Object.entries(manifest.parts)) {
      records[name] = JSON.parse(readFileSync(path.join(dir, partName), 'utf8')) as unknown[];
    }
    const loaded = await store.restore({ loaded: manifest.loaded, sessions: manifest.sessions, records });
    parts = { ...manifest.parts };
    generation = manifest.generation;
    dirty.clear();
    lastSessions = sessionsJson();
    lastLoaded = store.loaded();
    return loaded;
  }

  return { file: absolute, write, restore };
}
export type Persistence = ReturnType<typeof createPersistence>;
