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
  test.use({ expectedConsoleErrors: [/status of 422/], permissions: ['clipboard-read', 'clipboard-write'] });

  test('an admin adds and removes a webhook and a discord bot beside the connected profiles', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    await signInOverApi(page, request, actors.admin, './settings/channels');
    const profiles = page.getByRole('grid', { name: 'Connected profiles' });
    await expect(profiles.getByRole('row').nth(1)).toBeVisible();
    // Network profiles are connected through the network's own sign-in: the screen says how.
    await expect(page.getByText(/connected by signing in to that network/)).toBeVisible();
    const webhooks = page.getByRole('grid', { name: 'Webhooks' });
    // spec 02 §7: each webhook URL is built from integration_name and uuid.
    await expect(webhooks.getByRole('row').nth(1)).toContainText(/\/api\/webhooks\/zendesk\/[0-9a-f-]{36}/);

    // Add a webhook: spec 01 §5 messages first, then the server's uuid in the new row's URL.
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const hookForm = page.getByRole('form', { name: 'New webhook' });
    await hookForm.getByRole('button', { name: 'Add webhook' }).click();
    await expect(hookForm.getByText('Should not be empty!')).toBeVisible();
    // The editor card open above the lists; axe at 390 px runs on the discord bot's card below.
    await checkScreen(page, testInfo, 'Channels, new webhook form', { axeWidths: [1440] });
    await hookForm.getByLabel('Integration name').fill('zendesk');
    await hookForm.getByRole('button', { name: 'Add webhook' }).click();
    await expect(hookForm.getByText('Integration name already exists.')).toBeVisible();
    await hookForm.getByLabel('Integration name').fill('freshdesk');
    await hookForm.getByRole('button', { name: 'Add webhook' }).click();
    await expect(page.getByText('Webhook freshdesk added. Give its URL to freshdesk.')).toBeVisible();
    const row = webhooks.getByRole('row', { name: /freshdesk/ });
    const url = new RegExp(`^${new URL('./', page.url()).origin}/api/webhooks/freshdesk/[0-9a-f-]{36}$`);
    await expect(row.locator('code')).toHaveText(url);
    await page.getByRole('button', { name: 'Copy the URL of freshdesk' }).click();
    await expect(page.getByText('URL of freshdesk copied.')).toBeVisible();
    // specs compile without the DOM library; the function runs in the page.
    const clipboard = await page.evaluate(() =>
      (
        globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
      ).navigator.clipboard.readText(),
    );
    expect(clipboard).toMatch(url);
    await page.getByRole('button', { name: 'Remove freshdesk' }).click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(page.getByText('Webhook freshdesk removed.')).toBeVisible();
    await expect(row).toHaveCount(0);

    // Add a discord bot, then remove it.
    await page.getByRole('button', { name: 'Add discord bot' }).click();
    const botForm = page.getByRole('form', { name: 'New discord bot' });
    await botForm.getByLabel('Bot name').fill('Help Desk Bot');
    await botForm.getByLabel('Server ID').fill('12ab');
    await botForm.getByLabel('Server name').fill('Acme Help');
    await botForm.getByLabel('Channels').fill('#help, questions');
    await botForm.getByRole('button', { name: 'Add discord bot' }).click();
    await expect(botForm.getByText('Wrong format!')).toBeVisible();
    await checkScreen(page, testInfo, 'Channels, new discord bot form');
    await botForm.getByLabel('Server ID').fill('802311457093926999');
    await botForm.getByRole('button', { name: 'Add discord bot' }).click();
    await expect(page.getByText('Discord bot Help Desk Bot added.')).toBeVisible();
    const bot = page.getByRole('grid', { name: 'Discord bots' }).getByRole('row', { name: /Help Desk Bot/ });
    await expect(bot).toContainText('#help, #questions');
    await expect(bot).toContainText('Listening');
    await page.getByRole('button', { name: 'Remove Help Desk Bot' }).click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(page.getByText('Discord bot Help Desk Bot removed.')).toBeVisible();
    await expect(bot).toHaveCount(0);
  });
});
