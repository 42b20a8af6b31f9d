/**
 * The profile's channels (spec 01 §7 "Other"; spec 02 §7): connected social profiles (GET and
 * DELETE /v1/users), the streams of one profile (GET /v1/users/items), webhooks (GET /webhooks,
 * URL built from integration_name and uuid) and discord bots (GET .../discord_bots), with our
 * extension's add and remove of the last two (issue 14).
 */
import type { BodyOf, ResponseOf } from '@sl/api-contract/client';
import { admin, configuration } from '@sl/api-contract/endpoints';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';
import { queryClient } from '#/lib/query-client.ts';

export type ChannelProfile = ResponseOf<typeof configuration.listUsers>['data'][number];
export type ChannelStream = ResponseOf<typeof configuration.listUserItems>['data'][number];
export type Webhook = ResponseOf<typeof configuration.listWebhooks>['data'][number];
export type DiscordBot = ResponseOf<typeof admin.adminListDiscordBots>[number];
export type WebhookInput = BodyOf<typeof configuration.createWebhook>;
export type DiscordBotInput = BodyOf<typeof admin.adminCreateDiscordBot>;

export const channelQueries = {
  all: ['channels'] as const,
  profiles: () =>
    queryOptions({
      queryKey: [...channelQueries.all, 'profiles'],
      queryFn: ({ signal }) => apiClient.call(configuration.listUsers, { query: {}, signal }),
      select: (r) => r.data,
    }),
  streams: (profileId: number) =>
    queryOptions({
      queryKey: [...channelQueries.all, 'streams', profileId],
      queryFn: ({ signal }) =>
        apiClient.call(configuration.listUserItems, { query: { profileId: String(profileId) }, signal }),
      select: (r) => r.data,
    }),
  webhooks: () =>
    queryOptions({
      queryKey: [...channelQueries.all, 'webhooks'],
      queryFn: ({ signal }) => apiClient.call(configuration.listWebhooks, { query: {}, signal }),
      select: (r) => r.data,
    }),
  discordBots: () =>
    queryOptions({
      queryKey: [...channelQueries.all, 'discord-bots'],
      queryFn: ({ signal }) => apiClient.call(admin.adminListDiscordBots, { query: {}, signal }),
    }),
};

export const useDisconnectProfile = () =>
  useMutation({
    mutationFn: (id: number) => apiClient.call(configuration.deleteUser, { params: { id: String(id) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelQueries.all }),
  });

const afterWrite = (key: 'webhooks' | 'discord-bots') => () =>
  queryClient.invalidateQueries({ queryKey: [...channelQueries.all, key] });

export const useCreateWebhook = () =>
  useMutation({
    mutationFn: (body: WebhookInput) => apiClient.call(configuration.createWebhook, { body }),
    onSuccess: afterWrite('webhooks'),
  });

export const useDeleteWebhook = () =>
  useMutation({
    mutationFn: (id: number) => apiClient.call(configuration.deleteWebhook, { params: { id: String(id) } }),
    onSuccess: afterWrite('webhooks'),
  });

export const useCreateDiscordBot = () =>
  useMutation({
    mutationFn: (body: DiscordBotInput) => apiClient.call(admin.adminCreateDiscordBot, { body }),
    onSuccess: afterWrite('discord-bots'),
  });

export const useDeleteDiscordBot = () =>
  useMutation({
    mutationFn: (id: number) => apiClient.call(admin.adminDeleteDiscordBot, { params: { id: String(id) } }),
    onSuccess: afterWrite('discord-bots'),
  });
