/**
 * spec 01 §2 notifications: the bell with the unread count, and its popover with 'Mark all as
 * read', the current list, a collapsible 'Prior Notifications' section, and 'No Notifications'.
 */
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button, PlainButton } from '#/components/ui/button.tsx';
import { Icon } from '#/components/ui/icon.tsx';
import { DialogHeading, PopoverDialog } from '#/components/ui/popover.tsx';
import { Spinner } from '#/components/ui/spinner.tsx';
import { useDismissNotification } from '../api/dismiss-notification.ts';
import { notificationsQueries } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-notifications-read.ts';
import { groupNotifications } from '../utils/group-notifications.ts';
import { type Notification, NotificationItem } from './notification-item.tsx';

export function NotificationsBell() {
  const { data, isPending, isError } = useQuery(notificationsQueries.list());
  const { current, prior, unreadIds } = groupNotifications(data ?? []);
  const count = unreadIds.length;
  return (
    <PopoverDialog
      aria-label="Notifications"
      className="notifications-popover"
      dialogClassName="notifications"
      trigger={
        <PlainButton
          className="icon-button bell"
          aria-label={count ? `Notifications, ${count} unread` : 'Notifications'}
        >
          <Icon name="bell" />
          {count > 0 && (
            <span className="bell__count" aria-hidden="true">
              {count > 99 ? '99+' : count}
            </span>
          )}
        </PlainButton>
      }
    >
      <NotificationsPanel
        isPending={isPending}
        isError={isError}
        current={current}
        prior={prior}
        unreadIds={unreadIds}
      />
    </PopoverDialog>
  );
}

interface PanelProps {
  isPending: boolean;
  isError: boolean;
  current: Notification[];
  prior: Notification[];
  unreadIds: number[];
}

function NotificationsPanel({ isPending, isError, current, prior, unreadIds }: PanelProps) {
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const dismiss = useDismissNotification();
  const [priorOpen, setPriorOpen] = useState(false);
  // A hover marks an item read once, even before the refreshed list arrives.
  const marked = useRef(new Set<number>());
  const onHoverUnread = (id: number) => {
    if (marked.current.has(id)) return;
    marked.current.add(id);
    markRead.mutate(id);
  };
  return (
    <>
      <div className="notifications__header">
        <DialogHeading className="notifications__title">Notifications</DialogHeading>
        <Button
          variant="quiet"
          className="button--small"
          isDisabled={unreadIds.length === 0}
          isPending={markAll.isPending}
          onPress={() => markAll.mutate(unreadIds)}
        >
          Mark all as read
        </Button>
      </div>
      {isPending ? (
        <div className="notifications__state">
          <Spinner label="Loading notifications" />
        </div>
      ) : isError ? (
        <p className="notifications__state">Something went wrong</p>
      ) : current.length === 0 && prior.length === 0 ? (
        <p className="notifications__state">No Notifications</p>
      ) : (
        <div className="notifications__scroll">
          {current.length > 0 ? (
            <ul className="notifications__list" aria-label="Current notifications">
              {current.map((n) => (
                <NotificationItem
                  key={n.id}
                  notification={n}
                  onHoverUnread={onHoverUnread}
                  onDismiss={(id) => dismiss.mutate(id)}
                />
              ))}
            </ul>
          ) : (
            <p className="notifications__state">No Notifications</p>
          )}
          {prior.length > 0 && (
            <section className="notifications__prior">
              <Button
                variant="quiet"
                className="notifications__prior-toggle"
                aria-expanded={priorOpen}
                onPress={() => setPriorOpen((o) => !o)}
              >
                <Icon name={priorOpen ? 'chevron-down' : 'chevron-right'} size={16} />
                Prior Notifications
              </Button>
              {priorOpen && (
                <ul className="notifications__list" aria-label="Prior Notifications">
                  {prior.map((n) => (
                    <NotificationItem key={n.id} notification={n} />
                  ))}
                </ul>
              )}
            </section>
          )}
        </div>
      )}
    </>
  );
}
