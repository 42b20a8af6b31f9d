/**
 * spec 01 §2 /how_to (issue 14): the guide's screenshots come from the app itself. With
 * HOW_TO_SCREENSHOTS=update this spec takes them into web/public/how-to/ (then rebuild the app);
 * every run checks that each picture the guide names is served and loads, so a renamed or
 * missing screenshot fails here rather than showing a broken image.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { actors } from './support/actors.ts';
import { checkScreen } from './support/screen-check.ts';
import { signInOverApi } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

const OUT = path.resolve(import.meta.dirname, '../../web/public/how-to');
const update = process.env.HOW_TO_SCREENSHOTS === 'update';

async function shoot(page: Page, file: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(OUT, file) });
}

test('spec 01 §2: a new user reads the How To guide with every screenshot loaded', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  if (update) {
    await page.goto('./login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await shoot(page, 'sign-in.png');
    await signInOverApi(page, request, actors.admin, './');
    await shoot(page, 'dashboard.png');
    await page.goto('./helper');
    await page.getByLabel('Your question').fill('How many posts in the last 7 days?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Conversation' })).toBeVisible();
    await shoot(page, 'helper.png');
  } else {
    await signInOverApi(page, request, actors.agent, './how_to');
  }

  await page.goto('./how_to');
  await expect(page.getByRole('heading', { level: 1, name: 'How To' })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Steps' }).getByRole('link');
  await expect(steps).toHaveText([
    'Sign in',
    'Read the dashboard',
    'Compare periods and brands',
    'Drill down to the posts',
    'Work the inbox',
    'Build a search',
    'Set an alert',
    'Share a link',
    'Ask the helper',
  ]);
  const images = page.locator('img.how-to__screenshot');
  await expect(images).toHaveCount(3);
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded();
    // A picture that is not served has no natural width.
    await expect
      .poll(() => img.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(1280);
  }
  await checkScreen(page, testInfo, 'How To');
});
