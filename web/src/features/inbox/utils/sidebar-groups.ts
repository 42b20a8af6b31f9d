/**
 * spec 02 §2 inbox sidebar as a pure function: the groups in the spec's order, each with its
 * categories, its sort (Followers/Date; Karma/Date for Etoro and Reddit) and its visibility.
 */
import type { Label, Stream } from '../api/inbox.ts';

export type GroupId =
  | 'custom'
  | 'labels'
  | 'twitter'
  | 'instagram'
  | 'etoro'
  | 'facebook'
  | 'reddit'
  | 'youtube'
  | 'linkedin'
  | 'articles'
  | 'reviews'
  | 'wixan'
  | 'tiktok';

export interface GroupDef {
  id: GroupId;
  title: string;
  /** The networks whose streams belong here (none for Custom Inboxes and Labels). */
  networks: readonly string[];
  /** spec 02 §2: a group with a roles list is visible only to those roles. */
  roles?: readonly number[];
  /** spec 02 §2: Karma/Date for Etoro and Reddit, Followers/Date elsewhere. */
  popularity: 'Followers' | 'Karma';
}

/** spec 02 §2: 'Network groups, in order'. */
export const GROUPS: readonly GroupDef[] = [
  { id: 'custom', title: 'Custom Inboxes', networks: [], popularity: 'Followers' },
  { id: 'labels', title: 'Labels', networks: [], popularity: 'Followers' },
  { id: 'twitter', title: 'Twitter', networks: ['twitter'], popularity: 'Followers' },
  { id: 'instagram', title: 'Instagram', networks: ['instagram'], popularity: 'Followers' },
  { id: 'etoro', title: 'Etoro', networks: ['etoro'], popularity: 'Karma' },
  { id: 'facebook', title: 'Facebook', networks: ['facebook'], popularity: 'Followers' },
  { id: 'reddit', title: 'Reddit', networks: ['reddit'], popularity: 'Karma' },
  { id: 'youtube', title: 'Youtube', networks: ['youtube'], popularity: 'Followers' },
  { id: 'linkedin', title: 'Linkedin', networks: ['linkedin'], popularity: 'Followers' },
  { id: 'articles', title: 'Articles', networks: ['article'], popularity: 'Followers' },
  {
    id: 'reviews',
    title: 'Reviews & Forums',
    // spec 01 §1 review networks, plus the forums and help desks.
    networks: [
      'googlePlay',
      'trustpilot',
      'ios',
      'webreview',
      'steam',
      'discourse',
      'vanillaForums',
      'zendesk',
      'intercom',
      'helpshift',
      'discord',
      'fmKorea',
      'weibo',
      'xhs',
    ],
    popularity: 'Followers',
  },
  // spec 02 §2: Wix Answers, system admin only.
  { id: 'wixan', title: 'Wix Answers', networks: ['wixan'], roles: [0], popularity: 'Followers' },
  { id: 'tiktok', title: 'Tiktok', networks: ['tiktok'], popularity: 'Followers' },
];

/** spec 02 §2 categories: what each stream type is listed under. */
export const CATEGORY_TITLES: Record<Stream['streamType'], string> = {
  inbox: 'Inboxes',
  dms: 'DMs',
  timeline: 'Timelines',
  stream: 'Streams',
  page: 'Pages',
  hashtag: 'Hashtags',
  subreddit: 'Subreddits',
  channel: 'Channels',
  rss: 'RSS feeds',
  review_stream: 'Review streams',
};

/** spec 02 §2: 'Lists show more after 15 items'. */
export const MORE_AFTER = 15;

export type SidebarSort = 'popularity' | 'date';

export interface SidebarItem {
  /** The inbox source this item opens (see utils/inbox-source.ts). */
  source: string;
  name: string;
  category: string;
  popularity: number;
  createdAt: string;
  network: string | null;
}

export interface SidebarGroup extends GroupDef {
  items: SidebarItem[];
}

const streamItem = (s: Stream): SidebarItem => ({
  source: `stream-${s.id}`,
  name: s.name,
  category: CATEGORY_TITLES[s.streamType],
  popularity: s.followersCount,
  createdAt: s.createdAt,
  network: s.socialType,
});

export function groupOf(stream: Stream): GroupId | null {
  if (stream.socialType === null) return 'custom';
  return GROUPS.find((g) => g.networks.includes(stream.socialType as string))?.id ?? null;
}

export function sortItems(items: readonly SidebarItem[], sort: SidebarSort): SidebarItem[] {
  return [...items].sort((a, b) =>
    sort === 'date'
      ? b.createdAt.localeCompare(a.createdAt) || a.name.localeCompare(b.name)
      : b.popularity - a.popularity || a.name.localeCompare(b.name),
  );
}

export interface SidebarViewer {
  role: number;
  search: string;
}

/**
 * spec 02 §2 visibility: system admins see every group; others see a group only when one of its
 * items matches the search, or when it is Custom Inboxes or Labels; a group with a roles list
 * only by those roles. Items are filtered by the search (name, case-insensitive).
 */
export function buildSidebarGroups(
  streams: readonly Stream[],
  labels: readonly Label[],
  viewer: SidebarViewer,
): SidebarGroup[] {
  const needle = viewer.search.trim().toLowerCase();
  const matches = (i: SidebarItem) => !needle || i.name.toLowerCase().includes(needle);
  const isSysAdmin = viewer.role === 0;
  return GROUPS.filter((g) => !g.roles || g.roles.includes(viewer.role)).flatMap((g) => {
    const all =
      g.id === 'labels'
        ? labels.map((l) => ({
            source: `label-${l.id}`,
            name: l.name,
            category: 'Labels',
            popularity: 0,
            createdAt: '',
            network: null,
          }))
        : streams.filter((s) => groupOf(s) === g.id).map(streamItem);
    const items = all.filter(matches);
    const alwaysShown = g.id === 'custom' || g.id === 'labels';
    if (!isSysAdmin && !alwaysShown && items.length === 0) return [];
    return [{ ...g, items }];
  });
}
