/**
 * Alerts on a saved search (spec 02 §3, §4; spec 01 §7; issue 13): create a spike alert, see it
 * listed, mute it, edit it, delete it.
 */
import { actors } from './support/actors.ts';
import { checkScreen } from './support/screen-check.ts';
import { signInOverApi } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

test('issue 13: an admin sets a spike alert on a search, mutes, edits and deletes it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInOverApi(page, request, actors.admin);
  await page.goto('./search?item=1');
  const panel = page.getByRole('region', { name: 'Alerts' });
  // The seeded alerts of the brand search.
  await expect(panel.getByRole('list', { name: 'Alerts of this search' })).toContainText('Negative spike');

  await panel.getByRole('button', { name: 'New alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'New alert' });
  await dialog.getByLabel('Name').fill('Outage spike');
  await expect(dialog.getByRole('button', { name: /Raise when/ })).toContainText(
    'Spike against the previous 7 days',
  );
  await dialog.getByLabel('Minimum volume').fill('15');
  await dialog.getByText('E-mail', { exact: true }).click();
  await expect(dialog.getByRole('switch', { name: 'E-mail' })).toBeChecked();
  await dialog.getByLabel('Recipients').fill('admin@acme.test, ops@acme.test');
  await dialog.getByLabel('E-mail description').fill('Check the status page.');
  await dialog.getByRole('button', { name: 'Save alert' }).press('Enter');
  await expect(dialog).toHaveCount(0);
  const row = panel.getByRole('listitem').filter({ hasText: 'Outage spike' });
  await expect(row).toContainText('Spike of new posts over 3 hours, at least 15, medium sensitivity');

  // spec 02 §4: the toggle flips isMuted.
  await row.getByText('Muted', { exact: true }).click();
  await expect(row.getByRole('switch', { name: 'Mute Outage spike' })).toBeChecked();

  await row.getByRole('button', { name: 'Edit Outage spike' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit alert' });
  await expect(edit.getByLabel('Recipients')).toHaveValue('admin@acme.test, ops@acme.test');
  await edit.getByLabel('Minimum volume').fill('0');
  await edit.getByRole('button', { name: 'Save alert' }).press('Enter');
  await expect(edit.getByText('It has to be a number above 0!')).toBeVisible();
  await edit.getByLabel('Minimum volume').fill('25');
  await edit.getByRole('button', { name: 'Save alert' }).press('Enter');
  await expect(row).toContainText('at least 25');
  await expect(row.getByRole('switch', { name: 'Mute Outage spike' })).toBeChecked();

  await checkScreen(page, testInfo, 'Alerts of a saved search');
  await row.getByRole('button', { name: 'Delete Outage spike' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete the alert?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Outage spike' })).toHaveCount(0);
});
