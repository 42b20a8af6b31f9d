/**
 * The client's KeyValueStorage kept in a file, so the session `slcli login` gets is there for the
 * next command. The file records the API URL it belongs to: tokens are never sent to another server.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { KeyValueStorage } from '@sl/api-contract/client';

interface SessionFile {
  apiUrl: string;
  items: Record<string, string>;
  /** When the access token was last written (sign-in or refresh), for `slcli whoami`. */
  tokenSavedAt?: string;
}

const ACCESS_TOKEN_KEY = 'sl.accessToken';

/** When the session file's access token was saved, or null when there is none for this URL. */
export function tokenSavedAt(path: string, apiUrl: string): string | null {
  const file = readFile(path);
  return file?.apiUrl === apiUrl && typeof file.tokenSavedAt === 'string' ? file.tokenSavedAt : null;
}

export function createFileStorage(path: string, apiUrl: string): KeyValueStorage {
  const items = new Map<string, string>(Object.entries(load(path, apiUrl)));
  let savedAt = tokenSavedAt(path, apiUrl) ?? undefined;

  function save(): void {
    const content: SessionFile = { apiUrl, items: Object.fromEntries(items) };
    if (items.has(ACCESS_TOKEN_KEY) && savedAt) content.tokenSavedAt = savedAt;
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    // Atomic: a reader (or a crash) never sees half a file. 0600: the file holds bearer tokens.
    const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(temp, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
    renameSync(temp, path);
  }

  return {
    getItem: (key) => items.get(key) ?? null,
    setItem(key, value) {
      items.set(key, String(value));
      if (key === ACCESS_TOKEN_KEY) savedAt = new Date().toISOString();
      save();
    },
    removeItem(key) {
      if (items.delete(key)) save();
    },
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

function readFile(path: string): Partial<SessionFile> | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Partial<SessionFile> | null;
  } catch {
    // Missing or unreadable: start signed out; the next write replaces it.
    return null;
  }
}

function load(path: string, apiUrl: string): Record<string, string> {
  const file = readFile(path);
  if (file?.apiUrl !== apiUrl || typeof file.items !== 'object' || file.items === null) return {};
  return Object.fromEntries(Object.entries(file.items).filter(([, v]) => typeof v === 'string'));
}
