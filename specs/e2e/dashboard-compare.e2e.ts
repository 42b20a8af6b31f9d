/**
 * spec 02 §2, §3, §5, §7, §9 in one journey: a chart read as a table whose value opens its posts
 * (the panel's count equals the value), a widget's settings changing its request, the compact
 * layout kept on the device, and compare mode — compared sentiment of each context in its colour
 * with figures equal to the API's, demographics in the countries compare mode.
 */
import type { Page, Request } from '@playwright/test';
import { actors } from './support/actors.ts';
import { checkScreen } from './support/screen-check.ts';
import { signInOverApi } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

const widget = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const count = (n: number) => n.toLocaleString('en-US');
const bodyOf = (r: Request) => JSON.parse(r.postData() ?? '{}') as Record<string, unknown>;

test('compare two contexts, change a widget’s settings, read a chart as a table and open a bar’s posts', async ({
  page,
  request,
}, testInfo) => {
  // Two full dashboards and axe plus screenshots at two widths on a shared 2-core runner.
  test.slow();
  await signInOverApi(page, request, actors.admin);
  await expect(page.locator('.widget[aria-busy="true"]')).toHaveCount(0);

  // View as table (a text alternative of the chart); a value opens the posts behind it (spec 02 §7).
  const networks = widget(page, 'Network breakdown');
  await networks.getByRole('button', { name: /^View as table/ }).click();
  const cell = networks.getByRole('button', { name: /^Negative, .+, open the posts$/ }).first();
  const value = Number((await cell.innerText()).replace(/\D/g, ''));
  expect(value).toBeGreaterThan(0);
  await cell.click();
  const panel = page.getByRole('dialog', { name: /^Negative posts on / });
  await expect(panel).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/widgetId=network-breakdown&feed_hash=\w+/);
  await expect(panel.locator('.drill-down__summary strong')).toHaveText(count(value));
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // spec 02 §3: the card's Settings change what the widget asks for (topics `activeMode` → sort).
  await widget(page, 'Topics').getByRole('button', { name: 'Settings of topics' }).click();
  const sorted = page.waitForRequest(
    (r) => r.url().endsWith('/api/v1/dashboard/topics') && bodyOf(r).sort === 'negative',
  );
  await page
    .getByRole('dialog', { name: 'Settings of topics' })
    .getByRole('radio', { name: 'Most negative' })
    .click();
  await sorted;
  await page.keyboard.press('Escape');

  // spec 02 §9: the compact layout is a choice stored on the device.
  await page.getByText('Compact layout', { exact: true }).click();
  await expect(page.locator('.dashboard__grid--compact')).toBeVisible();

  // Compare mode (spec 02 §2): a second context; sentiment reads compared_sentiment per context.
  const compared: Request[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/dashboard/compared_sentiment')) compared.push(r);
  });
  await page.getByRole('button', { name: /Contexts/ }).click();
  await page.getByRole('option', { name: /Support desk/ }).click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/contextIds=1-3$/);
  await expect.poll(() => compared.length).toBe(2);
  await expect(page.locator('.dashboard__grid--compact')).toBeVisible();
  const each = widget(page, 'Sentiment')
    .getByRole('list', { name: 'Sentiment of each context', exact: true })
    .locator('> li');
  await expect(each).toHaveCount(2);
  for (const [i, call] of compared.slice(0, 2).entries()) {
    const res = await request.fetch(call.url(), {
      method: call.method(),
      headers: call.headers(),
      data: call.postData() as string,
    });
    const { current } = (await res.json()) as { current: { total: number; negative: number } };
    const context = each.nth(i);
    await expect(context.getByRole('heading')).toHaveText(i === 0 ? 'Acme: every mention' : 'Support desk');
    const term = (name: string) =>
      context.locator('.totals__item').filter({ has: page.getByRole('term').filter({ hasText: name }) });
    await expect(term('Negative').locator('dd')).toHaveText(count(current.negative));
    await expect(term('Total').locator('dd')).toHaveText(count(current.total));
  }
  // spec 02 §5 colours: the second context's swatch is #b222d7.
  await expect(each.nth(1).getByRole('heading').locator('.totals__swatch')).toHaveCSS(
    'background-color',
    'rgb(178, 34, 215)',
  );

  // Demographics compares too: the countries compare mode reads the countries of both contexts.
  const countries: Request[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/dashboard/demographics/countries')) countries.push(r);
  });
  await widget(page, 'Demographics')
    .getByRole('radiogroup', { name: 'Compare by' })
    .getByRole('radio', { name: 'Countries' })
    .click();
  await expect.poll(() => countries.length).toBe(2);
  await expect(widget(page, 'Demographics')).toContainText('The 15 countries with the most posts');

  await page.getByText('Compact layout', { exact: true }).click();
  await expect(page.locator('.dashboard__grid--compact')).toHaveCount(0);
  await checkScreen(page, testInfo, 'Dashboard comparing two contexts');
});
