/**
 * Add a discord bot (issue 14; our extension of spec 02 §7's GET …/discord_bots): the fields of
 * the list's shape a person types (name, the server's id and name, the channels it reads, whether
 * it listens). The contract schema judges the body before it is sent (spec 01 §5 messages); the
 * server's 'Bot name already exists.' shows above the fields.
 */
import { discordBotBodySchema } from '@sl/api-contract/schemas/admin';
import type { FormEvent } from 'react';
import { EditorCard } from '#/components/crud/editor-card.tsx';
import { Checkbox } from '#/components/ui/checkbox.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { useEditedFields } from '#/lib/use-edited-fields.ts';
import { useFormFields } from '#/lib/use-form-fields.ts';
import { type DiscordBot, useCreateDiscordBot } from '../api/channels.ts';

interface Fields {
  name: string;
  guildId: string;
  guildName: string;
  channelNames: string;
  active: boolean;
}

/** "general, #support" → ['general', 'support']: a leading # is how Discord writes a channel. */
export const splitChannelNames = (text: string): string[] =>
  text
    .split(',')
    .map((c) => c.trim().replace(/^#+/, '').trim())
    .filter(Boolean);

const toBody = (f: Fields) => ({
  name: f.name.trim(),
  guildId: f.guildId.trim(),
  guildName: f.guildName.trim(),
  channelNames: splitChannelNames(f.channelNames),
  active: f.active,
});

export interface DiscordBotFormProps {
  onDone: (bot: DiscordBot) => void;
  onCancel: () => void;
}

export function DiscordBotForm({ onDone, onCancel }: DiscordBotFormProps) {
  const create = useCreateDiscordBot();
  const { fields, errors, set, check } = useFormFields<Fields>(
    { name: '', guildId: '', guildName: '', channelNames: '', active: true },
    discordBotBodySchema,
    (f) => {
      const b = toBody(f);
      return {
        name: b.name,
        guild_id: b.guildId,
        guild_name: b.guildName,
        channel_names: b.channelNames,
        active: b.active,
      };
    },
  );
  const edits = useEditedFields(errors);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    edits.reset();
    if (!check()) return;
    create.mutate(toBody(fields), { onSuccess: onDone });
  }

  return (
    <EditorCard
      heading="New discord bot"
      onSubmit={handleSubmit}
      onCancel={onCancel}
      validationErrors={edits.visible}
      saveError={create.isError ? create.error : null}
      isPending={create.isPending}
      submitLabel="Add discord bot"
      className="channels__form"
    >
      <TextField
        name="name"
        label="Bot name"
        value={fields.name}
        onChange={edits.edit('name', set('name'))}
        autoFocus
      />
      <div className="form__row">
        <TextField
          name="guildId"
          label="Server ID"
          description="In Discord, right-click the server and choose Copy Server ID (17 to 20 digits)."
          inputMode="numeric"
          value={fields.guildId}
          onChange={edits.edit('guildId', set('guildId'))}
        />
        <TextField
          name="guildName"
          label="Server name"
          value={fields.guildName}
          onChange={edits.edit('guildName', set('guildName'))}
        />
      </div>
      <TextField
        name="channelNames"
        label="Channels"
        description="The channels the bot reads, separated by commas, e.g. general, support. Empty: none yet."
        value={fields.channelNames}
        onChange={edits.edit('channelNames', set('channelNames'))}
      />
      <Checkbox
        name="active"
        label="Listening (bring in new messages now)"
        isSelected={fields.active}
        onChange={set('active')}
      />
    </EditorCard>
  );
}
