import { actors } from './support/actors.ts';
import { NotificationsPopover, TopBar } from './support/app-shell.ts';
import { addFault } from './support/mock-control.ts';
import { checkScreen } from './support/screen-check.ts';
import { signInOverApi } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

const LONG =
  'We lost access to your Facebook page. Reconnect it in Profiles so we can keep collecting comments and replies.';
const REST = 'Until then no new posts arrive from this page.';

test.describe('spec 01 §2 notifications popover', () => {
  test('lists current notifications with network, entity, cut text, time, Dismiss and Go to Profiles', async ({
    page,
    request,
  }, testInfo) => {
    await signInOverApi(page, request, actors.agent);
    const bell = new TopBar(page).bell();
    await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
    const popover = new NotificationsPopover(page);
    await popover.open();
    await expect(popover.current()).toHaveCount(4);
    const item = popover.current().filter({ hasText: 'Acme Official' });
    // Cut at the end of the sentence that passes 100 characters; the rest under 'more details'.
    await expect(item.locator('.notification__text')).toHaveText(LONG);
    await expect(item.getByRole('img', { name: 'Facebook' })).toBeVisible();
    await expect(item.locator('time')).toHaveText(/ago|yesterday/);
    await expect(item.getByRole('link', { name: 'Go to Profiles' })).toBeVisible();
    await item.getByRole('button', { name: 'more details' }).click();
    await expect(item.locator('.notification__text')).toHaveText(`${LONG} ${REST}`);
    await expect(
      popover
        .current()
        .filter({ hasText: 'New mention spike on X.' })
        .getByRole('button', { name: 'more details' }),
    ).toHaveCount(0);
    await checkScreen(page, testInfo, 'Notifications popover');
  });

  test('hovering an unread item marks it read; Mark all as read clears the count', async ({
    page,
    request,
  }) => {
    await signInOverApi(page, request, actors.agent);
    const popover = new NotificationsPopover(page);
    await popover.open();
    const unread = popover.current().and(page.locator('[data-unread]'));
    await expect(unread).toHaveCount(2);
    await unread.first().hover();
    await expect(new TopBar(page).bell()).toHaveAccessibleName('Notifications, 1 unread');
    await expect(unread).toHaveCount(1);
    await popover.dialog().getByRole('button', { name: 'Mark all as read' }).click();
    await expect(new TopBar(page).bell()).toHaveAccessibleName('Notifications');
    await expect(unread).toHaveCount(0);
  });

  test('Dismiss moves an item under the collapsible Prior Notifications; none left reads No Notifications', async ({
    page,
    request,
  }) => {
    await signInOverApi(page, request, actors.agent);
    const popover = new NotificationsPopover(page);
    await popover.open();
    const prior = popover.dialog().getByRole('list', { name: 'Prior Notifications' });
    await expect(prior).toHaveCount(0);
    await popover.dialog().getByRole('button', { name: 'Prior Notifications' }).click();
    await expect(prior.getByRole('listitem')).toHaveCount(2);
    for (let left = 4; left > 0; left--) {
      await popover.current().first().getByRole('button', { name: 'Dismiss' }).click();
      await expect(popover.current()).toHaveCount(left - 1);
    }
    await expect(prior.getByRole('listitem')).toHaveCount(6);
    await expect(popover.dialog().getByText('No Notifications')).toBeVisible();
  });
});

test.describe('spec 01 §8 notification failures', () => {
  test.use({ expectedConsoleErrors: [/status of 500/] });

  test('a failed dismiss and a failed mark-all show their toasts', async ({ page, request }) => {
    await signInOverApi(page, request, actors.agent);
    await addFault(request, { path_pattern: '/api/v1/notifications/*', method: 'PATCH', fault: '500' });
    await addFault(request, {
      path_pattern: '/api/v1/notifications/mark_as_read',
      method: 'POST',
      fault: '500',
    });
    const popover = new NotificationsPopover(page);
    await popover.open();
    await popover.current().first().getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText('We were not able to mark notification as dismissed.')).toBeVisible();
    await popover.dialog().getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByText('We were not able to mark all notification as read.')).toBeVisible();
  });
});
