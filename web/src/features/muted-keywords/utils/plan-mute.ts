/**
 * What pressing "Mute" does with the typed entry (spec 02 §5): split on ' / ', skip values
 * already muted; when none is new there is no call, and the screen says which were skipped.
 */
import { splitMutedKeywords } from '@sl/api-contract/schemas/configuration';

export interface MutePlan {
  /** The values to send, in the order typed; empty means no call. */
  fresh: string[];
  /** The typed values that were already muted (as typed, once each). */
  skipped: string[];
}

export function planMute(entry: string, muted: readonly string[]): MutePlan {
  const fresh = splitMutedKeywords([entry], muted);
  const sent = new Set(fresh.map((v) => v.toLowerCase()));
  const skipped: string[] = [];
  for (const part of entry.split(' / ')) {
    const value = part.trim();
    const key = value.toLowerCase();
    if (!value || sent.has(key) || skipped.some((s) => s.toLowerCase() === key)) continue;
    skipped.push(value);
  }
  return { fresh, skipped };
}
