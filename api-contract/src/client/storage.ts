/**
 * What the client needs of a key-value store (window.localStorage fits; the CLI passes a file
 * or memory store). Product keys share one prefix so sign-out can clear exactly ours (spec 01 §4).
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

export const PRODUCT_PREFIX = 'sl.';
export const SESSION_KEYS = {
  accessToken: `${PRODUCT_PREFIX}accessToken`,
  refreshToken: `${PRODUCT_PREFIX}refreshToken`,
  csrfToken: `${PRODUCT_PREFIX}csrfToken`,
  userId: `${PRODUCT_PREFIX}userId`,
} as const;
export const CACHE_PREFIX = `${PRODUCT_PREFIX}cache.`;
/** spec 01 §9: cache time-to-live 0.5 hours. */
export const CACHE_TTL_MS = 30 * 60 * 1000;

export function storageKeys(storage: KeyValueStorage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i);
    if (k !== null) keys.push(k);
  }
  return keys;
}

export function clearProductKeys(storage: KeyValueStorage): void {
  for (const k of storageKeys(storage)) if (k.startsWith(PRODUCT_PREFIX)) storage.removeItem(k);
}

/** spec 01 §9: expired cache keys are purged at start-up and on each cached request. */
export function purgeExpired(storage: KeyValueStorage, now: number): void {
  for (const k of storageKeys(storage)) {
    if (!k.startsWith(CACHE_PREFIX)) continue;
    const raw = storage.getItem(k);
    let expiresAt = 0;
    try {
      expiresAt = (JSON.parse(raw ?? '{}') as { expiresAt?: number }).expiresAt ?? 0;
    } catch {
      expiresAt = 0;
    }
    if (expiresAt <= now) storage.removeItem(k);
  }
}

export function readCache(storage: KeyValueStorage, key: string, now: number): unknown {
  const raw = storage.getItem(CACHE_PREFIX + key);
  if (raw === null) return undefined;
  try {
    const entry = JSON.parse(raw) as { expiresAt: number; value: unknown };
    return entry.expiresAt > now ? entry.value : undefined;
  } catch {
    return undefined;
  }
}

export function writeCache(storage: KeyValueStorage, key: string, value: unknown, now: number): void {
  try {
    storage.setItem(CACHE_PREFIX + key, JSON.stringify({ expiresAt: now + CACHE_TTL_MS, value }));
  } catch {
    // A full store only costs the cache, never the call.
  }
}

export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}
