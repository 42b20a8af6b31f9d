/**
 * The inbox source in the URL (DESIGN: the URL is the state of the inbox source and open item):
 * `stream-{id}` or `label-{id}`, turned into the feed-items query that lists it.
 */
import type { FeedQuery, Stream } from '../api/inbox.ts';

export type InboxSource = { kind: 'stream'; id: number } | { kind: 'label'; id: number };

export function parseSource(value: string | null): InboxSource | null {
  const m = value?.match(/^(stream|label)-(\d{1,9})$/);
  return m ? { kind: m[1] as 'stream' | 'label', id: Number(m[2]) } : null;
}

/**
 * A network stream lists the posts of its network; a custom inbox (no network) lists every post
 * of the profile; a label lists the posts carrying it. Newest first.
 */
export function feedQueryOf(source: InboxSource, streams: readonly Stream[]): FeedQuery | null {
  if (source.kind === 'label') return { labelId: source.id, sortBy: 'created_at', order: 'desc' };
  const stream = streams.find((s) => s.id === source.id);
  if (!stream) return null;
  return {
    ...(stream.socialType ? { socialType: [stream.socialType] } : {}),
    sortBy: 'created_at',
    order: 'desc',
  };
}
