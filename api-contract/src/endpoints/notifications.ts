/** Notifications (spec 01 §7 "Notifications"): every signed-in person has their own. */
import {
  markAsReadBodySchema,
  markAsReadResponseSchema,
  notificationIdParamsSchema,
  notificationListSchema,
  notificationSchema,
  notificationUpdateBodySchema,
} from '../schemas/notification.ts';
import { endpoint } from './define.ts';

export const listNotifications = endpoint('notifications.list', 'GET', '/v1/notifications', {
  response: notificationListSchema,
  summary: 'The caller’s notifications, newest first',
});

export const updateNotification = endpoint('notifications.update', 'PATCH', '/v1/notifications/:id', {
  params: notificationIdParamsSchema,
  body: notificationUpdateBodySchema,
  response: notificationSchema,
  summary: 'Dismiss a notification (it moves to Prior Notifications)',
});

export const markNotificationsAsRead = endpoint(
  'notifications.markAsRead',
  'POST',
  '/v1/notifications/mark_as_read',
  {
    body: markAsReadBodySchema,
    response: markAsReadResponseSchema,
    status: 200,
    summary: 'Mark notifications read by ids (hover, or Mark all as read)',
  },
);
