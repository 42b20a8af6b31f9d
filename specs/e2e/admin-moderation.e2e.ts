/**
 * spec 01 §2 /moderation-report, spec 02 §7 moderation events (issue 14): 8 events a page, any
 * column either way, the filters with their counts, and a CSV of exactly the filtered events.
 */
import { readFile } from 'node:fs/promises';
import { actors } from './support/actors.ts';
import { checkScreen } from './support/screen-check.ts';
import { signInOverApi } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

test('spec 02 §7: a system admin pages, sorts, filters and exports the moderation events', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInOverApi(page, request, actors.sysadmin, './moderation-report');
  const table = page.getByRole('grid', { name: 'Moderation events' });
  const rows = table.getByRole('row');
  // A header row plus 8 events (spec 02 §7: 8 a page).
  await expect(rows).toHaveCount(9);
  await expect(page.getByRole('navigation', { name: 'Moderation events pages' })).toContainText('Page 1 of');

  // Order by Action ascending: the first row is the first action in alphabetical order.
  await table.getByRole('columnheader', { name: /Action/ }).click();
  await expect(page).toHaveURL(/sort=action&dir=asc/);
  await expect(rows.nth(1).getByRole('gridcell').first()).toHaveText('Assign');
  await table.getByRole('columnheader', { name: /Action/ }).click();
  await expect(page).toHaveURL(/sort=action&dir=desc/);
  await expect(rows.nth(1).getByRole('gridcell').first()).toHaveText('Unhide');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);

  // Filter by one action: the option shows its count, and the total follows it.
  await page.getByRole('button', { name: /Action$/ }).click();
  const hide = page.getByRole('option', { name: /^Hide \(\d+\)$/ });
  const count = Number((await hide.textContent())?.match(/\((\d+)\)/)?.[1]);
  await hide.click();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByText(`${count} events`, { exact: true })).toBeVisible();
  // The second cell of a row, after When, is the action.
  const actions = await table.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(actions.length).toBe(Math.min(count, 8));
  expect(new Set(actions)).toEqual(new Set(['Hide']));
  await checkScreen(page, testInfo, 'Moderation report filtered');

  // The CSV holds exactly the filtered events: a header plus `count` lines, every one a hide.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await downloading).path();
  const lines = (await readFile(file, 'utf8')).trim().split('\n');
  expect(lines).toHaveLength(count + 1);
  expect(lines.slice(1).every((line) => line.split(',')[2] === 'hide')).toBe(true);
  await expect(page.getByText(`${count} events exported.`)).toBeVisible();
});
