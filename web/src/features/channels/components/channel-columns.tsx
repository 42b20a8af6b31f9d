/** The Channels tables' columns (CONVENTIONS §8: columns in their own module). */
import { NETWORKS } from '@sl/api-contract/schemas/common';
import { actionsColumn } from '#/components/crud/crud-screen.tsx';
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
    actionsColumn((p) => [
      { label: 'Streams', name: `Streams of ${p.name}`, onPress: () => actions.onStreams(p) },
      ...(actions.canDisconnect
        ? [{ label: 'Disconnect', name: `Disconnect ${p.name}`, onPress: () => actions.onDisconnect(p) }]
        : []),
    ]),
  ];
}

/** spec 02 §7: the URL as a help desk must be given it, absolute (the API answers it host-relative). */
export const absoluteWebhookUrl = (w: Webhook, origin = window.location.origin) =>
  new URL(w.url, origin).href;

export function webhookColumns(actions: {
  canRemove: boolean;
  onCopy: (w: Webhook) => void;
  onRemove: (w: Webhook) => void;
}): DataColumn<Webhook, string>[] {
  return [
    { id: 'integration', header: 'Integration', accessorFn: (w) => w.integrationName },
    {
      id: 'url',
      header: 'Webhook URL',
      enableSorting: false,
      accessorFn: (w) => absoluteWebhookUrl(w),
      cell: ({ row }) => <code className="channels__url">{absoluteWebhookUrl(row.original)}</code>,
    },
    actionsColumn((w) => [
      { label: 'Copy URL', name: `Copy the URL of ${w.integrationName}`, onPress: () => actions.onCopy(w) },
      ...(actions.canRemove
        ? [{ label: 'Remove', name: `Remove ${w.integrationName}`, onPress: () => actions.onRemove(w) }]
        : []),
    ]),
  ];
}

export function discordBotColumns(onRemove: (b: DiscordBot) => void): DataColumn<DiscordBot, string>[] {
  return [
    { id: 'name', header: 'Bot', accessorFn: (b) => b.name },
    { id: 'guild', header: 'Server', accessorFn: (b) => b.guildName },
    {
      id: 'channels',
      header: 'Channels',
      enableSorting: false,
      accessorFn: (b) => (b.channelNames.length ? b.channelNames.map((c) => `#${c}`).join(', ') : '-'),
    },
    { id: 'state', header: 'State', accessorFn: (b) => (b.active ? 'Listening' : 'Paused') },
    actionsColumn((b) => [{ label: 'Remove', name: `Remove ${b.name}`, onPress: () => onRemove(b) }]),
  ];
}
