/**
 * spec 01 §2 /settings/channels: what the business profile listens to. The connected social
 * profiles with their streams (disconnect asks first), the webhooks that push tickets in (URL
 * built from integration_name and uuid, spec 02 §7) and, for admins, the discord bots. Admins add
 * and remove webhooks and bots here (issue 14); network profiles are connected through the
 * network's own sign-in, so this screen explains that rather than offering a form.
 */
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ListCard } from '#/components/crud/crud-screen.tsx';
import { PageHeader } from '#/components/layouts/page-header.tsx';
import { Button } from '#/components/ui/button.tsx';
import { ConfirmationModal } from '#/components/ui/confirmation-modal.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { type Authorizable, can } from '#/lib/authorization.ts';
import { toastOutcome } from '#/lib/toast-outcome.ts';
import {
  type ChannelProfile,
  channelQueries,
  type DiscordBot,
  useDeleteDiscordBot,
  useDeleteWebhook,
  useDisconnectProfile,
  type Webhook,
} from '../api/channels.ts';
import { absoluteWebhookUrl, discordBotColumns, profileColumns, webhookColumns } from './channel-columns.tsx';
import { DiscordBotForm } from './discord-bot-form.tsx';
import { ProfileStreamsModal } from './profile-streams-modal.tsx';
import { WebhookForm } from './webhook-form.tsx';
import '../channels.css';

type Dialog =
  | { kind: 'none' }
  | { kind: 'streams' | 'disconnect'; profile: ChannelProfile }
  | { kind: 'remove-webhook'; webhook: Webhook }
  | { kind: 'remove-bot'; bot: DiscordBot };

type OpenForm = 'none' | 'webhook' | 'bot';

function copyWebhookUrl(w: Webhook) {
  navigator.clipboard
    .writeText(absoluteWebhookUrl(w))
    .then(() => showToast(`URL of ${w.integrationName} copied.`, 'success'))
    .catch(() => showToast('The URL could not be copied: select it and copy it.'));
}

/** The card's "Add …" button, shown to admins while its form is closed. */
function AddButton({ show, onPress, children }: { show: boolean; onPress: () => void; children: ReactNode }) {
  if (!show) return null;
  return (
    <div className="card__actions channels__add">
      <Button variant="secondary" onPress={onPress}>
        {children}
      </Button>
    </div>
  );
}

export function ChannelsScreen({ me }: { me: Authorizable }) {
  const admins = can(me, 'manageChannels');
  const profiles = useQuery(channelQueries.profiles());
  const webhooks = useQuery(channelQueries.webhooks());
  const bots = useQuery({ ...channelQueries.discordBots(), enabled: admins });
  const disconnect = useDisconnectProfile();
  const removeWebhook = useDeleteWebhook();
  const removeBot = useDeleteDiscordBot();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const [form, setForm] = useState<OpenForm>('none');
  const close = () => setDialog({ kind: 'none' });
  const closeForm = () => setForm('none');

  function confirm() {
    switch (dialog.kind) {
      case 'disconnect':
        return disconnect.mutate(
          dialog.profile.id,
          toastOutcome(`${dialog.profile.name} disconnected.`, close),
        );
      case 'remove-webhook':
        return removeWebhook.mutate(
          dialog.webhook.id,
          toastOutcome(`Webhook ${dialog.webhook.integrationName} removed.`, close),
        );
      case 'remove-bot':
        return removeBot.mutate(
          dialog.bot.id,
          toastOutcome(`Discord bot ${dialog.bot.name} removed.`, close),
        );
      default:
        return undefined;
    }
  }

  return (
    <div className="stack">
      <PageHeader
        title="Channels"
        description="The social profiles, webhooks and bots your business profile listens to."
      />
      <ListCard
        label="Connected profiles"
        heading="Connected profiles"
        intro="A network profile is connected by signing in to that network as its owner, which hands this business profile access to its posts; disconnecting one here stops its new posts."
        query={profiles}
        columns={profileColumns({
          canDisconnect: admins,
          onStreams: (profile) => setDialog({ kind: 'streams', profile }),
          onDisconnect: (profile) => setDialog({ kind: 'disconnect', profile }),
        })}
        data={profiles.data ?? []}
        getRowId={(p) => String(p.id)}
        emptyText="No social profiles are connected. Connect a network account to start collecting its posts."
      />
      {form === 'webhook' && (
        <WebhookForm
          onCancel={closeForm}
          onDone={(w) => {
            closeForm();
            showToast(`Webhook ${w.integrationName} added. Give its URL to ${w.integrationName}.`, 'success');
          }}
        />
      )}
      <ListCard
        label="Webhooks"
        heading="Webhooks"
        intro="Point a help-desk integration at its URL to bring its tickets in."
        query={webhooks}
        columns={webhookColumns({
          canRemove: admins,
          onCopy: copyWebhookUrl,
          onRemove: (webhook) => setDialog({ kind: 'remove-webhook', webhook }),
        })}
        data={webhooks.data ?? []}
        getRowId={(w) => String(w.id)}
        emptyText="No webhooks are set up for this business profile."
      >
        <AddButton show={admins && form !== 'webhook'} onPress={() => setForm('webhook')}>
          Add webhook
        </AddButton>
      </ListCard>
      {admins && form === 'bot' && (
        <DiscordBotForm
          onCancel={closeForm}
          onDone={(b) => {
            closeForm();
            showToast(`Discord bot ${b.name} added.`, 'success');
          }}
        />
      )}
      {admins && (
        <ListCard
          label="Discord bots"
          heading="Discord bots"
          intro="A bot brings in the messages of the Discord channels it reads."
          query={bots}
          columns={discordBotColumns((bot) => setDialog({ kind: 'remove-bot', bot }))}
          data={bots.data ?? []}
          getRowId={(b) => String(b.id)}
          emptyText="No discord bot listens for this business profile."
        >
          <AddButton show={form !== 'bot'} onPress={() => setForm('bot')}>
            Add discord bot
          </AddButton>
        </ListCard>
      )}
      {dialog.kind === 'streams' && <ProfileStreamsModal profile={dialog.profile} onClose={close} />}
      <ConfirmationModal
        isOpen={
          dialog.kind === 'disconnect' || dialog.kind === 'remove-webhook' || dialog.kind === 'remove-bot'
        }
        onCancel={close}
        onConfirm={confirm}
        isPending={disconnect.isPending || removeWebhook.isPending || removeBot.isPending}
        confirmLabel={dialog.kind === 'disconnect' ? 'Disconnect' : 'Remove'}
      >
        {dialog.kind === 'disconnect' && (
          <p>
            {dialog.profile.name} (@{dialog.profile.username}) stops bringing in new posts. Posts already
            collected stay.
          </p>
        )}
        {dialog.kind === 'remove-webhook' && (
          <p>
            The URL of {dialog.webhook.integrationName} stops working: tickets it sends are no longer taken
            in. Posts already collected stay.
          </p>
        )}
        {dialog.kind === 'remove-bot' && (
          <p>
            {dialog.bot.name} stops reading {dialog.bot.guildName}. Messages already collected stay.
          </p>
        )}
      </ConfirmationModal>
    </div>
  );
}
