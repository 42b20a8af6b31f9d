/**
 * Rules and Reports (issue 14; spec 01 §6 'Rules and Reports: admin and system admin'; spec 01 §3
 * scheduled e-mail reports; spec 02 §3 Rule). An admin creates, edits and deletes a rule, and
 * creates a report, previews it, sends it now (the mail and its CSV land in the outbox) and reads
 * its delivery log (the refusals are in admin-refusals.e2e.ts).
 */
import { actors } from './support/actors.ts';
import { checkScreen } from './support/screen-check.ts';
import { signInOverApi } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

test.describe('Rules', () => {
  // The taken name is refused by the server on purpose (422).
  test.use({ expectedConsoleErrors: [/status of 422/] });

  test('spec 01 §5, §6: an admin creates, edits and deletes a rule', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    await signInOverApi(page, request, actors.admin, './rules');
    const table = page.getByRole('grid', { name: 'Rules' });
    await expect(table.getByRole('row', { name: /Hide spam links/ })).toBeVisible();

    await page.getByRole('button', { name: 'New rule' }).click();
    const form = page.getByRole('form', { name: 'New rule' });
    await form.getByLabel('Name', { exact: true }).fill('Hide spam links');
    await form.getByRole('button', { name: 'Create' }).click();
    // spec 01 §5: the missing action and target are named before anything is sent.
    await expect(form.getByText('Please select an action')).toBeVisible();
    await expect(form.getByText('Please select a target')).toBeVisible();
    // The editor card open above the list, with the spec's messages under its fields.
    await checkScreen(page, testInfo, 'Rules, new rule form');
    await form.getByRole('radiogroup', { name: 'Action' }).getByText('Label', { exact: true }).click();
    await form.getByRole('radiogroup', { name: 'Applies to' }).getByText('Posts', { exact: true }).click();
    await form.getByLabel('Query', { exact: true }).fill('chargeback');
    await form.getByRole('button', { name: 'Create' }).click();
    // spec 01 §5: the server's message for a taken name.
    await expect(form.getByText('Rule name already exists.').first()).toBeVisible();
    await form.getByLabel('Name', { exact: true }).fill('Label chargebacks');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText("Rule 'Label chargebacks' created.")).toBeVisible();
    const row = table.getByRole('row', { name: /Label chargebacks/ });
    await expect(row).toContainText('chargeback');

    await row.getByRole('button', { name: 'Edit Label chargebacks' }).click();
    const edit = page.getByRole('form', { name: 'Edit Label chargebacks' });
    await edit.getByLabel('Exclude query').fill('thanks');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText("Rule 'Label chargebacks' saved.")).toBeVisible();
    await expect(row).toContainText('thanks');

    await row.getByRole('button', { name: 'Delete Label chargebacks' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText("Rule 'Label chargebacks' deleted.")).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});

test.describe('Reports', () => {
  // The preview is a sandboxed frame without scripts (the mail's HTML never runs in the app);
  // Playwright's own scripts, reading inside it, are refused there and say so.
  test.use({ expectedConsoleErrors: [/sandboxed|about:srcdoc/] });

  test('spec 01 §3, §7: an admin creates a report, previews it, sends it now and reads its log', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    await signInOverApi(page, request, actors.admin, './reports');
    await page.getByRole('button', { name: 'New report' }).click();
    const form = page.getByRole('form', { name: 'New report' });
    await form.getByLabel('Report name').fill('Weekly board');
    await form.getByLabel('Also send to').fill('board@acme.test, not-an-address');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form.getByText('One or more email addresses are invalid.').first()).toBeVisible();
    // The editor card open above the list, with the spec's message under its field.
    await checkScreen(page, testInfo, 'Reports, new report form');
    await form.getByLabel('Also send to').fill('board@acme.test');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText("Report 'Weekly board' created.")).toBeVisible();

    const table = page.getByRole('grid', { name: 'Reports' });
    const row = table.getByRole('row', { name: /Weekly board/ });
    await expect(row).toContainText('Weekly at 08:00');

    await row.getByRole('button', { name: 'Preview Weekly board' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview of Weekly board' });
    await expect(dialog).toContainText('admin@acme.test, board@acme.test');
    await expect(dialog.frameLocator('iframe').locator('body')).toContainText('Acme');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await request.delete('/api/__mock/outbox');
    await row.getByRole('button', { name: 'Send Weekly board now' }).click();
    await expect(
      page.getByText("Report 'Weekly board' sent to admin@acme.test, board@acme.test."),
    ).toBeVisible();
    const outbox = await (await request.get('/api/__mock/outbox?kind=report')).json();
    expect(outbox.messages).toHaveLength(1);
    expect(outbox.messages[0].attachments[0].filename).toMatch(/\.csv$/);

    await row.getByRole('button', { name: 'Deliveries of Weekly board' }).click();
    const log = page.getByRole('grid', { name: 'Deliveries of Weekly board' });
    await expect(log.getByRole('row')).toHaveCount(2);
    await expect(log).toContainText('admin@acme.test, board@acme.test');
    await expect(log).toContainText(/\d+(\.\d)? KB/);
  });
});
