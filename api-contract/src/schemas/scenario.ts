/**
 * What a named scenario hands to a server: the records to load. Fixtures build it, the mock
 * loads it (hashing passwords), and specs read it to know what was seeded.
 */
import { z } from 'zod';
import { accountEventSchema } from './account-event.ts';
import { discordBotSchema, samlConfigSchema } from './admin.ts';
import { adminEmailSchema } from './admin-emails.ts';
import { alertSchema } from './alerts.ts';
import { annotationSchema, layerSchema } from './annotations.ts';
import { roleSchema } from './common.ts';
import {
  channelUserSchema,
  filterSchema,
  labelSchema,
  mutedKeywordSchema,
  ruleSchema,
  streamSchema,
  webhookSchema,
} from './configuration.ts';
import { dashboardTemplateSchema } from './dashboard-config.ts';
import { feedItemRecordSchema } from './feed.ts';
import { pinnedQuestionRecordSchema } from './helper.ts';
import { moderationEventSchema } from './moderation.ts';
import { notificationSchema } from './notification.ts';
import { searchFolderSchema, searchItemSchema } from './search.ts';
import { sentimentExcludeWordSeedSchema } from './sentiment-exclude-words.ts';
import { statusSchema } from './status.ts';
import { inviteSchema } from './team.ts';
import { templateSchema } from './templates.ts';

/** Muted keywords belong to a business profile. */
export const scenarioMutedKeywordSchema = mutedKeywordSchema.extend({
  business_profile_id: z.number().int(),
});

export const scenarioBusinessProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_url: z.string().nullable(),
  time_zone: z.string(),
  created_at: z.string(),
});

export const scenarioAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** Plain text in fixtures only; the server stores a hash. */
  password: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: roleSchema,
  business_profile_id: z.number().int(),
  team_ids: z.array(z.number().int()),
  otp_secret: z.string().nullable(),
  backup_codes: z.array(z.string()),
});

export const scenarioTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  business_profile_id: z.number().int(),
});

/** Identity seed records (issue 4): notifications, account events, SAML, discord bots, invites. */
export const scenarioNotificationSchema = notificationSchema.extend({ account_id: z.number().int() });
export const scenarioAccountEventSchema = accountEventSchema;
export const scenarioSamlConfigSchema = samlConfigSchema;
export const scenarioDiscordBotSchema = discordBotSchema;
export const scenarioInviteSchema = inviteSchema.extend({
  /** Plain in fixtures only (documented for manual sign-up); the server stores a hash. */
  token: z.string(),
});

export const scenarioSchema = z.object({
  name: z.string(),
  seed: z.number().int(),
  /** The instant the data is laid out back from (posts cover the days before it). */
  now: z.string(),
  business_profiles: z.array(scenarioBusinessProfileSchema),
  accounts: z.array(scenarioAccountSchema),
  teams: z.array(scenarioTeamSchema),
  statuses: z.array(statusSchema),
  feed_items: z.array(feedItemRecordSchema).default([]),
  moderation_events: z.array(moderationEventSchema).default([]),
  templates: z.array(templateSchema).default([]),
  alerts: z.array(alertSchema).default([]),
  annotation_layers: z.array(layerSchema).default([]),
  annotations: z.array(annotationSchema).default([]),
  rules: z.array(ruleSchema).default([]),
  muted_keywords: z.array(scenarioMutedKeywordSchema).default([]),
  labels: z.array(labelSchema).default([]),
  streams: z.array(streamSchema).default([]),
  filters: z.array(filterSchema).default([]),
  webhooks: z.array(webhookSchema).default([]),
  channel_users: z.array(channelUserSchema).default([]),
  admin_emails: z.array(adminEmailSchema).default([]),
  pinned_questions: z.array(pinnedQuestionRecordSchema).default([]),
  /** spec 02 §2, §3: saved searches in all three categories, and their folders. */
  search_items: z.array(searchItemSchema).default([]),
  search_folders: z.array(searchFolderSchema).default([]),
  notifications: z.array(scenarioNotificationSchema).default([]),
  account_events: z.array(scenarioAccountEventSchema).default([]),
  saml_configs: z.array(scenarioSamlConfigSchema).default([]),
  discord_bots: z.array(scenarioDiscordBotSchema).default([]),
  team_member_invites: z.array(scenarioInviteSchema).default([]),
  /** spec 02 §3: sentiment exclude words in their seed form (term → replacement or null). */
  sentiment_exclude_words: z.array(sentimentExcludeWordSeedSchema).default([]),
  /** spec 02 §3: dashboard templates (a default one with every widget per profile). */
  dashboard_templates: z.array(dashboardTemplateSchema).default([]),
});
export type Scenario = z.input<typeof scenarioSchema>;
export type ScenarioAccount = z.infer<typeof scenarioAccountSchema>;
