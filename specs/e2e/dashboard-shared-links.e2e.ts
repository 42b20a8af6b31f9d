/**
 * spec 01 §2, §6, §7 "Shared links": an admin shares the dashboard on screen, an anonymous viewer
 * opens exactly that title, those widgets and that time with the top bar's controls hidden, and a
 * deleted link gets a page that says it is not valid or needs signing in (decision record 014).
 */
import type { Page, Request } from '@playwright/test';
import { actors } from './support/actors.ts';
import { checkScreen } from './support/screen-check.ts';
import { signInOverApi } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

const SHARED = ['Sentiment', 'Network breakdown', 'Topics'];

const widget = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const figure = (page: Page, region: string, term: string) =>
  widget(page, region)
    .locator('.totals__item')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

test.describe('spec 01 §7 shared links', () => {
  // The deleted link's code is refused (401) on purpose; the browser logs that response.
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test('an admin shares a view, an anonymous viewer opens exactly it, and a deleted link says it is not valid', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.slow();
    await signInOverApi(page, request, actors.admin, './?from=last-7-days');
    await page.getByRole('button', { name: 'Shared links' }).click();
    const panel = page.getByRole('dialog', { name: 'Shared links' });
    await expect(panel.getByText('This business profile has no shared links.')).toBeVisible();
    await panel.getByRole('button', { name: 'Share this view' }).click();
    await panel.getByRole('textbox', { name: 'Title' }).fill('Launch week');
    // Keep three widgets: every other one is taken off the list.
    await panel.getByRole('button', { name: /Widgets$/ }).click();
    const options = page.getByRole('listbox').getByRole('option');
    // The list's code is fetched on its first opening (decision record 013, fifth pass).
    await options.first().waitFor();
    for (const name of await options.allInnerTexts()) {
      if (!SHARED.includes(name.trim()))
        await options.filter({ hasText: new RegExp(`^${name.trim()}$`) }).click();
    }
    await page.keyboard.press('Escape');
    await expect(panel.getByRole('button', { name: /Widgets$/ })).toContainText('3 widgets');
    await expect(panel.getByText(/^Shares last 7 days/)).toBeVisible();
    await panel.getByRole('button', { name: 'Create link' }).click();
    const address = panel.getByRole('textbox', { name: 'Address of Launch week' });
    await expect(address).toBeVisible();
    const url = await address.inputValue();
    expect(url).toMatch(/\/n\/\?shared_link_code=[A-Za-z0-9_-]{16}$/);
    await expect(panel.getByText('Anyone with the link')).toBeVisible();

    // A fresh browser context: no session, only the link.
    const anonymous = await browser.newContext();
    const viewer = await anonymous.newPage();
    const errors: string[] = [];
    viewer.on(
      'console',
      (m) => m.type() === 'error' && !/status of 401/.test(m.text()) && errors.push(m.text()),
    );
    let sentimentCall: Request | null = null;
    viewer.on('request', (r) => {
      if (r.url().endsWith('/api/v1/dashboard/sentiment')) sentimentCall = r;
    });
    await viewer.goto(url);
    await expect(viewer.getByRole('heading', { name: 'Launch week', level: 1 })).toBeVisible();
    await expect(viewer.getByText(/^Last 7 days \(.+\), by day$/)).toBeVisible();
    for (const name of SHARED) await expect(widget(viewer, name)).toBeVisible();
    await expect(viewer.locator('.widget-slot')).toHaveCount(SHARED.length);
    await expect(viewer.locator('.widget[aria-busy="true"]')).toHaveCount(0);
    // spec 01 §2: the top bar's controls are hidden for a shared link; no time or context controls.
    await expect(viewer.getByRole('button', { name: /^Account menu for / })).toHaveCount(0);
    await expect(viewer.getByRole('button', { name: 'Shared links' })).toHaveCount(0);
    // The figure equals what the API answers the viewer for the same body.
    expect(sentimentCall).not.toBeNull();
    const call = sentimentCall as unknown as Request;
    const answer = await (
      await request.fetch(call.url(), {
        method: 'POST',
        headers: call.headers(),
        data: call.postData() ?? '',
      })
    ).json();
    await expect(figure(viewer, 'Sentiment', 'Total')).toHaveText(answer.total.toLocaleString('en-US'));
    await checkScreen(viewer, testInfo, 'Shared link opened anonymously');

    // The admin deletes it; the code then opens the invalid-link page, with a way to sign in.
    await panel.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete shared link' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(panel.getByText('This business profile has no shared links.')).toBeVisible();
    await viewer.reload();
    await expect(
      viewer.getByRole('heading', { name: 'This shared link cannot be opened', level: 1 }),
    ).toBeVisible();
    await expect(viewer.getByText(/not valid .* or it is private and needs signing in/)).toBeVisible();
    await expect(viewer.getByRole('link', { name: 'Sign in to open it' })).toBeVisible();
    await expect(viewer.getByText('Please sign in')).toHaveCount(0);
    await checkScreen(viewer, testInfo, 'Shared link that is not valid');
    expect(errors, 'console errors on the viewer page').toEqual([]);
    await anonymous.close();
  });
});
