/**
 * spec 01 §2 /account/settings/sentiment (exclude terms) with spec 02 §3, §7: an exclude term
 * changes how posts are scored, so the dashboard's sentiment figures follow it. "Worst" appears
 * in the seeded English complaints (fixtures/src/text/banks/en.ts): removing it turns some
 * negative posts neutral.
 */
import type { Page } from '@playwright/test';
import { actors } from './support/actors.ts';
import { AvatarMenu, Sidebar } from './support/app-shell.ts';
import { checkScreen } from './support/screen-check.ts';
import { signInOverApi } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

const total = (page: Page, name: 'Negative' | 'Neutral' | 'Total') =>
  page
    .getByRole('region', { name: 'Sentiment', exact: true })
    .locator('.totals__item')
    .filter({ has: page.getByRole('term').filter({ hasText: name }) })
    .locator('dd');

const readCount = async (page: Page, name: 'Negative' | 'Neutral' | 'Total') =>
  Number((await total(page, name).innerText()).replace(/\D/g, ''));

const terms = (page: Page) => page.getByRole('list', { name: 'Exclude terms' }).locator('> li');

async function openSentimentTab(page: Page) {
  // In-app navigation: the dashboard's query stays in TanStack Query's cache, so only an
  // invalidation (and the cleared storage cache) can bring fresh figures.
  await new AvatarMenu(page).choose('Settings');
  await page
    .getByRole('navigation', { name: 'Account settings' })
    .getByRole('link', { name: 'Sentiment' })
    .click();
  await expect(page.getByRole('heading', { name: 'Sentiment exclude terms' })).toBeVisible();
}

async function openDashboard(page: Page) {
  await new Sidebar(page).nav().getByRole('link', { name: 'Dashboard' }).click();
  await expect(total(page, 'Total')).toBeVisible();
}

test.describe('spec 01 §2 account settings: sentiment exclude terms', () => {
  test('an admin adds "Worst" for English, the dashboard counts fewer negatives; deleting it restores them', async ({
    page,
    request,
  }, testInfo) => {
    // Three visits of the full dashboard (every widget) on a shared runner.
    test.slow();
    await signInOverApi(page, request, actors.admin);
    await expect(total(page, 'Total')).toBeVisible();
    const before = { negative: await readCount(page, 'Negative'), total: await readCount(page, 'Total') };
    expect(before.negative).toBeGreaterThan(0);

    await openSentimentTab(page);
    await expect(page).toHaveTitle('Sentiment exclude terms | Social Listening');
    // The seeded terms, readable: replacement or 'Removed', language names, network names.
    const saver = terms(page).filter({ hasText: 'Super Saver' });
    await expect(saver).toContainText('Saver plan');
    await expect(saver).toContainText('All languages');
    await expect(saver).toContainText('All networks');
    const hashtag = terms(page).filter({ hasText: '#happycustomer' });
    await expect(hashtag).toContainText('Removed');
    await expect(hashtag).toContainText('English');
    for (const name of ['X', 'Instagram', 'Facebook']) {
      await expect(hashtag.getByRole('listitem').filter({ hasText: new RegExp(`^${name}$`) })).toBeVisible();
    }

    await page.getByRole('button', { name: 'Add term' }).click();
    const form = page.getByRole('form', { name: 'Add a term' });
    await form.getByRole('button', { name: 'Add term' }).click();
    await expect(form.getByText('Should not be empty!')).toBeVisible();

    await form.getByRole('textbox', { name: 'Term' }).fill('Worst');
    await expect(form.getByRole('radio', { name: 'Remove the term' })).toBeChecked();
    const languages = form.getByRole('button', { name: /Languages/ });
    await expect(languages).toContainText('All languages');
    await languages.click();
    await page.getByRole('searchbox', { name: 'Search languages' }).fill('engl');
    await page.getByRole('option', { name: 'English', exact: true }).click();
    // The first Escape clears the search box, the second closes the list.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    // spec 02 §9: '{n} selected' after 0 visible tags.
    await expect(languages).toContainText('1 selected');
    await checkScreen(page, testInfo, 'Sentiment exclude terms, adding a term');
    await form.getByRole('button', { name: 'Add term' }).click();
    await expect(form).toHaveCount(0);
    const worst = terms(page).filter({ hasText: 'Worst' });
    await expect(worst).toContainText('Removed');
    await expect(worst).toContainText('English');

    await openDashboard(page);
    await expect.poll(() => readCount(page, 'Negative')).toBeLessThan(before.negative);
    expect(await readCount(page, 'Total')).toBe(before.total);

    await openSentimentTab(page);
    await terms(page).filter({ hasText: 'Worst' }).getByRole('button', { name: 'Delete Worst' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(terms(page).filter({ hasText: 'Worst' })).toHaveCount(0);

    await openDashboard(page);
    await expect.poll(() => readCount(page, 'Negative')).toBe(before.negative);
  });

  test.describe('server field errors', () => {
    test.use({ expectedConsoleErrors: [/status of 422/] });
    test('an admin who edits a term into one already excluded reads "{Field name} {first error}"', async ({
      page,
      request,
    }) => {
      await signInOverApi(page, request, actors.admin, './account/settings/sentiment');
      await terms(page)
        .filter({ hasText: '#happycustomer' })
        .getByRole('button', { name: 'Edit #happycustomer' })
        .click();
      const form = page.getByRole('form', { name: 'Edit term' });
      await expect(form.getByRole('textbox', { name: 'Term' })).toHaveValue('#happycustomer');
      await expect(form.getByRole('button', { name: /Networks/ })).toContainText('4 selected');
      await form.getByRole('textbox', { name: 'Term' }).fill('super saver');
      await form.getByText('Replace with').click();
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Should not be empty!')).toBeVisible();
      await form.getByRole('textbox', { name: 'Replacement' }).fill('plan');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByRole('alert')).toHaveText('Text to exclude This term is already excluded.');
    });
  });

  test('an agent reads the terms but cannot change them', async ({ page, request }, testInfo) => {
    await signInOverApi(page, request, actors.agent, './account/settings/sentiment');
    await expect(terms(page)).toHaveCount(2);
    await expect(page.getByText('Only admins can change these terms.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Add term|Edit|Delete/ })).toHaveCount(0);
    await checkScreen(page, testInfo, 'Sentiment exclude terms (agent, read-only)');
  });
});
