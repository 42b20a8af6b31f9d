import { describe, expect, it } from 'vitest';
import type { Label, Stream } from '../api/inbox.ts';
import { buildSidebarGroups, sortItems } from './sidebar-groups.ts';

const stream = (id: number, name: string, socialType: string | null, over: Partial<Stream> = {}) =>
  ({
    id,
    name,
    socialType,
    streamType: socialType ? 'stream' : 'inbox',
    followersCount: id * 10,
    createdAt: `2026-01-${String(id).padStart(2, '0')}T00:00:00Z`,
    ...over,
  }) as Stream;
const label = (id: number, name: string) => ({ id, name }) as Label;

const streams = [
  stream(1, 'Support inbox', null),
  stream(2, '@acme mentions', 'twitter'),
  stream(3, 'Acme subreddits', 'reddit'),
  stream(4, 'Wix Answers', 'wixan'),
  stream(5, 'App Store reviews', 'ios'),
];
const labels = [label(1, 'Urgent')];
const titles = (role: number, search = '') =>
  buildSidebarGroups(streams, labels, { role, search }).map((g) => g.title);

describe('buildSidebarGroups (spec 02 §2 inbox sidebar)', () => {
  it('a system admin sees every group in the spec order, Wix Answers included', () => {
    expect(titles(0)).toEqual([
      'Custom Inboxes',
      'Labels',
      'Twitter',
      'Instagram',
      'Etoro',
      'Facebook',
      'Reddit',
      'Youtube',
      'Linkedin',
      'Articles',
      'Reviews & Forums',
      'Wix Answers',
      'Tiktok',
    ]);
  });

  it('others see Custom Inboxes, Labels and the groups with an item matching; never Wix Answers', () => {
    expect(titles(2)).toEqual(['Custom Inboxes', 'Labels', 'Twitter', 'Reddit', 'Reviews & Forums']);
    expect(titles(1, 'REDDIT')).toEqual(['Custom Inboxes', 'Labels', 'Reddit']);
    expect(titles(2, 'wix')).toEqual(['Custom Inboxes', 'Labels']);
  });

  it('sorts by popularity (followers or karma) or by date, newest first', () => {
    const items = buildSidebarGroups(streams, labels, { role: 0, search: '' }).flatMap((g) => g.items);
    expect(sortItems(items, 'popularity')[0]?.name).toBe('App Store reviews');
    expect(
      sortItems(items, 'date')
        .map((i) => i.name)
        .slice(0, 2),
    ).toEqual(['App Store reviews', 'Wix Answers']);
  });
});
