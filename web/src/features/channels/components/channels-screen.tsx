/**
 * spec 01 §2 /settings/channels: what the business profile listens to. The connected social
 * profiles with their streams (disconnect asks first), the webhooks that push tickets in (URL
 * built from integration_name and uuid, spec 02 §7) and, for admins, the discord bots.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '#/components/layouts/page-header.tsx';
import { Button } from '#/components/ui/button.tsx';
import { ConfirmationModal } from '#/components/ui/confirmation-modal.tsx';
import { DataTable } from '#/components/ui/data-table.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { type Authorizable, can } from '#/lib/authorization.ts';
import { readFormError } from '#/lib/read-form-error.ts';
import { type ChannelProfile, channelQueries, useDisconnectProfile } from '../api/channels.ts';
import { discordBotColumns, profileColumns, webhookColumns } from './channel-columns.tsx';
import { ProfileStreamsModal } from './profile-streams-modal.tsx';
import '../channels.css';

type Dialog = { kind: 'none' } | { kind: 'streams' | 'disconnect'; profile: ChannelProfile };

function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="card__actions" role="alert">
      <span>{readFormError(error).join(' ')}</span>
      <Button variant="secondary" onPress={retry}>
        Retry
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
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });

  function confirmDisconnect(profile: ChannelProfile) {
    disconnect.mutate(profile.id, {
      onSuccess: () => {
        close();
        showToast(`${profile.name} disconnected.`, 'success');
      },
      onError: (error) => {
        close();
        showToast(readFormError(error).join(' '));
      },
    });
  }

  return (
    <div className="stack">
      <PageHeader
        title="Channels"
        description="The social profiles, webhooks and bots your business profile listens to."
      />
      <section className="card" aria-labelledby="channel-profiles">
        <h2 id="channel-profiles" className="card__title">
          Connected profiles
        </h2>
        {profiles.isError ? (
          <LoadError error={profiles.error} retry={() => void profiles.refetch()} />
        ) : (
          <DataTable
            label="Connected profiles"
            columns={profileColumns({
              canDisconnect: admins,
              onStreams: (profile) => setDialog({ kind: 'streams', profile }),
              onDisconnect: (profile) => setDialog({ kind: 'disconnect', profile }),
            })}
            data={profiles.data ?? []}
            getRowId={(p) => String(p.id)}
            isLoading={profiles.isPending}
            emptyText="No social profiles are connected. Connect a network account to start collecting its posts."
          />
        )}
      </section>
      <section className="card" aria-labelledby="channel-webhooks">
        <h2 id="channel-webhooks" className="card__title">
          Webhooks
        </h2>
        <p className="form__intro">Point a help-desk integration at its URL to bring its tickets in.</p>
        {webhooks.isError ? (
          <LoadError error={webhooks.error} retry={() => void webhooks.refetch()} />
        ) : (
          <DataTable
            label="Webhooks"
            columns={webhookColumns}
            data={webhooks.data ?? []}
            getRowId={(w) => String(w.id)}
            isLoading={webhooks.isPending}
            emptyText="No webhooks are set up for this business profile."
          />
        )}
      </section>
      {admins && (
        <section className="card" aria-labelledby="channel-bots">
          <h2 id="channel-bots" className="card__title">
            Discord bots
          </h2>
          {bots.isError ? (
            <LoadError error={bots.error} retry={() => void bots.refetch()} />
          ) : (
            <DataTable
              label="Discord bots"
              columns={discordBotColumns}
              data={bots.data ?? []}
              getRowId={(b) => String(b.id)}
              isLoading={bots.isPending}
              emptyText="No discord bot listens for this business profile."
            />
          )}
        </section>
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
