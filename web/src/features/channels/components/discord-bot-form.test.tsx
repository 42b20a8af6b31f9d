/**
 * The discord-bot form through the editor card's field list (components/crud): the fields in the
 * order a keyboard reaches them, the contract's spec 01 §5 messages before anything is sent, a
 * message hidden once its field is edited, the body sent, and the server's refusal above the
 * fields.
 */
import { admin } from '@sl/api-contract/endpoints';
import { ERROR_TEXTS } from '@sl/api-contract/schemas/errors';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '#/app/provider.tsx';
import { handle, useApi } from '#/testing/api-server.ts';
import { fill } from '#/testing/fill.ts';
import { DiscordBotForm } from './discord-bot-form.tsx';

function renderForm() {
  const onDone = vi.fn();
  const onCancel = vi.fn();
  render(
    <AppProvider>
      <DiscordBotForm onDone={onDone} onCancel={onCancel} />
    </AppProvider>,
  );
  return { form: screen.getByRole('form', { name: 'New discord bot' }), onDone, onCancel };
}

// Typed text is pasted and the timeout is generous: the machine running the suite is shared and loaded.
describe('discord bot form (spec 01 §5, spec 02 §7)', { timeout: 20_000 }, () => {
  it('reaches its fields in order with Tab, the two server fields side by side', async () => {
    const user = userEvent.setup();
    const { form } = renderForm();
    // The bot name is focused when the card opens.
    expect(document.activeElement).toBe(within(form).getByLabelText('Bot name'));
    const order: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      const el = document.activeElement as HTMLElement;
      order.push(el.getAttribute('name') ?? el.textContent ?? '');
    }
    expect(order).toEqual(['guildId', 'guildName', 'channelNames', 'active', 'Cancel', 'Add discord bot']);
    const row = within(form).getByLabelText('Server ID').closest('.form__row');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByLabelText('Server name')).toBeTruthy();
    const listening = within(form).getByRole('checkbox', { name: 'Listening (bring in new messages now)' });
    expect((listening as HTMLInputElement).checked).toBe(true);
  });

  it("names each fault before sending, hides a message once its field is edited, and sends the bot's body", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    useApi(
      handle(admin.adminCreateDiscordBot, ({ body }) => {
        sent.push(body);
        return {
          body: {
            id: 4,
            business_profile_id: 1,
            name: body.name,
            guild_id: body.guild_id,
            guild_name: body.guild_name,
            channel_names: body.channel_names,
            active: body.active,
            created_at: '2026-03-01T10:00:00.000Z',
          },
        };
      }),
    );
    const { form, onDone } = renderForm();
    await user.click(within(form).getByRole('button', { name: 'Add discord bot' }));
    expect(within(form).getAllByText('Should not be empty!')).toHaveLength(3);
    expect(sent).toEqual([]);

    await fill(user, within(form).getByLabelText('Bot name'), 'Help Desk Bot');
    await fill(user, within(form).getByLabelText('Server ID'), '12ab');
    // Edited fields lose their message until the next submit judges them again.
    expect(within(form).getAllByText('Should not be empty!')).toHaveLength(1);
    await fill(user, within(form).getByLabelText('Server name'), 'Acme Help');
    await fill(user, within(form).getByLabelText('Channels'), '#help, questions');
    await user.click(within(form).getByRole('checkbox', { name: /Listening/ }));
    await user.click(within(form).getByRole('button', { name: 'Add discord bot' }));
    expect(within(form).getByText('Wrong format!')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(within(form).getByLabelText('Server ID'));
    await fill(user, within(form).getByLabelText('Server ID'), '802311457093926999');
    await user.click(within(form).getByRole('button', { name: 'Add discord bot' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      {
        name: 'Help Desk Bot',
        guild_id: '802311457093926999',
        guild_name: 'Acme Help',
        channel_names: ['help', 'questions'],
        active: false,
      },
    ]);
    expect(onDone.mock.calls[0]?.[0]).toMatchObject({ id: 4, name: 'Help Desk Bot' });
  });

  it("shows the server's refusal above the fields and Cancel leaves without sending", async () => {
    const user = userEvent.setup();
    useApi(
      handle(admin.adminCreateDiscordBot, () => ({
        status: 422,
        body: {
          error_message: ERROR_TEXTS.discordBotNameTaken,
          errors: { name: [ERROR_TEXTS.discordBotNameTaken] },
        },
      })),
    );
    const { form, onDone, onCancel } = renderForm();
    await fill(user, within(form).getByLabelText('Bot name'), 'Acme Listener');
    await fill(user, within(form).getByLabelText('Server ID'), '802311457093926999');
    await fill(user, within(form).getByLabelText('Server name'), 'Acme Community');
    await user.click(within(form).getByRole('button', { name: 'Add discord bot' }));
    // spec 01 §5: a field error of the server reads '{Field name} {first error}'.
    expect((await within(form).findByRole('alert')).textContent).toBe(
      `Name ${ERROR_TEXTS.discordBotNameTaken}`,
    );
    expect(onDone).not.toHaveBeenCalled();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
