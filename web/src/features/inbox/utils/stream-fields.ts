/**
 * spec 02 §3 "stream fields vary by network": which kind of stream a sidebar group's add option
 * creates and which fields its modal shows. The contract's streamBodySchema says which of them
 * are required and with which words; this only decides what is on screen.
 */
import type { StreamInput } from '../api/inbox.ts';
import type { SidebarGroup } from './sidebar-groups.ts';

export type StreamField =
  | 'searchPhrase'
  | 'matchPhrase'
  | 'ignorePhrase'
  | 'hashtags'
  | 'subreddits'
  | 'channelUrl'
  | 'rssUrls'
  | 'appId'
  | 'packageName'
  | 'businessName';

const PHRASES: readonly StreamField[] = ['searchPhrase', 'matchPhrase', 'ignorePhrase'];

export function streamTypeOf(group: SidebarGroup['id']): StreamInput['streamType'] {
  switch (group) {
    case 'custom':
      return 'inbox';
    case 'instagram':
    case 'tiktok':
      return 'hashtag';
    case 'reddit':
      return 'subreddit';
    case 'youtube':
      return 'channel';
    case 'articles':
      return 'rss';
    case 'reviews':
      return 'review_stream';
    default:
      return 'stream';
  }
}

/** The fields of a new stream of `group` (for review streams, of the chosen review network). */
export function streamFieldsOf(group: SidebarGroup['id'], network: string | null): readonly StreamField[] {
  switch (streamTypeOf(group)) {
    case 'hashtag':
      return ['hashtags', 'matchPhrase', 'ignorePhrase'];
    case 'subreddit':
      return ['subreddits', ...PHRASES];
    case 'channel':
      return ['channelUrl', 'matchPhrase', 'ignorePhrase'];
    case 'rss':
      return ['rssUrls', 'matchPhrase', 'ignorePhrase'];
    case 'review_stream':
      return [network === 'ios' ? 'appId' : network === 'googlePlay' ? 'packageName' : 'businessName'];
    default:
      return PHRASES;
  }
}

/** Lists are typed comma-separated; a leading '#', '@' or 'r/' is the reader's habit, not the name. */
export const splitList = (value: string, strip = true) =>
  value
    .split(',')
    .map((x) => (strip ? x.trim().replace(/^[#@]|^r\//, '') : x.trim()))
    .filter(Boolean);
