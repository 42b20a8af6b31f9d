/** Runs against a mock whose access tokens live 4 seconds (playwright.config.ts, project short-token). */
import { actors } from './support/actors.ts';
import { AvatarMenu, Sidebar } from './support/app-shell.ts';
import { signInThroughUi } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

test.describe('spec 01 §4 session refresh', () => {
  // The browser logs the expired token's 401 before the client refreshes and retries.
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test('an access token that expires mid-use is refreshed without the user seeing a sign-in', async ({
    page,
  }) => {
    const urls: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) urls.push(frame.url());
    });
    const statuses: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/v1/'))
        statuses.push(`${r.request().method()} ${new URL(r.url()).pathname} ${r.status()}`);
    });
    await signInThroughUi(page, actors.agent);
    urls.length = 0;
    await page.waitForTimeout(5_000);
    await new Sidebar(page).nav().getByRole('link', { name: 'How To' }).click();
    await expect(page.getByRole('heading', { name: 'How To' })).toBeVisible();
    await new AvatarMenu(page).choose('Settings');
    const setting = page.getByRole('switch', { name: /Review replies before sending/ });
    const before = await setting.isChecked();
    await setting.click({ force: true });
    await expect(setting).toBeChecked({ checked: !before });
    // The expired token was refused, refreshed with PUT /v1/session, and the call repeated.
    expect(statuses).toContain('PUT /api/v1/accounts/preferences/general 401');
    expect(statuses).toContain('PUT /api/v1/session 200');
    expect(statuses).toContain('PUT /api/v1/accounts/preferences/general 200');
    expect(urls.filter((u) => u.includes('/login'))).toEqual([]);
    expect(page.url()).not.toContain('/login');
  });
});
