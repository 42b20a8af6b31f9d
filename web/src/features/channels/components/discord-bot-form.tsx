/**
 * Add a discord bot (issue 14; our extension of spec 02 §7's GET …/discord_bots): the fields of
 * the list's shape a person types (name, the server's id and name, the channels it reads, whether
 * it listens). The contract schema judges the body before it is sent (spec 01 §5 messages); the
 * server's 'Bot name already exists.' shows above the fields.
 */

import { snakifyKeys } from '@sl/api-contract/client/case';
import { discordBotBodySchema } from '@sl/api-contract/schemas/admin';
import { EditorCard } from '#/components/crud/editor-card.tsx';
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
  return (
    <EditorCard<Fields>
      heading="New discord bot"
      submitLabel="Add discord bot"
      className="channels__form"
      initial={{ name: '', guildId: '', guildName: '', channelNames: '', active: true }}
      schema={discordBotBodySchema}
      toWireBody={(f) => snakifyKeys(toBody(f))}
      fields={[
        { kind: 'text', key: 'name', label: 'Bot name', autoFocus: true },
        {
          kind: 'row',
          fields: [
            {
              kind: 'text',
              key: 'guildId',
              label: 'Server ID',
              description: 'In Discord, right-click the server and choose Copy Server ID (17 to 20 digits).',
              inputMode: 'numeric',
            },
            { kind: 'text', key: 'guildName', label: 'Server name' },
          ],
        },
        {
          kind: 'text',
          key: 'channelNames',
          label: 'Channels',
          description:
            'The channels the bot reads, separated by commas, e.g. general, support. Empty: none yet.',
        },
        { kind: 'checkbox', key: 'active', label: 'Listening (bring in new messages now)' },
      ]}
      onSave={(f) => create.mutate(toBody(f), { onSuccess: onDone })}
      save={create}
      onCancel={onCancel}
    />
  );
}
