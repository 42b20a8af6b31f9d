import type { ResponseOf } from '@sl/api-contract/client';
import type { notifications } from '@sl/api-contract/endpoints';
import { useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { Link } from '#/components/ui/link.tsx';
import { NetworkIcon } from '#/components/ui/network-icon.tsx';
import { paths } from '#/config/paths.ts';
import { formatRelativeTime } from '#/utils/format-relative-time.ts';
import { cutNotificationText } from '../utils/cut-notification-text.ts';

export type Notification = ResponseOf<typeof notifications.listNotifications>[number];

export interface NotificationItemProps {
  notification: Notification;
  onHoverUnread?: (id: number) => void;
  onDismiss?: (id: number) => void;
}

/** One notification (spec 01 §2): network icon, entity name, text, relative time, Dismiss. */
export function NotificationItem({ notification: n, onHoverUnread, onDismiss }: NotificationItemProps) {
  const [expanded, setExpanded] = useState(false);
  const { head, rest } = cutNotificationText(n.text);
  const unread = n.readAt === null;
  // spec 01 §2: hovering an unread item marks it read; focus does the same for keyboard users.
  return (
    <li
      className={`notification${unread ? ' notification--unread' : ''}`}
      data-unread={unread || undefined}
      onMouseEnter={unread && onHoverUnread ? () => onHoverUnread(n.id) : undefined}
      onFocus={unread && onHoverUnread ? () => onHoverUnread(n.id) : undefined}
    >
      <NetworkIcon network={n.socialType} />
      <div className="notification__body">
        <div className="notification__meta">
          {n.entityName && <span className="notification__entity">{n.entityName}</span>}
          <time className="notification__time" dateTime={n.createdAt}>
            {formatRelativeTime(n.createdAt)}
          </time>
          {unread && <span className="visually-hidden">Unread</span>}
        </div>
        <p className="notification__text">
          {head}
          {rest && expanded && <> {rest}</>}
        </p>
        <div className="notification__actions">
          {rest && (
            <Button
              variant="quiet"
              className="button--small"
              aria-expanded={expanded}
              onPress={() => setExpanded((e) => !e)}
            >
              {expanded ? 'less details' : 'more details'}
            </Button>
          )}
          {n.category === 'permissions_error' && (
            <Link href={paths.settingsChannels} className="notification__link">
              Go to Profiles
            </Link>
          )}
          {onDismiss && (
            <Button variant="quiet" className="button--small" onPress={() => onDismiss(n.id)}>
              Dismiss
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
