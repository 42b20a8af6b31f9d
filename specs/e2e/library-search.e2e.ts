/**
 * Live Search, the saved-search library (spec 02 §2, §4; issue 13): the sidebar, the working copy
 * and its unsaved-changes modal, the query editor that explains itself, live results, folders
 * (create, rename, pin, delete), moving and pinning, deleting the open search; then the muted
 * keywords of settings (spec 02 §5); a guest reads only. One page load per actor: the journey
 * moves through the app by its own links.
 */
import { actors } from './support/actors.ts';
import { checkScreen } from './support/screen-check.ts';
import { signInOverApi } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

test.describe('issue 13: the saved-search library', () => {
  test('an admin filters, checks a query as she types, saves, files, pins and deletes a search, then mutes words', async ({
    page,
    request,
  }, testInfo) => {
    // One long journey; axe alone takes several seconds a width on a loaded machine.
    test.setTimeout(90_000);
    await signInOverApi(page, request, actors.admin, './search');
    const library = page.getByRole('navigation', { name: 'Saved searches' });
    const search = (name: string) => library.getByRole('button', { name: name, exact: true });
    for (const title of ['BRAND SEARCHES', 'MY SEARCHES', 'TEAM SEARCHES'])
      await expect(library.getByRole('heading', { name: title })).toBeVisible();
    // spec 02 §2: pinned first, then by name.
    await expect(library.getByRole('button', { name: 'Pin Acme: every mention' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(library.getByRole('list', { name: 'In Customer care' }).getByRole('listitem')).toHaveText([
      /Acme reviews/,
      /Support desk/,
    ]);
    await library.getByLabel('Filter searches').fill('DARK');
    await expect(search('Dark mode launch')).toBeVisible();
    await expect(search('Delivery complaints')).toHaveCount(0);
    await library.getByLabel('Filter searches').fill('');

    // The working copy and the explanation (within a second of pausing).
    await search('Delivery complaints').click();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Delivery complaints');
    const explanation = page.getByRole('region', { name: 'What this query finds' });
    await expect(explanation.getByText(/posts? in the last 30 days/)).toBeVisible();
    const add = page.getByLabel('Add a term to group 1');
    await add.fill('refund OR late');
    await add.press('Enter');
    await expect(explanation.getByRole('list', { name: 'Errors' })).toContainText(
      '“OR” is not an operator here: put the alternatives as separate terms of one group.',
      { timeout: 1500 },
    );
    await expect(explanation).toContainText('Fix the errors to see what the query finds.');

    // Choosing another search with changes pending asks first; Don't save restores and moves on.
    await search('Dark mode launch').click();
    const modal = page.getByRole('alertdialog', { name: 'You have unsaved changes' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: "Don't save" }).click();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Dark mode launch');
    await search('Delivery complaints').click();
    await expect(page.getByRole('list', { name: 'Terms of group 1' })).not.toContainText('refund OR late');

    // A new search: a keyword suggestion added from the keyboard, saved into MY SEARCHES.
    await page.getByRole('button', { name: 'New search' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Refund watch');
    await page.getByLabel('Words starting with').fill('refun');
    const suggestion = page
      .getByRole('list', { name: 'Suggested keywords' })
      .getByRole('button', { name: /^Add refund/ })
      .first();
    await suggestion.press('Enter');
    await expect(page.getByRole('list', { name: 'Terms of group 1' })).toContainText('refund');
    await expect(explanation.getByText(/\d+ posts? in the last 30 days/)).toBeVisible({ timeout: 1500 });
    await expect(
      explanation.getByRole('list', { name: 'Newest matching posts' }).getByRole('listitem'),
    ).toHaveCount(5);
    const results = page.getByRole('region', { name: /Live results/ });
    await expect(
      results.getByRole('list', { name: 'Matching posts' }).getByRole('listitem').first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const mine = library.getByRole('list', { name: 'MY SEARCHES' });
    await expect(mine.getByRole('button', { name: 'Refund watch', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/item=\d+/);
    await checkScreen(page, testInfo, 'Live Search with a saved search');

    // A folder of MY SEARCHES (spec 02 §3: name, category), renamed; agents' shelves only.
    await library.getByRole('button', { name: 'New folder in MY SEARCHES' }).click();
    const newFolder = page.getByRole('dialog', { name: 'New folder in MY SEARCHES' });
    await newFolder.getByRole('button', { name: 'Create folder' }).click();
    await expect(newFolder.getByText('Should not be empty!')).toBeVisible();
    await newFolder.getByLabel('Folder name').fill('Watchlist');
    await newFolder.getByRole('button', { name: 'Create folder' }).click();
    await expect(page.getByText('Folder “Watchlist” created in MY SEARCHES.')).toBeVisible();
    await library.getByRole('button', { name: 'Rename folder Watchlist' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename folder Watchlist' });
    await rename.getByLabel('Folder name').fill('Refunds');
    await rename.getByRole('button', { name: 'Rename' }).press('Enter');
    await expect(library.getByRole('button', { name: 'Pin folder Refunds' })).toBeVisible();

    // spec 02 §4: into a folder of its own category with the keyboard alternative, then pinned.
    await library.getByRole('button', { name: 'Move Refund watch to' }).click();
    await page.getByRole('option', { name: 'Refunds' }).click();
    await expect(library.getByRole('list', { name: 'In Refunds' })).toContainText('Refund watch');
    await library.getByRole('button', { name: 'Pin Refund watch' }).click();
    await expect(library.getByRole('button', { name: 'Pin Refund watch' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // spec 02 §4: the folder's pin toggle; pinned folders come first (Launches is not pinned).
    await library.getByRole('button', { name: 'Pin folder Refunds' }).click();
    await expect(library.getByRole('button', { name: 'Pin folder Refunds' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const mySection = library.getByRole('region', { name: 'MY SEARCHES' });
    await expect(mySection.getByRole('list', { name: /^In / })).toHaveText([
      /Refund watch/,
      /Dark mode launch/,
    ]);
    // spec 02 §4: deleting a folder releases its items.
    await library.getByRole('button', { name: 'Delete folder Refunds' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete the folder?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(library.getByRole('list', { name: 'MY SEARCHES' })).toContainText('Refund watch');

    // Deleting the open search clears the form.
    await library.getByRole('button', { name: 'Delete Refund watch' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete the search?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(search('Refund watch')).toHaveCount(0);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');

    // spec 02 §5 muted keywords, in settings: split on ' / ', what is muted is skipped.
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'Muted keywords' }).click();
    const muted = page.getByRole('list', { name: 'Muted keywords' });
    await expect(muted.getByRole('listitem')).toHaveText([/giveaway/, /crypto/]);
    await page.getByRole('textbox', { name: 'Keywords' }).fill('Giveaway / zephyrcast / promo code');
    await page.getByRole('button', { name: 'Mute', exact: true }).click();
    await expect(
      page.getByText('Muted “zephyrcast”, “promo code”. Already muted: “Giveaway”.'),
    ).toBeVisible();
    await expect(muted.getByRole('listitem')).toHaveText([/giveaway/, /crypto/, /zephyrcast/, /promo code/]);
    await page.getByRole('textbox', { name: 'Keywords' }).fill('CRYPTO');
    await page.getByRole('button', { name: 'Mute', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Already muted: “CRYPTO”.' })).toBeVisible();
    await checkScreen(page, testInfo, 'Muted keywords');
    // Put the shared mock back as it was: the dashboard specs read the keyword cloud.
    for (const word of ['zephyrcast', 'promo code']) {
      await page.getByRole('button', { name: `Delete ${word}` }).click();
      await page
        .getByRole('alertdialog', { name: 'Delete the muted keyword?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(page.getByText(`“${word}” is no longer muted.`)).toBeVisible();
    }
    await expect(muted.getByRole('listitem')).toHaveText([/giveaway/, /crypto/]);
  });

  test('a guest reads the library and its results but changes nothing', async ({ page, request }) => {
    await signInOverApi(page, request, actors.guest, './search?item=1');
    await expect(page.getByText('You can read this search but not change it.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'New search' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Add a term to group 1')).toHaveCount(0);
    await expect(
      page
        .getByRole('region', { name: /Live results/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
  });
});
