/**
 * The only module that touches window.localStorage (CONVENTIONS §5). The API client receives this
 * object and owns the product keys in it: session tokens and the 30-minute dashboard cache
 * (spec 01 §9, implemented by @sl/api-contract/client/storage).
 * When localStorage is unavailable (blocked, private mode quirks) the app keeps working in memory.
 */
import { createMemoryStorage, type KeyValueStorage } from '@sl/api-contract/client';
import { CACHE_PREFIX, storageKeys } from '@sl/api-contract/client/storage';

function resolveStorage(): KeyValueStorage {
  try {
    const probe = '__sl_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return createMemoryStorage();
  }
}

export const storage: KeyValueStorage = resolveStorage();

/**
 * Drops the client's cached responses (the 30-minute cache of spec 01 §9) whose endpoint id
 * starts with `endpointPrefix`, so the next call of those endpoints reaches the server. A write
 * that changes what they compute (an exclude term re-scores the posts) must not leave the old
 * figures on screen until the cache expires.
 */
export function clearCachedResponses(endpointPrefix = ''): void {
  const prefix = CACHE_PREFIX + endpointPrefix;
  for (const key of storageKeys(storage)) if (key.startsWith(prefix)) storage.removeItem(key);
}
