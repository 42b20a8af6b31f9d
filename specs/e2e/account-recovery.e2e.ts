import { actors } from './support/actors.ts';
import { AvatarMenu } from './support/app-shell.ts';
import { addFault, callAs, outboxLink } from './support/mock-control.ts';
import { checkScreen } from './support/screen-check.ts';
import { createSession, signInOverApi, storeSessionInPage, type WireSession } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

test.describe('spec 01 §2, §5 password reset', () => {
  test.use({ expectedConsoleErrors: [/status of 4\d\d/] });

  test('the e-mailed link sets a new password that follows the rules, and it signs in', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.goto('./login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/n\/forget-password$/);
    // spec 01 §2: the auth card has one heading, the screen's own.
    await expect(page.getByRole('heading')).toHaveText(['Forgot your password?']);
    await page.getByLabel('Email').fill(actors.agent.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/a link to choose a new password is on its way/)).toBeVisible();

    // The link exactly as the e-mail has it (/n/reset-password?token=…).
    const link = await outboxLink(request, actors.agent.email, 'password_reset');
    expect(link).toMatch(/^\/n\/reset-password\?token=/);
    await page.goto(link);
    await expect(page.getByText(`For ${actors.agent.email}`)).toBeVisible();
    await expect(page.getByRole('heading')).toHaveText(['Choose a new password']);
    await checkScreen(page, testInfo, 'Reset password');
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Password confirmation').fill('other');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(
      page.getByText(
        'It is too short! Must contain a digit! Must contain an uppercase letter! Must contain a special character!',
      ),
    ).toBeVisible();
    await expect(page.getByText('Must be the same as password!')).toBeVisible();
    await page.getByLabel('New password').fill('NewPassword2?');
    await page.getByLabel('Password confirmation').fill('NewPassword2?');
    await page.getByRole('button', { name: 'Save new password' }).click();
    // The journey ends signed in with the new password.
    await expect(page).toHaveURL(/\/n\/$/);
    await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  });

  test('a signed-in user changes their password from Safety and privacy and stays signed in', async ({
    page,
    request,
  }) => {
    await signInOverApi(page, request, actors.admin, './account/settings/safety-and-privacy');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(`The link is on its way to ${actors.admin.email}.`)).toBeVisible();
    await page.goto(await outboxLink(request, actors.admin.email, 'password_reset'));
    await expect(page.getByText(`For ${actors.admin.email}`)).toBeVisible();
    await page.getByLabel('New password').fill('Changed3#');
    await page.getByLabel('Password confirmation').fill('Changed3#');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL(/\/n\/$/);
    await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
    // The old password no longer opens a session; the new one does.
    const old = await request.post('/api/v1/session', { data: actors.admin });
    expect(old.status()).toBe(401);
    const fresh = await request.post('/api/v1/session', {
      data: { email: actors.admin.email, password: 'Changed3#' },
    });
    expect(fresh.ok()).toBe(true);
  });
});

test.describe('spec 01 §2 sign-up from an invite', () => {
  test('the invite link (tm) shows Sign Up with the invited e-mail and signs the new person in', async ({
    page,
    request,
  }, testInfo) => {
    const admin = await createSession(request, actors.admin);
    const email = 'new.person@acme.test';
    await callAs(request, admin, 'POST', '/v1/team_member_invites', { email, role: 2, team_ids: [] });
    // The invite e-mail's own link (/n/signup?team_member_invite_token=…) opens sign-up.
    const link = await outboxLink(request, email, 'team_member_invite');
    expect(link).toMatch(/^\/n\/signup\?team_member_invite_token=/);
    await page.goto(link);
    await expect(page).toHaveURL(/\/n\/sign-up\?tm=/);
    await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await checkScreen(page, testInfo, 'Sign up from invite');
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Newman');
    await page.getByLabel('Password', { exact: true }).fill('Welcome1!');
    await page.getByLabel('Password confirmation').fill('Welcome1!');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/n\/$/);
    await expect(page.getByRole('button', { name: 'Account menu for Nora Newman' })).toHaveText('NN');
  });

  test('without tm there is no Sign Up heading', async ({ page }) => {
    await page.goto('./sign-up');
    await expect(page.getByRole('heading', { name: 'Sign Up' })).toHaveCount(0);
    await expect(page.getByText(/Accounts are created from an invitation/)).toBeVisible();
  });
});

test.describe('spec 01 §2, §4 take-over and Restore Admin Account', () => {
  test('a system admin who took over an agent restores their own account from the avatar menu', async ({
    page,
    request,
  }) => {
    const sysadmin = await createSession(request, actors.sysadmin);
    const agent = await createSession(request, actors.agent);
    await page.goto('./login');
    const overtaken: WireSession = await callAs(
      request,
      sysadmin,
      'POST',
      `/v1/admin/accounts/${agent.account.id}/takeover`,
      {},
    );
    await storeSessionInPage(page, overtaken);
    await page.goto('./');
    const menu = new AvatarMenu(page);
    expect(await menu.labels()).toContain('Restore Admin Account');
    // Slow the exit down so the spinner modal can be seen.
    await addFault(request, {
      path_pattern: '/api/v1/admin/accounts/takeover',
      method: 'DELETE',
      delay_ms: 1000,
    });
    await menu.choose('Restore Admin Account');
    await expect(page.getByRole('dialog', { name: 'Operation in progress...' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Operation in progress...' })).toHaveCount(0);
    const labels = await menu.labels();
    expect(labels).toContain('Admin BP');
    expect(labels).not.toContain('Restore Admin Account');
  });
});

test.describe('spec 01 §8 a failed take-over exit', () => {
  test.use({ expectedConsoleErrors: [/status of 500/] });

  test('shows the generic toast and closes the spinner modal', async ({ page, request }) => {
    const sysadmin = await createSession(request, actors.sysadmin);
    const agent = await createSession(request, actors.agent);
    const overtaken: WireSession = await callAs(
      request,
      sysadmin,
      'POST',
      `/v1/admin/accounts/${agent.account.id}/takeover`,
      {},
    );
    await page.goto('./login');
    await storeSessionInPage(page, overtaken);
    await page.goto('./');
    await addFault(request, {
      path_pattern: '/api/v1/admin/accounts/takeover',
      method: 'DELETE',
      fault: '500',
    });
    await new AvatarMenu(page).choose('Restore Admin Account');
    await expect(page.getByText('Something went wrong')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Operation in progress...' })).toHaveCount(0);
    expect(await new AvatarMenu(page).labels()).toContain('Restore Admin Account');
  });
});
