/**
 * spec 02 §2 templates modal, §4 template transitions, §5, §8: the avatar menu's Templates opens
 * the reply-templates modal over the page (it no longer leaves the app), and a writer goes through
 * every rule of it once.
 */

import type { Page } from '@playwright/test';
import { actors } from './support/actors.ts';
import { AvatarMenu } from './support/app-shell.ts';
import { checkScreen } from './support/screen-check.ts';
import { signInOverApi } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/** Reads a toast and closes it, as a user would before reaching the footer it covers. */
async function toast(page: Page, text: string) {
  const t = page.getByRole('alertdialog').filter({ hasText: text });
  await expect(t).toBeVisible();
  await t.getByRole('button', { name: 'Close' }).click();
}

test.describe('spec 02 §2 the reply-templates modal', () => {
  test('an agent opens Templates from the avatar menu, creates, pins, edits, and deletes a template', async ({
    page,
    request,
  }, testInfo) => {
    // A light page under the modal: the journey is about the modal, not the dashboard behind it.
    await signInOverApi(page, request, actors.agent, './account/settings/preferences');
    const url = page.url();
    await new AvatarMenu(page).choose('Templates');
    const modal = page.getByRole('dialog', { name: 'Reply templates' });
    await expect(modal).toBeVisible();
    expect(page.url()).toBe(url);
    const items = modal.locator('.templates__item');
    await expect(items.first()).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Select Template' })).toHaveCount(0);
    await expect(modal.getByRole('button', { name: 'Save Template' })).toBeDisabled();
    await checkScreen(page, testInfo, 'Reply templates');

    // spec 02 §5: checked on save; spec 02 §4: one unsaved new item at a time.
    await modal.getByRole('button', { name: 'New Message' }).click();
    await modal.getByRole('button', { name: 'New Message' }).click();
    await expect(modal.getByText('Not saved yet')).toHaveCount(1);
    await modal.locator('label.radio', { hasText: 'Teams' }).click();
    await modal.getByRole('button', { name: 'Save Template' }).click();
    await expect(modal.getByText('Should not be empty!')).toHaveCount(2);
    await expect(modal.getByText('Please add at least one item!')).toBeVisible();
    await modal.locator('label.radio', { hasText: 'Everyone' }).click();
    await modal.getByRole('textbox', { name: 'Name' }).fill('Journey welcome');
    await modal.getByRole('textbox', { name: 'Message' }).fill('Hello <b>there</b>, thanks for writing.');
    await modal.getByRole('button', { name: 'Save Template' }).click();
    await toast(page, "Topic 'Journey welcome' successfully created");

    // spec 02 §5: search on name or message, case-insensitive; user text is text, not HTML.
    await modal.getByPlaceholder('Search for template').fill('<B>THERE');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Hello <b>there</b>');
    await modal.getByRole('button', { name: 'Pin Journey welcome' }).click();
    await toast(page, 'Template was pinned successfully!');
    await modal.getByPlaceholder('Search for template').fill('');

    // spec 02 §4: leaving with changes asks; Don't save restores the saved text.
    await modal.getByRole('textbox', { name: 'Message' }).fill('Changed');
    await items.filter({ hasNotText: 'Journey welcome' }).first().locator('.templates__item-main').click();
    const ask = page.getByRole('alertdialog', { name: 'You have unsaved changes' });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal.getByRole('textbox', { name: 'Message' })).toHaveValue('Changed');
    await modal.getByRole('button', { name: 'Save Template' }).click();
    await toast(page, "Template 'Journey welcome' successfully updated");

    // spec 02 §2, §8: 'Remove Template' asks first.
    await modal.getByRole('button', { name: 'Delete Journey welcome' }).click();
    const remove = page.getByRole('alertdialog', { name: 'Remove Template' });
    await expect(remove).toContainText(
      'Are you sure you want to delete template "Journey welcome"? This action cannot be undone.',
    );
    await remove.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Template was deleted successfully');
    await expect(modal.getByText('Journey welcome')).toHaveCount(0);

    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toHaveCount(0);
  });
});
