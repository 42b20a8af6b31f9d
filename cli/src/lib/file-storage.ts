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
}

export function createFileStorage(path: string, apiUrl: string): KeyValueStorage {
  const items = new Map<string, string>(Object.entries(load(path, apiUrl)));

  function save(): void {
    const content: SessionFile = { apiUrl, items: Object.fromEntries(items) };
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

function load(path: string, apiUrl: string): Record<string, string> {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    // Missing or unreadable: start signed out; the next write replaces it.
    return {};
  }
  const file = raw as Partial<SessionFile> | null;
  if (file?.apiUrl !== apiUrl || typeof file.items !== 'object' || file.items === null) return {};
  return Object.fromEntries(Object.entries(file.items).filter(([, v]) => typeof v === 'string'));
}
