/**
 * issue 14 Users and Teams (spec 01 §2 /settings/users and /settings/teams, §5 messages, §6 who
 * may do what, §7 "Accounts and teams"): an admin's whole journey on each screen, and an agent who
 * reads but may not write.
 */
import { actors } from './support/actors.ts';
import { outboxToken } from './support/mock-control.ts';
import { checkScreen } from './support/screen-check.ts';
import { signInOverApi } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

test.describe('spec 01 §2, §7 Users', () => {
  // The refused invite answers 422, which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 422/] });

  test('an admin filters the people, invites one, resends and revokes the invite, changes a role and teams, and deletes an account', async ({
    page,
    request,
  }, testInfo) => {
    // A whole journey with two screenshots and axe runs: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    await signInOverApi(page, request, actors.admin, './settings/users');
    const table = page.getByRole('grid', { name: 'Users' });
    await expect(table.getByRole('row', { name: /Ravi Patel/ })).toBeVisible();
    await checkScreen(page, testInfo, 'Users');

    // Search and the role filter narrow the list; the URL keeps them.
    await page.getByRole('searchbox', { name: 'Search' }).fill('lindq');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row', { name: /Greta Lindqvist/ })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByRole('button', { name: /Role/ }).first().click();
    await page.getByRole('option', { name: 'Agent' }).click();
    await expect(page).toHaveURL(/role=2/);
    await expect(table.getByRole('row', { name: /Greta Lindqvist/ })).toHaveCount(0);
    await expect(table.getByRole('row', { name: /Ravi Patel/ })).toBeVisible();
    await page.goto('./settings/users');

    // spec 02 §5: an e-mail already in use is refused with the spec's message.
    await page.getByRole('button', { name: 'Invite user' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite user' });
    await invite.getByLabel('Email').fill('agent@acme.test');
    await invite.getByRole('button', { name: 'Send invite' }).click();
    await expect(invite.getByText('This email is already in use.')).toBeVisible();
    await invite.getByLabel('Email').fill('new.hire@acme.test');
    await invite.getByRole('button', { name: /Teams/ }).click();
    await page.getByRole('option', { name: 'Support' }).click();
    await page.keyboard.press('Escape');
    await invite.getByRole('button', { name: 'Send invite' }).click();
    await expect(page.getByText('Invitation sent to new.hire@acme.test.')).toBeVisible();
    const invites = page.getByRole('grid', { name: 'Pending invites' });
    await expect(invites.getByText('new.hire@acme.test')).toBeVisible();

    // issue 14: Resend mails a new link and the first one stops opening sign-up.
    const firstToken = await outboxToken(request, 'new.hire@acme.test');
    await invites.getByRole('button', { name: 'Resend the invite to new.hire@acme.test' }).click();
    await expect(page.getByText('Invitation sent again to new.hire@acme.test.')).toBeVisible();
    const secondToken = await outboxToken(request, 'new.hire@acme.test');
    expect(secondToken).not.toBe(firstToken);
    const opens = (token: string) =>
      request.get('/api/v1/accounts/new', { params: { team_member_invite_token: token } });
    expect((await opens(firstToken)).status()).toBe(404);
    expect((await opens(secondToken)).status()).toBe(200);
    // Revoke asks first; then the mailed link answers that the invitation is not valid.
    await invites.getByRole('button', { name: 'Revoke the invite to new.hire@acme.test' }).click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(page.getByText('Invitation to new.hire@acme.test revoked.')).toBeVisible();
    await expect(invites.getByText('new.hire@acme.test')).toHaveCount(0);
    const revoked = await opens(secondToken);
    expect(revoked.status()).toBe(404);
    expect(await revoked.text()).toContain('This invitation is not valid or was already used.');

    // Change Greta's role (guest -> agent) and teams.
    await page.getByRole('button', { name: 'Edit Greta Lindqvist' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Greta Lindqvist' });
    await edit.getByRole('button', { name: /Role/ }).click();
    await page.getByRole('option', { name: 'Agent' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Greta Lindqvist was updated.')).toBeVisible();
    await expect(table.getByRole('row', { name: /Greta Lindqvist/ })).toContainText('Agent');

    // spec 01 §2: a delete asks first.
    await page.getByRole('button', { name: 'Delete Greta Lindqvist' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Greta Lindqvist was deleted and can no longer sign in.')).toBeVisible();
    await expect(table.getByRole('row', { name: /Greta Lindqvist/ })).toHaveCount(0);
    // Nobody deletes themselves: no Delete on the admin's own row.
    await expect(page.getByRole('button', { name: 'Delete Alice Thornton' })).toHaveCount(0);
  });
});

test.describe('spec 01 §2, §7 Teams', () => {
  test.use({ expectedConsoleErrors: [/status of 422/] });

  test('an admin creates a team with members, renames it and deletes it, then creates a label', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    await signInOverApi(page, request, actors.admin, './settings/teams');
    const table = page.getByRole('grid', { name: 'Teams' });
    await expect(table.getByRole('row', { name: /Support/ })).toBeVisible();
    await checkScreen(page, testInfo, 'Teams');

    await page.getByRole('button', { name: 'New team' }).click();
    const form = page.getByRole('dialog', { name: 'New team' });
    // spec 01 §5: a taken name is refused with 'Team name already exists'.
    await form.getByLabel('Name').fill('Support');
    await form.getByRole('button', { name: 'Create team' }).click();
    await expect(form.getByText(/Team name already exists/)).toBeVisible();
    await form.getByLabel('Name').fill('Night shift');
    await form.getByRole('button', { name: /Members/ }).click();
    await page.getByRole('option', { name: 'Ravi Patel' }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Create team' }).click();
    await expect(page.getByText('Team Night shift created.')).toBeVisible();
    await expect(table.getByRole('row', { name: /Night shift/ })).toContainText('Ravi Patel');

    await page.getByRole('button', { name: 'Edit Night shift' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Night shift' });
    await edit.getByLabel('Name').fill('Late shift');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Team Late shift saved.')).toBeVisible();

    await page.getByRole('button', { name: 'Delete Late shift' }).click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Team Late shift deleted.')).toBeVisible();
    await expect(table.getByRole('row', { name: /Late shift/ })).toHaveCount(0);

    // issue 14 Labels: listed in Settings (name, category, type) and created there; no page load.
    await page.getByRole('link', { name: 'Labels' }).first().click();
    const labels = page.getByRole('grid', { name: 'Labels' });
    await expect(labels.getByRole('columnheader', { name: 'Category' })).toBeVisible();
    await page.getByRole('button', { name: 'New label' }).click();
    const labelForm = page.getByRole('dialog', { name: 'New label' });
    await labelForm.getByLabel('Category').fill('support');
    await labelForm.getByRole('button', { name: 'Create label' }).click();
    // spec 01 §5: the name is required.
    await expect(labelForm.getByText('Please enter a label name.')).toBeVisible();
    await labelForm.getByLabel('Name').fill('Escalate');
    await labelForm.getByRole('button', { name: 'Create label' }).click();
    await expect(page.getByText('Label Escalate created.')).toBeVisible();
    await expect(labels.getByRole('row', { name: /Escalate/ })).toContainText('Support');
    await checkScreen(page, testInfo, 'Labels');
  });
});

test.describe('spec 01 §6 who may not', () => {
  test('an agent reads the people, teams and channels but is offered no writes', async ({
    page,
    request,
  }) => {
    await signInOverApi(page, request, actors.agent, './settings/users');
    await expect(
      page.getByRole('grid', { name: 'Users' }).getByRole('row', { name: /Alice Thornton/ }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Invite user' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    await page.getByRole('link', { name: 'Teams' }).first().click();
    await expect(
      page.getByRole('grid', { name: 'Teams' }).getByRole('row', { name: /Support/ }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'New team' })).toHaveCount(0);
    // Channels: an agent copies a webhook's URL but adds and removes nothing (admins of the profile).
    await page.getByRole('link', { name: 'Channels' }).first().click();
    await expect(page.getByRole('button', { name: 'Copy the URL of zendesk' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Add|Remove|Disconnect) / })).toHaveCount(0);
    await expect(page.getByRole('grid', { name: 'Discord bots' })).toHaveCount(0);
  });

  test('a guest opening /settings/users lands on the dashboard', async ({ page, request }) => {
    await signInOverApi(page, request, actors.guest, './settings/users');
    await expect(page).toHaveURL(/\/n\/$/);
  });
});
