/**
 * What a named scenario hands to a server: the records to load. Fixtures build it, the mock
 * loads it (hashing passwords), and specs read it to know what was seeded.
 */
import { z } from 'zod';
import { roleSchema } from './common.ts';
import { dashboardTemplateSchema } from './dashboard-config.ts';
import { searchFolderSchema, searchItemSchema } from './search.ts';
import { sentimentExcludeWordSeedSchema } from './sentiment-exclude-words.ts';
import { statusSchema } from './status.ts';

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

export const scenarioSchema = z.object({
  name: z.string(),
  seed: z.number().int(),
  /** The instant the data is laid out back from (posts cover the days before it). */
  now: z.string(),
  business_profiles: z.array(scenarioBusinessProfileSchema),
  accounts: z.array(scenarioAccountSchema),
  teams: z.array(scenarioTeamSchema),
  statuses: z.array(statusSchema),
  /** spec 02 §2, §3: saved searches in all three categories, and their folders. */
  search_items: z.array(searchItemSchema).default([]),
  search_folders: z.array(searchFolderSchema).default([]),
  /** spec 02 §3: sentiment exclude words in their seed form (term → replacement or null). */
  sentiment_exclude_words: z.array(sentimentExcludeWordSeedSchema).default([]),
  /** spec 02 §3: dashboard templates (a default one with every widget per profile). */
  dashboard_templates: z.array(dashboardTemplateSchema).default([]),
});
export type Scenario = z.input<typeof scenarioSchema>;
export type ScenarioAccount = z.infer<typeof scenarioAccountSchema>;
