/**
 * What the mock keeps only for a while (issue 16 #7, issue 17: "sessions and feed-hash records
 * are never freed"): sessions idle for SESSION_IDLE_MS and drill-down feed definitions older than
 * FEED_HASH_TTL_MS are removed, and at most FEED_HASH_LIMIT feed definitions are kept (the oldest
 * go first). Checked at most once a minute after a response, so no request pays a pass over
 * every session; a flood of new feed definitions is trimmed as it arrives.
 */
import type { Store } from '../store/store.ts';

/** A session whose access token expired this long ago is gone (the refresh token with it). */
export const SESSION_IDLE_MS = 14 * 24 * 3_600_000;
/** A drill-down link (POST /v1/dashboard/feeds/hash) opens for this long after it was made. */
export const FEED_HASH_TTL_MS = 30 * 24 * 3_600_000;
/** Feed definitions kept at most; each is a few hundred bytes. */
export const FEED_HASH_LIMIT = 10_000;
const PRUNE_EVERY_MS = 60_000;

export interface PruneLimits {
  feedHashLimit: number;
}

export function createPruner(
  store: Store,
  now: () => number,
  limits: PruneLimits = { feedHashLimit: FEED_HASH_LIMIT },
) {
  let lastPrune = Number.NEGATIVE_INFINITY;

  /** Removes the oldest feed definitions beyond the limit. */
  function trimFeedHashes(): void {
    const feeds = store.feedHashes;
    const excess = feeds.count() - limits.feedHashLimit;
    if (excess <= 0) return;
    const oldest = feeds
      .all()
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .slice(0, excess)
      .map((f) => f.id);
    const gone = new Set(oldest);
    feeds.deleteMany((q) => q.where({ id: (id: string) => gone.has(id) }));
  }

  /** Prunes now: idle sessions, feed definitions past their time, then the excess. */
  function prune(): void {
    lastPrune = now();
    const sessionCutoff = now() - SESSION_IDLE_MS;
    for (const [key, s] of store.sessions) if (s.accessExpiresAt < sessionCutoff) store.sessions.delete(key);
    const feedCutoff = new Date(now() - FEED_HASH_TTL_MS).toISOString();
    if (store.feedHashes.findFirst((q) => q.where({ created_at: (at: string) => at < feedCutoff }))) {
      store.feedHashes.deleteMany((q) => q.where({ created_at: (at: string) => at < feedCutoff }));
    }
    trimFeedHashes();
  }

  /** Prunes when the last prune is a minute old or more. */
  function pruneIfDue(): void {
    if (now() - lastPrune >= PRUNE_EVERY_MS) prune();
  }

  return { prune, pruneIfDue, trimFeedHashes };
}
export type Pruner = ReturnType<typeof createPruner>;
