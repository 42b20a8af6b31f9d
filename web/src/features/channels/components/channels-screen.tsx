/**
 * spec 01 §2 /settings/channels: what the business profile listens to. The connected social
 * profiles with their streams (disconnect asks first), the webhooks that push tickets in (URL
 * built from integration_name and uuid, spec 02 §7) and, for admins, the discord bots.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListCard } from '#/components/crud/crud-screen.tsx';
import { PageHeader } from '#/components/layouts/page-header.tsx';
import { ConfirmationModal } from '#/components/ui/confirmation-modal.tsx';
import { type Authorizable, can } from '#/lib/authorization.ts';
import { toastOutcome } from '#/lib/toast-outcome.ts';
import { type ChannelProfile, channelQueries, useDisconnectProfile } from '../api/channels.ts';
import { discordBotColumns, profileColumns, webhookColumns } from './channel-columns.tsx';
import { ProfileStreamsModal } from './profile-streams-modal.tsx';
import '../channels.css';

type Dialog = { kind: 'none' } | { kind: 'streams' | 'disconnect'; profile: ChannelProfile };

export function ChannelsScreen({ me }: { me: Authorizable }) {
  const admins = can(me, 'manageChannels');
  const profiles = useQuery(channelQueries.profiles());
  const webhooks = useQuery(channelQueries.webhooks());
  const bots = useQuery({ ...channelQueries.discordBots(), enabled: admins });
  const disconnect = useDisconnectProfile();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });

  function confirmDisconnect(profile: ChannelProfile) {
    disconnect.mutate(profile.id, toastOutcome(`${profile.name} disconnected.`, close));
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
      <ListCard
        label="Webhooks"
        heading="Webhooks"
        intro="Point a help-desk integration at its URL to bring its tickets in."
        query={webhooks}
        columns={webhookColumns}
        data={webhooks.data ?? []}
        getRowId={(w) => String(w.id)}
        emptyText="No webhooks are set up for this business profile."
      />
      {admins && (
        <ListCard
          label="Discord bots"
          heading="Discord bots"
          query={bots}
          columns={discordBotColumns}
          data={bots.data ?? []}
          getRowId={(b) => String(b.id)}
          emptyText="No discord bot listens for this business profile."
        />
      )}
      {dialog.kind === 'streams' && <ProfileStreamsModal profile={dialog.profile} onClose={close} />}
      <ConfirmationModal
        isOpen={dialog.kind === 'disconnect'}
        onCancel={close}
        onConfirm={() => dialog.kind === 'disconnect' && confirmDisconnect(dialog.profile)}
        isPending={disconnect.isPending}
        confirmLabel="Disconnect"
      >
        {dialog.kind === 'disconnect' && (
          <p>
            {dialog.profile.name} (@{dialog.profile.username}) stops bringing in new posts. Posts already
            collected stay.
          </p>
        )}
      </ConfirmationModal>
    </div>
  );
}
