/**
 * The topic modal through the list screens' form modal (components/crud/form-modal.tsx): spec 01
 * §5 messages before anything is sent (the name's under its field, the type's above the fields,
 * where a select shows none), the server's refusal in the same alert, and Cancel first.
 */
import { topics } from '@sl/api-contract/endpoints';
import { MESSAGES } from '@sl/api-contract/schemas/errors';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '#/app/provider.tsx';
import { handle, useApi } from '#/testing/api-server.ts';
import { fill } from '#/testing/fill.ts';
import { TopicFormModal } from './topic-form-modal.tsx';

async function renderModal() {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  render(
    <AppProvider>
      <TopicFormModal isOpen topic={null} onClose={onClose} onSaved={onSaved} />
    </AppProvider>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'New topic' });
  return { dialog, form: within(dialog).getByRole('form', { name: 'New topic' }), onClose, onSaved };
}

// Typed text is pasted and the timeout is generous: the machine running the suite is shared and loaded.
describe('topic form modal (spec 01 §2, §5)', { timeout: 20_000 }, () => {
  it('names the missing name and type before sending, then shows the taken name from the server', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    useApi(
      handle(topics.createTopic, ({ body }) => {
        sent.push(body);
        return {
          status: 422,
          body: { error_message: MESSAGES.topicNameTaken, errors: { name: [MESSAGES.topicNameTaken] } },
        };
      }),
    );
    const { form, onSaved } = await renderModal();
    const alert = within(form).getByRole('alert');
    expect(alert.textContent).toBe('');

    await user.click(within(form).getByRole('button', { name: 'Create topic' }));
    expect(within(form).getByText(MESSAGES.topicNameRequired)).toBeTruthy();
    expect(alert.textContent).toBe(MESSAGES.topicType);
    expect(sent).toEqual([]);

    await fill(user, within(form).getByLabelText('Name'), 'Deliveries');
    await user.click(within(form).getByRole('button', { name: /Select a type/ }));
    await user.click(await screen.findByRole('option', { name: 'Keyword' }));
    await fill(user, within(form).getByLabelText('Keywords'), 'courier');
    await user.click(within(form).getByRole('button', { name: 'Create topic' }));
    // spec 01 §5: a field error of the server reads '{Field name} {first error}'.
    await vi.waitFor(() => expect(alert.textContent).toBe(`Name ${MESSAGES.topicNameTaken}`));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ name: 'Deliveries', type: 'keyword', keywords: ['courier'] });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('offers Cancel before the submit, and Cancel closes', async () => {
    const user = userEvent.setup();
    const { form, onClose } = await renderModal();
    const buttons = within(form)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons.slice(-2)).toEqual(['Cancel', 'Create topic']);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
