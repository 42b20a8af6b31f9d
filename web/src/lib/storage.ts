/**
 * The only module that touches window.localStorage (CONVENTIONS §5). The API client receives this
 * object and owns the product keys in it: session tokens and the 30-minute dashboard cache
 * (spec 01 §9, implemented by @sl/api-contract/client/storage).
 * When localStorage is unavailable (blocked, private mode quirks) the app keeps working in memory.
 */
import { createMemoryStorage, type KeyValueStorage } from '@sl/api-contract/client';

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
