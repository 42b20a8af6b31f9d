/**
 * spec 02 §3, §7 dashboard templates: pick one (its widgets, time and contexts), save the view on
 * screen as a new one, rename it; the URL names the template (spec 02 §2 `config`).
 */
import { actors } from './support/actors.ts';
import { checkScreen } from './support/screen-check.ts';
import { signInOverApi } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

test('spec 02 §3: an agent picks a template, saves the view as a template and renames it', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await signInOverApi(page, request, actors.agent);
  const picker = page.getByRole('button', { name: /Template$/ });
  await expect(picker).toContainText('Every widget');
  await picker.click();
  await page.getByRole('option', { name: 'Support week' }).click();
  // The seeded "Support week": three widgets over the last 7 days (spec 02 §3 time, widgets).
  await expect(page).toHaveURL(/[?&]config=2(&|$)/);
  await expect(page).toHaveURL(/[?&]from=last-7-days(&|$)/);
  await expect(page.locator('.widget-slot')).toHaveCount(3);
  for (const name of ['Sentiment', 'First-reply time', 'Most impactful posts'])
    await expect(page.getByRole('region', { name, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Save as template' }).click();
  const save = page.getByRole('dialog', { name: 'Save as template' });
  await save.getByRole('textbox', { name: 'Template name' }).fill('Support, my copy');
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(picker).toContainText('Support, my copy');
  await expect(page).not.toHaveURL(/[?&]config=2(&|$)/);
  await expect(page.locator('.widget-slot')).toHaveCount(3);

  await page.getByRole('button', { name: 'Rename template' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename template' });
  await rename.getByRole('textbox', { name: 'Template name' }).fill('Support weekly');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(picker).toContainText('Support weekly');
  // A reload opens the same template: the URL is the state (spec 02 §2).
  await page.reload();
  await expect(picker).toContainText('Support weekly');
  await expect(page.locator('.widget-slot')).toHaveCount(3);
  await checkScreen(page, testInfo, 'Dashboard from a template');
});
