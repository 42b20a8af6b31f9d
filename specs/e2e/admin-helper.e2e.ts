/**
 * spec 01 §2 /helper, §7 Helper (issue 14): the chat answers from the data, pinned questions are
 * asked with a click, answers are voted on and asked again, the conversation survives a reload,
 * and the user's default settings are saved (the signed-out visitor: admin-refusals.e2e.ts).
 */
import { actors } from './support/actors.ts';
import { checkScreen } from './support/screen-check.ts';
import { signInOverApi } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

test('spec 01 §7: an agent asks the helper, pins and asks a question, votes, and recovers the chat', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInOverApi(page, request, actors.agent, './helper');
  const conversation = page.getByRole('list', { name: 'Conversation' });

  await page.getByLabel('Your question').fill('How many posts in the last 7 days?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  // The answer comes from the data: a number of posts, not a canned sentence.
  await expect(conversation.getByText(/\d[\d,]* posts/).first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Pin a question' }).fill('What are the top topics this week?');
  await page.getByRole('button', { name: 'Pin', exact: true }).click();
  await expect(page.getByText('Question pinned.')).toBeVisible();
  await page
    .getByRole('list', { name: 'Pinned questions' })
    .getByRole('button', { name: 'What are the top topics this week?', exact: true })
    .click();
  await expect(
    conversation.getByRole('listitem').filter({ hasText: 'You asked: What are the top topics' }),
  ).toBeVisible();

  // An unanswerable question is said to be one, with questions the helper can answer.
  await page.getByLabel('Your question').fill('What will the weather be tomorrow?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(conversation.getByRole('list', { name: 'Questions the helper can answer' })).toBeVisible();

  const first = page.getByRole('button', {
    name: 'Helpful: How many posts in the last 7 days?',
    exact: true,
  });
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Not helpful: What will the weather be tomorrow?' }).click();
  await page.getByLabel('Reason (optional)').fill('It did not know the weather');
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByRole('button', { name: 'Not helpful: What will the weather be tomorrow?' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Answer again: How many posts in the last 7 days?' }).click();
  await expect(page.getByText('Answered again from the current data.')).toBeVisible();
  await checkScreen(page, testInfo, 'Helper');

  // The conversation is recovered after a reload.
  await page.reload();
  await expect(conversation.locator(':scope > li')).toHaveCount(3);

  await page.getByRole('button', { name: /Tone$/ }).click();
  await page.getByRole('option', { name: 'Friendly' }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Helper settings saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /Tone$/ })).toContainText('Friendly');
});
