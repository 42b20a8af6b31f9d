/** spec 01 §2, §4: the popover lists current notifications; dismissed ones go under Prior Notifications. */
export interface NotificationLike {
  id: number;
  readAt: string | null;
  dismissed: boolean;
}

export function groupNotifications<T extends NotificationLike>(items: readonly T[]) {
  const current = items.filter((n) => !n.dismissed);
  const prior = items.filter((n) => n.dismissed);
  const unreadIds = current.filter((n) => n.readAt === null).map((n) => n.id);
  return { current, prior, unreadIds };
}
