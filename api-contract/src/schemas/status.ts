/**
 * A collected post, review or ticket as the store keeps it and the API returns it (spec 02 §3
 * feed item / nested status). Our choice: flat fields so a million of them stay cheap.
 */
import { z } from 'zod';
import { networkKeySchema } from './common.ts';

export const statusSchema = z.object({
  id: z.number().int(),
  status_id: z.string(),
  business_profile_id: z.number().int(),
  social_type: networkKeySchema,
  /** ISO 8601, UTC. */
  created_at: z.string(),
  /** ISO 639 code; 'und' Other, 'qme' Emoji (spec 01 §3). */
  language: z.string(),
  /** ISO 3166 alpha-2; '' Other. */
  country: z.string(),
  /** Canonical -1 / 0 / 1 (spec 01 §9). */
  sentiment: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  title: z.string().nullable(),
  full_text: z.string(),
  url: z.string(),
  author_id: z.string(),
  username: z.string(),
  author_name: z.string(),
  followers_count: z.number().int().nonnegative(),
  verified: z.boolean(),
  favorite_count: z.number().int().nonnegative(),
  reply_count: z.number().int().nonnegative(),
  share_count: z.number().int().nonnegative(),
  /** likes + replies + shares */
  total_engagements: z.number().int().nonnegative(),
  reach: z.number().int().nonnegative(),
  /** 1–5 on review networks, else null. */
  rating: z.number().int().min(1).max(5).nullable(),
  /** Support tickets (zendesk, intercom, helpshift): when the first reply went out. */
  first_reply_at: z.string().nullable(),
});
export type StatusWire = z.infer<typeof statusSchema>;
