/**
 * The reply-templates modal's rules (spec 02 §2 templates modal, §4, §5, §8) against MSW handlers
 * that keep the templates like the server does.
 */
import { content, teams } from '@sl/api-contract/endpoints';
import type { TemplateWire } from '@sl/api-contract/schemas/templates';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '#/app/provider.tsx';
import { Toasts, toastQueue } from '#/components/ui/toast.tsx';
import { currentUser } from '#/lib/session.ts';
import { buildAccount, handle, requests, server, useApi } from '#/testing/api-server.ts';
import { RESET_AFTER_CLOSE_MS, TemplatesModal } from './templates-modal.tsx';

const wire = (id: number, over: Partial<TemplateWire> = {}): TemplateWire => ({
  id,
  business_profile_id: 1,
  name: `Template ${id}`,
  message: `Message ${id}`,
  categories: [],
  languages: [],
  pinned: false,
  active: true,
  entity_type: 2,
  entity_ids: [1],
  created_by: 3,
  updated_by: 3,
  updated_by_name: 'Ada Agent',
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: `2026-01-0${id}T10:00:00.000Z`,
  ...over,
});

let rows: TemplateWire[];

function serve() {
  server.use(
    handle(content.listTemplates, () => ({ body: { data: rows } })),
    handle(teams.listTeams, () => ({
      body: [{ id: 7, name: 'Support', business_profile_id: 1, account_ids: [3] }],
    })),
    handle(content.createTemplate, ({ body }) => {
      const created = wire(9, { ...body, updated_at: '2026-02-01T00:00:00.000Z' });
      rows = [...rows, created];
      return { body: created };
    }),
    handle(content.updateTemplate, ({ params, body }) => {
      const id = Number(params.id);
      rows = rows.map((r) => (r.id === id ? { ...r, ...body } : r));
      return { body: rows.find((r) => r.id === id) as TemplateWire };
    }),
    handle(content.deleteTemplate, ({ params }) => {
      rows = rows.filter((r) => r.id !== Number(params.id));
      return { body: undefined as never };
    }),
    handle(content.pinTemplate, ({ params }) => {
      rows = rows.map((r) => (r.id === Number(params.id) ? { ...r, pinned: true } : r));
      return { body: { pinned: true } };
    }),
    handle(content.unpinTemplate, ({ params }) => {
      rows = rows.map((r) => (r.id === Number(params.id) ? { ...r, pinned: false } : r));
      return { body: { pinned: false } };
    }),
  );
}

function Harness({ mode, onSelect }: { mode: 'manage' | 'select'; onSelect?: (m: string) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reopen
      </button>
      <TemplatesModal mode={mode} isOpen={open} onClose={() => setOpen(false)} onSelect={onSelect} />
      <Toasts />
    </>
  );
}

function renderModal(mode: 'manage' | 'select' = 'manage', onSelect?: (m: string) => void) {
  render(
    <AppProvider>
      <Harness mode={mode} onSelect={onSelect} />
    </AppProvider>,
  );
  return userEvent.setup({ delay: null });
}

const dialog = () => screen.getByRole('dialog', { name: 'Reply templates' });
const item = (name: string) => within(dialog()).getByRole('button', { name: new RegExp(`^${name}`) });
const saveButton = () => within(dialog()).getByRole('button', { name: 'Save Template' });
const toast = (text: string) => screen.findByText(text, {}, { timeout: 3000 });
const writes = () => requests.filter((r) => r.method !== 'GET');

beforeEach(() => {
  rows = [wire(1), wire(2, { pinned: true }), wire(3)];
  currentUser.set(buildAccount());
  serve();
});
afterEach(() => {
  for (const t of toastQueue.visibleToasts) toastQueue.close(t.key);
});

// Whole journeys through a modal of three columns: slower than a unit on a shared machine.
describe('TemplatesModal (spec 02 §2 templates modal)', { timeout: 30_000 }, () => {
  it('lists pinned first then newest, and keeps Save Template off until a change', async () => {
    const user = renderModal();
    await screen.findByText('Template 1');
    const names = within(dialog())
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.templates__item-name')?.textContent);
    expect(names).toEqual(['Template 2', 'Template 3', 'Template 1']);
    expect(within(dialog()).queryByRole('button', { name: 'Select Template' })).toBeNull();

    await user.click(item('Template 3'));
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText('Name'), '!');
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    await user.click(saveButton());
    await toast("Template 'Template 3!' successfully updated");
    expect(writes().map((r) => [r.method, r.path])).toEqual([['PATCH', '/v1/templates/3']]);
  });

  it('spec 02 §5: checks name, message and entities on save, then creates with the spec 02 §8 toast', async () => {
    const user = renderModal();
    await screen.findByText('Template 1');
    await user.click(within(dialog()).getByRole('button', { name: 'New Message' }));
    // spec 02 §4: only one unsaved new item at a time.
    await user.click(within(dialog()).getByRole('button', { name: 'New Message' }));
    expect(within(dialog()).getAllByText('Not saved yet')).toHaveLength(1);

    await user.click(screen.getByRole('radio', { name: 'Teams' }));
    await user.click(saveButton());
    expect(await screen.findAllByText('Should not be empty!')).toHaveLength(2);
    expect(screen.getByText('Please add at least one item!')).toBeTruthy();
    expect(writes()).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Everyone' }));
    await user.type(screen.getByLabelText('Name'), 'Refund');
    await user.type(screen.getByLabelText('Message'), 'We are sorry.');
    await user.click(saveButton());
    await toast("Topic 'Refund' successfully created");
    expect(writes()[0]?.body).toEqual({
      name: 'Refund',
      message: 'We are sorry.',
      categories: [],
      languages: [],
      entity_type: 2,
      entity_ids: [1],
    });
    expect(within(dialog()).queryByText('Not saved yet')).toBeNull();
  });

  it('spec 02 §4: changing item with changes asks; Cancel stays, Save saves then moves', async () => {
    const user = renderModal();
    await screen.findByText('Template 1');
    await user.click(item('Template 1'));
    await user.type(screen.getByLabelText('Message'), ' more');
    await user.click(item('Template 3'));
    const ask = await screen.findByRole('alertdialog', { name: 'You have unsaved changes' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Message 1 more');

    await user.click(item('Template 3'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save' }));
    await toast("Template 'Template 1' successfully updated");
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Template 3'));
  });

  it("spec 02 §4: Don't save discards and moves; closing with changes asks too", async () => {
    const user = renderModal();
    await screen.findByText('Template 1');
    await user.click(item('Template 1'));
    await user.type(screen.getByLabelText('Name'), 'x');
    await user.click(item('Template 2'));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: "Don't save" }),
    );
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Template 2');

    await user.type(screen.getByLabelText('Name'), 'y');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: 'You have unsaved changes' })).toBeTruthy();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: "Don't save" }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reply templates' })).toBeNull());
    expect(writes()).toHaveLength(0);
  });

  it("spec 02 §2, §8: 'Remove Template' asks with the spec's words before deleting", async () => {
    const user = renderModal();
    await screen.findByText('Template 1');
    await user.click(within(dialog()).getByRole('button', { name: 'Delete Template 1' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Remove Template' });
    expect(ask.textContent).toContain(
      'Are you sure you want to delete template "Template 1"? This action cannot be undone.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Confirm' }));
    await toast('Template was deleted successfully');
    await waitFor(() => expect(within(dialog()).queryByText('Template 1')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Remove Template' })).toBeNull());

    await user.click(within(dialog()).getByRole('button', { name: 'New Message' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Delete new template' }));
    expect((await screen.findByRole('alertdialog', { name: 'Remove Template' })).textContent).toContain(
      'Are you sure you want to delete new template? This action cannot be undone.',
    );
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Remove Template' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    await waitFor(() => expect(within(dialog()).queryByText('Not saved yet')).toBeNull());
    expect(writes().map((r) => r.method)).toEqual(['DELETE']);
  });

  it('spec 02 §8: pin and unpin toast; a failed action logs and shows the generic toast', async () => {
    const user = renderModal();
    await screen.findByText('Template 1');
    await user.click(within(dialog()).getByRole('button', { name: 'Pin Template 1' }));
    await toast('Template was pinned successfully!');
    await user.click(within(dialog()).getByRole('button', { name: 'Pin Template 2' }));
    await toast('Template was unpined successfully!');

    useApi(handle(content.pinTemplate, () => ({ status: 500, body: { error_message: 'down' } })));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(within(dialog()).getByRole('button', { name: 'Pin Template 3' }));
    await toast('Something went wrong');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("spec 02 §8: 'Copy text' copies the message and says so", async () => {
    const user = renderModal();
    // After userEvent.setup, which puts a clipboard stub of its own in place.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await screen.findByText('Template 1');
    await user.click(item('Template 1'));
    await user.click(within(dialog()).getByRole('button', { name: 'Copy text' }));
    await toast('Message copied to clipboard!');
    expect(writeText).toHaveBeenCalledWith('Message 1');
  });

  it('spec 02 §2: select mode offers Select Template once one is chosen and hands its message', async () => {
    const onSelect = vi.fn();
    const user = renderModal('select', onSelect);
    await screen.findByText('Template 1');
    expect(within(dialog()).queryByRole('button', { name: 'Select Template' })).toBeNull();
    await user.click(item('Template 3'));
    await user.click(within(dialog()).getByRole('button', { name: 'Select Template' }));
    expect(onSelect).toHaveBeenCalledWith('Message 3');
  });

  it('spec 02 §4: closing resets the list after 0.5 s', async () => {
    const user = renderModal();
    await screen.findByText('Template 1');
    await user.type(screen.getByPlaceholderText('Search for template'), 'Template 3');
    await user.click(item('Template 3'));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await new Promise((r) => setTimeout(r, RESET_AFTER_CLOSE_MS + 100));
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(((await screen.findByPlaceholderText('Search for template')) as HTMLInputElement).value).toBe('');
    expect(within(dialog()).getByText('Template 1')).toBeTruthy();
    expect(within(dialog()).queryByLabelText('Name')).toBeNull();
  });
});
