/**
 * Alerts on a saved search (spec 02 §3, §4; spec 01 §7; issue 13): create a spike alert, see it
 * raise when posts arrive, follow its why to the posts behind the spike, mute it, edit it,
 * delete it. One page load: the search is made over the API and opened directly.
 */
import { actors } from './support/actors.ts';
import { checkScreen } from './support/screen-check.ts';
import { createSession, signInOverApi } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

test('issue 13: an admin sets a spike alert, follows its why to the posts behind it, mutes, edits and deletes it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // A search of its own (a word nothing else says), so the posts added below drive only this alert.
  const api = await createSession(request, actors.admin);
  const headers = { authorization: `Bearer ${api.access_token}`, 'x-csrf-token': api.csrf_token };
  const made = await request.post('/api/search/items', {
    headers,
    data: { name: 'Zephyrcast watch', category: 'my', query: [{ type: 'must', terms: ['zephyrcast'] }] },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: number };

  await signInOverApi(page, request, actors.admin, `./search?item=${id}`);
  const panel = page.getByRole('region', { name: 'Alerts' });
  await expect(panel.getByText('No alert watches this search.')).toBeVisible();

  await panel.getByRole('button', { name: 'New alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'New alert' });
  await dialog.getByLabel('Name').fill('Zephyrcast spike');
  await expect(dialog.getByRole('button', { name: /Raise when/ })).toContainText(
    'Spike against the previous 7 days',
  );
  await dialog.getByLabel('Minimum volume').fill('5');
  await dialog.getByText('E-mail', { exact: true }).click();
  await expect(dialog.getByRole('switch', { name: 'E-mail' })).toBeChecked();
  await dialog.getByLabel('Recipients').fill('admin@acme.test, ops@acme.test');
  await dialog.getByLabel('E-mail description').fill('Check the status page.');
  await dialog.getByRole('button', { name: 'Save alert' }).press('Enter');
  await expect(dialog).toHaveCount(0);
  const row = panel.getByRole('listitem').filter({ hasText: 'Zephyrcast spike' });
  await expect(row).toContainText('Spike of new posts over 3 hours, at least 5, medium sensitivity');

  // Six posts arrive: a spike against seven silent days, checked on arrival (issue 13).
  const minuteAgo = new Date(Date.now() - 60_000).toISOString();
  const added = await request.post('/api/__mock/statuses', {
    data: {
      statuses: Array.from({ length: 6 }, (_, i) => ({
        full_text: `Zephyrcast stopped syncing again (${i})`,
        social_type: 'twitter',
        language: 'en',
        sentiment: 0,
        created_at: minuteAgo,
      })),
    },
  });
  expect(added.status(), await added.text()).toBe(201);

  // spec 02 §4: the toggle flips isMuted; the list it reloads carries the why of the spike.
  await row.getByText('Muted', { exact: true }).click();
  await expect(row.getByRole('switch', { name: 'Mute Zephyrcast spike' })).toBeChecked();
  await expect(row).toContainText('Last spike: 6 against 0 usually');

  // The why's link opens the live results of the spike's window: exactly those six posts.
  await row.getByRole('link', { name: 'See the posts' }).click();
  await expect(page).toHaveURL(/from=.*&to=/);
  const results = page.getByRole('region', { name: /Live results/ });
  await expect(results.getByRole('heading', { name: 'Live results (6)' })).toBeVisible();
  await expect(results).toContainText('the window of the alert');
  await expect(results.getByRole('list', { name: 'Matching posts' }).getByRole('listitem')).toHaveCount(6);
  await expect(results.getByRole('list', { name: 'Matching posts' })).toContainText(
    'Zephyrcast stopped syncing',
  );
  // The preview above reads the same posts: it no longer says the word matches nothing.
  const explanation = page.getByRole('region', { name: 'What this query finds' });
  await expect(explanation.getByText('6 posts in the last 30 days')).toBeVisible();
  await expect(explanation).not.toContainText('matches no post');
  await checkScreen(page, testInfo, 'Alerts of a saved search and the posts behind a spike');
  await results.getByRole('button', { name: 'Show the last 30 days' }).click();
  await expect(results).not.toContainText('the window of the alert');
  await expect(page).toHaveURL(new RegExp(`search\\?item=${id}$`));

  await row.getByRole('button', { name: 'Edit Zephyrcast spike' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit alert' });
  await expect(edit.getByLabel('Recipients')).toHaveValue('admin@acme.test, ops@acme.test');
  await edit.getByLabel('Minimum volume').fill('0');
  await edit.getByRole('button', { name: 'Save alert' }).press('Enter');
  await expect(edit.getByText('It has to be a number above 0!')).toBeVisible();
  await edit.getByLabel('Minimum volume').fill('25');
  await edit.getByRole('button', { name: 'Save alert' }).press('Enter');
  await expect(row).toContainText('at least 25');
  await expect(row.getByRole('switch', { name: 'Mute Zephyrcast spike' })).toBeChecked();

  await row.getByRole('button', { name: 'Delete Zephyrcast spike' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete the alert?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Zephyrcast spike' })).toHaveCount(0);
  // Leave the shared mock's library as it was.
  expect((await request.delete(`/api/search/items/${id}`, { headers })).status()).toBe(204);
});
