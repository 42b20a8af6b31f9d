/**
 * issue 12 the inbox (spec 02 §2 inbox sidebar, §4 flow mode and states; spec 01 §7 feed items):
 * sidebar visibility per role and the add-stream fields per network (spec 02 §3), a stream's list
 * and the item's actions and conversation, keyboard triage of 10 items, bulk actions, new posts
 * arriving, another agent's open inbox after a refresh, and flow mode advancing and its 30 s pause.
 */
import type { Page } from '@playwright/test';
import { actors } from './support/actors.ts';
import { checkScreen } from './support/screen-check.ts';
import { signInOverApi } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

const groupTitles = (page: Page) =>
  page.getByRole('navigation', { name: 'Inbox sources' }).getByRole('heading', { level: 2 }).allInnerTexts();

async function toast(page: Page, text: string | RegExp) {
  const t = page.getByRole('alertdialog').filter({ hasText: text });
  await expect(t).toBeVisible();
  await t.getByRole('button', { name: 'Close' }).click();
}

const rows = (page: Page) => page.getByRole('list', { name: /^Posts of / }).locator('> li');
const openRow = (page: Page) => page.locator('.feed-row[data-open]');

test.describe('issue 12 the inbox', () => {
  test('spec 02 §2: a system admin sees every group, Wix Answers included; an agent only matching ones', async ({
    page,
    request,
  }) => {
    await signInOverApi(page, request, actors.sysadmin, './inbox');
    await expect(page.getByRole('heading', { name: 'Wix Answers' })).toBeVisible();
    expect(await groupTitles(page)).toEqual([
      'Custom Inboxes',
      'Labels',
      'Twitter',
      'Instagram',
      'Etoro',
      'Facebook',
      'Reddit',
      'Youtube',
      'Linkedin',
      'Articles',
      'Reviews & Forums',
      'Wix Answers',
      'Tiktok',
    ]);

    // spec 02 §3: the add option asks for the fields of the group's network, in spec 01 §5's words.
    await page.getByRole('button', { name: 'Add to Reddit' }).click();
    const add = page.getByRole('dialog', { name: 'Add to Reddit' });
    await add.getByRole('textbox', { name: 'Name' }).fill('Support subreddit');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add.getByText('Please add at least one item!')).toBeVisible();
    await add.getByRole('textbox', { name: 'Subreddits' }).fill('r/a');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add.getByText('Wrong format!')).toBeVisible();
    await add.getByRole('textbox', { name: 'Subreddits' }).fill('r/acme_support');
    await add.getByRole('button', { name: 'Add' }).click();
    await toast(page, "'Support subreddit' added to Reddit.");
    await expect(page.getByRole('link', { name: 'Support subreddit' })).toBeVisible();

    await page.getByRole('button', { name: 'Add to Reviews & Forums' }).click();
    const review = page.getByRole('dialog', { name: 'Add to Reviews & Forums' });
    await expect(review.getByRole('textbox', { name: 'Google Play package name' })).toBeVisible();
    await review.getByRole('button', { name: /Network/ }).click();
    await page.getByRole('option', { name: 'App Store' }).click();
    await review.getByRole('textbox', { name: 'Name' }).fill('Acme app reviews');
    await review.getByRole('textbox', { name: 'App Store app id' }).fill('acme');
    await review.getByRole('button', { name: 'Add' }).click();
    await expect(review.getByText('It has to be a number!')).toBeVisible();
    await review.getByRole('button', { name: 'Cancel' }).click();
  });

  test('an agent triages a stream by keyboard, works an item, acts in bulk and sees new posts arrive', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.slow();
    await signInOverApi(page, request, actors.agent, './inbox');
    const nav = page.getByRole('navigation', { name: 'Inbox sources' });
    await expect(nav.getByRole('heading', { name: 'Twitter' })).toBeVisible();
    expect(await groupTitles(page)).not.toContain('Wix Answers');
    await nav.getByRole('textbox', { name: 'Find a source' }).fill('subreddit');
    expect(await groupTitles(page)).toEqual(['Custom Inboxes', 'Labels', 'Reddit']);
    await nav.getByRole('textbox', { name: 'Find a source' }).fill('');

    await nav.getByRole('link', { name: '@acme mentions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '@acme mentions' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    // Another agent has the same stream open in another browser.
    const other = await browser.newPage();
    await signInOverApi(other, other.request, actors.admin, page.url().replace(/^.*\/n\//, './'));
    await expect(rows(other).nth(9)).toBeVisible();
    const total = Number((await page.locator('.inbox__count').innerText()).replace(/\D/g, ''));

    // Keyboard triage: J ten times opens the tenth post; K goes back one.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    for (let i = 0; i < 10; i++) await page.keyboard.press('j');
    await expect(openRow(page)).toHaveAttribute('data-index', '9');
    await page.keyboard.press('k');
    await expect(openRow(page)).toHaveAttribute('data-index', '8');
    const pane = page.getByRole('article');
    await page.keyboard.press('t');
    await expect(pane.getByRole('button', { name: 'See original' })).toBeVisible();
    await page.keyboard.press('t');
    await expect(pane.getByRole('button', { name: 'Translate' })).toBeVisible();
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await page.keyboard.press('Escape');

    // E resolves the open post and opens the next one.
    await page.keyboard.press('e');
    await expect(openRow(page)).toHaveAttribute('data-index', '9');
    await expect(rows(page).nth(8)).toContainText('Resolved');

    // The item's actions: assign, labels (create), reply with a template.
    await page.keyboard.press('a');
    await expect(pane.locator('[data-action="assign"] button')).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByRole('option').nth(1).click();
    await toast(page, /^Post assigned to /);
    await pane.getByRole('textbox', { name: 'New label' }).fill('Journey label');
    await pane.getByRole('button', { name: 'Create label' }).click();
    await toast(page, "Label 'Journey label' created.");
    await expect(rows(page).nth(9)).toContainText('Journey label');

    await page.keyboard.press('r');
    const replyBox = pane.getByRole('textbox', { name: /^Reply to / });
    await expect(replyBox).toBeFocused();
    // Shortcuts pause while typing: this J stays in the text.
    await page.keyboard.type('j');
    await expect(openRow(page)).toHaveAttribute('data-index', '9');
    await replyBox.fill('');
    await pane.getByRole('button', { name: 'Use a template' }).click();
    const templates = page.getByRole('dialog', { name: 'Reply templates' });
    await templates.locator('.templates__item-main').first().click();
    const message = await templates.getByRole('textbox', { name: 'Message' }).inputValue();
    await templates.getByRole('button', { name: 'Select Template' }).click();
    await expect(replyBox).toHaveValue(message);
    await pane.getByRole('button', { name: 'Send reply' }).click();
    await toast(page, 'Reply sent.');
    await expect(rows(page).nth(9)).toContainText('Replied');
    // The reply joins the post's conversation, as text.
    const conversation = pane.getByRole('region', { name: 'Conversation' });
    await expect(conversation.locator('.conversation__entry--reply')).toContainText(
      message.trim().slice(0, 40),
    );
    await expect(conversation.locator('[aria-current]')).toContainText('This post');

    // The other agent's open inbox shows this agent's work after a refresh.
    await other.reload();
    await expect(rows(other).nth(8)).toContainText('Resolved');
    await expect(rows(other).nth(9)).toContainText('Replied');
    await other.close();
    await checkScreen(page, testInfo, 'Inbox');

    // Bulk: shift-click selects a range; one confirmation, one summary toast.
    await rows(page).nth(0).locator('.checkbox').click();
    await rows(page)
      .nth(2)
      .locator('.checkbox')
      .click({ modifiers: ['Shift'] });
    const bulk = page.getByRole('toolbar', { name: 'Bulk actions' });
    await expect(bulk).toContainText('3 selected');
    await bulk.getByRole('button', { name: /Set state/ }).click();
    await page.getByRole('option', { name: 'In progress' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText('Mark 3 posts In progress?');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, '3 posts updated.');
    for (const i of [0, 1, 2]) await expect(rows(page).nth(i)).toContainText('In progress');

    // New posts arrive: the open inbox says so within 10 s and inserts them on click.
    const now = new Date().toISOString();
    const added = await request.post('/api/__mock/statuses', {
      data: {
        statuses: [0, 1].map((i) => ({
          full_text: `Fresh post ${i} about acme`,
          social_type: 'twitter',
          language: 'en',
          sentiment: 0,
          created_at: now,
        })),
      },
    });
    expect(added.status()).toBe(201);
    await page.getByRole('button', { name: '2 new posts' }).click({ timeout: 10_000 });
    await expect(page.locator('.inbox__count')).toHaveText(`${(total + 2).toLocaleString('en')} posts`);
    await expect(openRow(page)).toBeVisible();
  });

  test('spec 02 §4: flow mode moves on after an action and switches itself off after 30 000 ms with the flow-mode-paused modal', async ({
    page,
    request,
  }) => {
    // The page's clock is Playwright's: time runs as usual, and the 30 s are skipped rather than
    // waited for (decision record 023). Installed before the app's first script sets a timer.
    await page.clock.install();
    await signInOverApi(page, request, actors.agent, './inbox?source=stream-2');
    await expect(rows(page).first()).toBeVisible();
    const flowSwitch = page.getByRole('switch', { name: 'Flow mode' });
    await page.getByText('Flow mode').click();
    await expect(flowSwitch).toBeChecked();
    // The 30 s count from the switch turning on, which is before this reading of the page's clock.
    const flowOnBy = await page.evaluate(() => Date.now());
    await expect(openRow(page)).toHaveAttribute('data-index', '0');
    // Acting on the open post (here its state, by keyboard) moves to the next one. The pane
    // follows the open row in a transition: S needs its State control drawn to focus it.
    const stateControl = page.locator('[data-action="state"] button').first();
    await expect(stateControl).toBeVisible();
    await page.keyboard.press('s');
    await expect(stateControl).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'In progress' }).click();
    await expect(openRow(page)).toHaveAttribute('data-index', '1');
    await expect(rows(page).nth(0)).toContainText('In progress');

    const paused = page.getByRole('dialog', { name: 'Flow mode paused' });
    // 28 s after it was turned on (2 s to spare for the click's render on a busy machine) flow
    // mode is still on; by 30 s it has switched itself off.
    const sinceOn = async () => (await page.evaluate(() => Date.now())) - flowOnBy;
    await page.clock.fastForward(Math.max(0, 28_000 - (await sinceOn())));
    await expect(flowSwitch).toBeChecked();
    await expect(paused).toHaveCount(0);
    await page.clock.fastForward(Math.max(0, 30_000 - (await sinceOn())));
    await expect(paused).toBeVisible();
    await paused.getByRole('button', { name: 'Close' }).click();
    await expect(flowSwitch).not.toBeChecked();
  });
});
