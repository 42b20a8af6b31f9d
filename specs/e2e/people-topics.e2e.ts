/**
 * issue 14 Topics and Channels: a system admin's topic journey with the spec 01 §5 messages, the
 * refusal for an admin (spec 01 §6 /topics is system-admin only), and the channels an admin sees.
 */
import { actors } from './support/actors.ts';
import { checkScreen } from './support/screen-check.ts';
import { signInOverApi } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

test.describe('spec 01 §2, §5 Topics', () => {
  test.use({ expectedConsoleErrors: [/status of 422/] });

  test('a system admin creates, edits and deletes a topic, with the spec messages on bad input', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    await signInOverApi(page, request, actors.sysadmin, './topics');
    await expect(page.getByRole('heading', { name: 'Topics', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'New topic' }).click();
    const form = page.getByRole('dialog', { name: 'New topic' });
    await form.getByRole('button', { name: 'Create topic' }).click();
    await expect(form.getByText('Please enter a name for this topic.')).toBeVisible();
    await expect(form.getByText('Please select a type.')).toBeVisible();
    await form.getByLabel('Name').fill('Deliveries');
    await form.getByRole('button', { name: /Type/ }).click();
    await page.getByRole('option', { name: 'Keyword' }).click();
    await form.getByLabel('Keywords').fill('late delivery, courier');
    await form.getByRole('button', { name: 'Create topic' }).click();
    await expect(page.getByText('Topic Deliveries created.')).toBeVisible();
    const table = page.getByRole('grid', { name: 'Topics' });
    await expect(table.getByRole('row', { name: /Deliveries/ })).toContainText('late delivery, courier');
    await checkScreen(page, testInfo, 'Topics');

    // spec 01 §5: 'Topic name already exists.'
    await page.getByRole('button', { name: 'New topic' }).click();
    await form.getByLabel('Name').fill('Deliveries');
    await form.getByRole('button', { name: /Type/ }).click();
    await page.getByRole('option', { name: 'Keyword' }).click();
    await form.getByRole('button', { name: 'Create topic' }).click();
    await expect(form.getByText(/Topic name already exists\./)).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Edit Deliveries' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Deliveries' });
    await edit.getByLabel('Keywords').fill('late delivery\ncourier\nparcel');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Topic Deliveries saved.')).toBeVisible();
    await expect(table.getByRole('row', { name: /Deliveries/ })).toContainText('parcel');

    await page.getByRole('button', { name: 'Delete Deliveries' }).click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Topic Deliveries deleted.')).toBeVisible();
    await expect(table.getByRole('row', { name: /Deliveries/ })).toHaveCount(0);
  });

  test('an admin opening /topics lands on the dashboard (spec 01 §6)', async ({ page, request }) => {
    await signInOverApi(page, request, actors.admin, './topics');
    await expect(page).toHaveURL(/\/n\/$/);
  });
});

test.describe('spec 01 §2, spec 02 §7 Channels', () => {
  test('an admin sees the connected profiles, their streams, webhooks and discord bots', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    await signInOverApi(page, request, actors.admin, './settings/channels');
    const profiles = page.getByRole('grid', { name: 'Connected profiles' });
    await expect(profiles.getByRole('row').nth(1)).toBeVisible();
    // spec 02 §7: each webhook URL is built from integration_name and uuid.
    await expect(page.getByRole('grid', { name: 'Webhooks' }).getByRole('row').nth(1)).toContainText(
      /[0-9a-f-]{36}/,
    );
    await expect(page.getByRole('grid', { name: 'Discord bots' })).toBeVisible();
    await checkScreen(page, testInfo, 'Channels');
  });
});
