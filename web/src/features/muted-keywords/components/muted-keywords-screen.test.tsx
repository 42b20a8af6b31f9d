/**
 * The muted-keywords screen's rules (spec 02 §5, §7) against MSW handlers that keep the words
 * like the server does: split on ' / ', skip what is muted, no call when none is new, delete
 * after a confirmation, a toast on every write; guests read only.
 */
import { configuration } from '@sl/api-contract/endpoints';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '#/app/provider.tsx';
import { Toasts, toastQueue } from '#/components/ui/toast.tsx';
import { currentUser } from '#/lib/session.ts';
import { buildAccount, handle, requests, server } from '#/testing/api-server.ts';
import { MutedKeywordsScreen } from './muted-keywords-screen.tsx';

let rows: { id: number; value: string }[];

beforeEach(() => {
  rows = [
    { id: 1, value: 'giveaway' },
    { id: 2, value: 'promo code' },
  ];
  currentUser.set(buildAccount());
  server.use(
    handle(configuration.listMutedKeywords, () => ({ body: { data: rows } })),
    handle(configuration.createMutedKeywords, ({ body }) => {
      const created = body.muted_keywords.map((k, i) => ({ id: 10 + i, value: k.value }));
      rows = [...rows, ...created];
      return { body: { data: created } };
    }),
    handle(configuration.deleteMutedKeyword, ({ params }) => {
      rows = rows.filter((r) => r.id !== Number(params.id));
      return { body: undefined as never };
    }),
  );
});
afterEach(() => {
  for (const t of toastQueue.visibleToasts) toastQueue.close(t.key);
});

function renderScreen(canWrite = true) {
  render(
    <AppProvider>
      <MutedKeywordsScreen canWrite={canWrite} />
      <Toasts />
    </AppProvider>,
  );
  return userEvent.setup({ delay: null });
}

const writes = () => requests.filter((r) => r.method !== 'GET');
const list = () => screen.getByRole('list', { name: 'Muted keywords' });

describe('MutedKeywordsScreen (spec 02 §5, §7 muted keywords)', { timeout: 30_000 }, () => {
  it("spec 02 §5: splits an entry on ' / ' and sends only the values not yet muted", async () => {
    const user = renderScreen();
    await screen.findByText('giveaway');
    await user.type(screen.getByLabelText('Keywords'), 'Giveaway / spam / scam');
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    await screen.findByText('Muted “spam”, “scam”. Already muted: “Giveaway”.', {}, { timeout: 3000 });
    expect(writes().map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/v1/muted_keywords', { muted_keywords: [{ value: 'spam' }, { value: 'scam' }] }],
    ]);
    expect(
      within(list())
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.muted-keywords__value')?.textContent),
    ).toEqual(['giveaway', 'promo code', 'spam', 'scam']);
    expect(screen.getByLabelText('Keywords')).toHaveProperty('value', '');
  });

  it('spec 02 §5: when none is new it makes no call and says what is already muted', async () => {
    const user = renderScreen();
    await screen.findByText('giveaway');
    await user.type(screen.getByLabelText('Keywords'), 'PROMO CODE / giveaway');
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(await screen.findByText('Already muted: “PROMO CODE”, “giveaway”.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Keywords'));
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(await screen.findByText('Type a keyword to mute.')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('deletes a word only after the confirmation, with a toast', async () => {
    const user = renderScreen();
    await screen.findByText('giveaway');
    await user.click(screen.getByRole('button', { name: 'Delete giveaway' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the muted keyword?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete giveaway' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete the muted keyword?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await screen.findByText('“giveaway” is no longer muted.', {}, { timeout: 3000 });
    expect(writes().map((r) => [r.method, r.path])).toEqual([['DELETE', '/v1/muted_keywords/1']]);
    expect(
      within(list())
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.muted-keywords__value')?.textContent),
    ).toEqual(['promo code']);
  });

  it('a guest reads the words and has nothing to change them with', async () => {
    renderScreen(false);
    await screen.findByText('giveaway');
    expect(screen.queryByLabelText('Keywords')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getByText('Guests can read the muted keywords but not change them.')).toBeTruthy();
  });
});
