import { describe, expect, it } from 'vitest';
import { groupNotifications } from './group-notifications.ts';

describe('groupNotifications (spec 01 §2, §4)', () => {
  it('splits dismissed items into prior ones and counts the unread current ones', () => {
    const items = [
      { id: 1, readAt: null, dismissed: false },
      { id: 2, readAt: '2026-01-01T00:00:00Z', dismissed: false },
      { id: 3, readAt: null, dismissed: true },
      { id: 4, readAt: null, dismissed: false },
    ];
    const { current, prior, unreadIds } = groupNotifications(items);
    expect(current.map((n) => n.id)).toEqual([1, 2, 4]);
    expect(prior.map((n) => n.id)).toEqual([3]);
    expect(unreadIds).toEqual([1, 4]);
  });

  it('is empty for no notifications', () => {
    expect(groupNotifications([])).toEqual({ current: [], prior: [], unreadIds: [] });
  });
});
