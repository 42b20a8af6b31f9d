import { actors } from './support/actors.ts';
import { LoginPage } from './support/login-page.ts';
import { expect, test } from './support/test.ts';

test.describe('spec 01 §2: login-required routes and the way back', () => {
  test('an anonymous visitor is sent to login, signs in, and lands on the dashboard with a chart', async ({
    page,
  }) => {
    await page.goto('./');
    await expect(page).toHaveURL(/\/n\/login\?redirectFrom=%2F/);
    const login = new LoginPage(page);
    await expect(login.heading()).toBeVisible();
    await expect(page).toHaveTitle(/^Login \| /);

    await login.signIn(actors.admin);

    await expect(page).toHaveURL(/\/n\/$/);
    const widget = page.getByRole('region', { name: 'Sentiment', exact: true });
    await expect(widget).toBeVisible();
    await expect(widget.locator('.highcharts-container svg')).toBeVisible();
    await expect(widget.getByText(/Total/)).toBeVisible();
  });

  test('logout returns to login and the dashboard asks to sign in again', async ({ page }) => {
    await page.goto('./login');
    await new LoginPage(page).signIn(actors.agent);
    await expect(page.getByRole('region', { name: 'Sentiment', exact: true })).toBeVisible();
    await page.goto('./logout');
    await expect(page).toHaveURL(/\/n\/login/);
    await page.goto('./');
    await expect(page).toHaveURL(/\/n\/login\?redirectFrom=/);
  });
});

test.describe('spec 01 §5: wrong credentials', () => {
  // The browser logs the 401 of the refused sign-in; nothing else may appear.
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test('wrong credentials show the spec message and stay on login', async ({ page }) => {
    await page.goto('./login');
    await new LoginPage(page).signIn({ email: 'admin@acme.test', password: 'nope' });
    await expect(page.getByText('Email or password is incorrect')).toBeVisible();
    await expect(page).toHaveURL(/\/n\/login/);
  });
});
