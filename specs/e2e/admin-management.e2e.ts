/**
 * spec 01 §2 /admin (Admin Management, issue 14): a system admin creates a business profile with
 * a logo and a time zone, edits it, reads a profile's accounts and takes one over (the
 * refusals are in admin-refusals.e2e.ts).
 */
import { actors } from './support/actors.ts';
import { AvatarMenu } from './support/app-shell.ts';
import { checkScreen } from './support/screen-check.ts';
import { signInOverApi } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

// A 1×1 PNG, enough for the server to accept it as a logo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  'base64',
);

test.describe('Admin Management', () => {
  test.use({ expectedConsoleErrors: [/status of 422/] });

  test('spec 01 §2, §5: a system admin creates and edits a profile, then takes over one of its accounts', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    await signInOverApi(page, request, actors.sysadmin, './admin');
    const profiles = page.getByRole('grid', { name: 'Business profiles' });
    await expect(profiles.getByRole('row', { name: /Globex/ })).toBeVisible();

    await page.getByRole('button', { name: 'New business profile' }).click();
    const form = page.getByRole('form', { name: 'New business profile' });
    // spec 01 §5: the server's name rule, shown under the field.
    await form.getByLabel('Name').fill('Acme & Co');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(
      form.getByText('Name can contain only letters, numbers and spaces.', { exact: true }).first(),
    ).toBeVisible();

    await form.getByLabel('Name').fill('Initech');
    await form.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await form.getByLabel('Time zone').fill('Europe/Paris');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText("'Initech' created.")).toBeVisible();
    const row = profiles.getByRole('row', { name: /Initech/ });
    await expect(row).toContainText('Europe/Paris');
    await expect(row.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);

    await row.getByRole('button', { name: 'Edit Initech' }).click();
    const edit = page.getByRole('form', { name: 'Edit Initech' });
    await edit.getByLabel('Name').fill('Initech Europe');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText("'Initech Europe' saved.")).toBeVisible();
    await checkScreen(page, testInfo, 'Admin Management');

    await profiles.getByRole('button', { name: 'Accounts of Globex' }).click();
    const accounts = page.getByRole('grid', { name: 'Accounts of Globex' });
    await accounts
      .getByRole('button', { name: /^Take over / })
      .first()
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Take over' }).click();
    await expect(page).toHaveURL(/\/n\/$/);
    // spec 01 §6: Restore Admin Account only while taking over.
    const menu = new AvatarMenu(page);
    expect(await menu.labels()).toContain('Restore Admin Account');
  });
});
