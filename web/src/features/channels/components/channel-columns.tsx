/** The Channels tables' columns (CONVENTIONS §8: columns in their own module). */
import { NETWORKS } from '@sl/api-contract/schemas/common';
import { Button } from '#/components/ui/button.tsx';
import type { DataColumn } from '#/components/ui/data-table.tsx';
import { NetworkIcon } from '#/components/ui/network-icon.tsx';
import type { ChannelProfile, DiscordBot, Webhook } from '../api/channels.ts';

const networkName = (key: string) => NETWORKS.find((n) => n.key === key)?.name ?? key;

export function profileColumns(actions: {
  canDisconnect: boolean;
  onStreams: (p: ChannelProfile) => void;
  onDisconnect: (p: ChannelProfile) => void;
}): DataColumn<ChannelProfile, string | number>[] {
  return [
    { id: 'name', header: 'Profile', accessorFn: (p) => p.name },
    {
      id: 'network',
      header: 'Network',
      accessorFn: (p) => networkName(p.socialType),
      cell: ({ row }) => (
        <span className="channels__network">
          <NetworkIcon network={row.original.socialType} />
          {networkName(row.original.socialType)}
        </span>
      ),
    },
    { id: 'username', header: 'Username', accessorFn: (p) => p.username },
    {
      id: 'followers',
      header: 'Followers',
      accessorFn: (p) => p.followersCount,
      cell: ({ row }) => row.original.followersCount.toLocaleString('en-GB'),
    },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      accessorFn: () => '',
      cell: ({ row }) => (
        <span className="card__actions">
          <Button
            variant="quiet"
            className="button--small"
            aria-label={`Streams of ${row.original.name}`}
            onPress={() => actions.onStreams(row.original)}
          >
            Streams
          </Button>
          {actions.canDisconnect && (
            <Button
              variant="quiet"
              className="button--small"
              aria-label={`Disconnect ${row.original.name}`}
              onPress={() => actions.onDisconnect(row.original)}
            >
              Disconnect
            </Button>
          )}
        </span>
      ),
    },
  ];
}

export const webhookColumns: DataColumn<Webhook, string>[] = [
  { id: 'integration', header: 'Integration', accessorFn: (w) => w.integrationName },
  {
    id: 'url',
    header: 'Webhook URL',
    enableSorting: false,
    accessorFn: (w) => w.url,
    cell: ({ row }) => <code className="channels__url">{row.original.url}</code>,
  },
];

export const discordBotColumns: DataColumn<DiscordBot, string>[] = [
  { id: 'name', header: 'Bot', accessorFn: (b) => b.name },
  { id: 'guild', header: 'Server', accessorFn: (b) => b.guildName },
  {
    id: 'channels',
    header: 'Channels',
    enableSorting: false,
    accessorFn: (b) => (b.channelNames.length ? b.channelNames.map((c) => `#${c}`).join(', ') : '-'),
  },
  { id: 'state', header: 'State', accessorFn: (b) => (b.active ? 'Active' : 'Paused') },
];
