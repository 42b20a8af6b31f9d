/**
 * Sentiment exclude words (spec 01 §2 account settings "sentiment (exclude terms)", spec 02 §3,
 * §7): terms removed from (or replaced in) a post's text before its sentiment is scored, limited
 * to some languages and networks. The wire record is the mock list row of spec 02 §3
 * (text_to_exclude, replace_with, languages, social_types, id; camelCased by the client).
 */
import { z } from 'zod';
import { networkKeySchema } from './common.ts';
import { MESSAGES } from './errors.ts';

export const sentimentExcludeWordSchema = z.object({
  id: z.number().int(),
  text_to_exclude: z.string(),
  /** null: the term is removed; otherwise it is replaced by this text. */
  replace_with: z.string().nullable(),
  /** Empty: every language. */
  languages: z.array(z.string()),
  /** Empty: every network. */
  social_types: z.array(networkKeySchema),
  business_profile_id: z.number().int(),
});
export type SentimentExcludeWordWire = z.infer<typeof sentimentExcludeWordSchema>;

/** Our choice: the one length limit of a term and of its replacement (the mock and the web form read it here). */
export const EXCLUDE_TERM_MAX_LENGTH = 200;

/** A term, or a chosen replacement: trimmed, required, at most EXCLUDE_TERM_MAX_LENGTH (spec 01 §5 messages). */
export const excludeTermTextSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(EXCLUDE_TERM_MAX_LENGTH, MESSAGES.maxLength);

/** Our choice (spec 02 §7 shows no body): the fields of the list row, snake_case on the wire. */
export const sentimentExcludeWordBodySchema = z.object({
  text_to_exclude: excludeTermTextSchema,
  /** null or '' (kept for API clients): the term is removed. */
  replace_with: z.string().trim().max(EXCLUDE_TERM_MAX_LENGTH, MESSAGES.maxLength).nullable().default(null),
  languages: z
    .array(z.string().trim().min(2, MESSAGES.isFormatValid).max(8, MESSAGES.isFormatValid))
    .max(300, MESSAGES.maxElements)
    .default([]),
  social_types: z.array(networkKeySchema).max(24, MESSAGES.maxElements).default([]),
  /** A system admin may manage another business profile's terms; others manage their own. */
  business_profile_id: z.number().int().min(1).optional(),
});

/**
 * The exclude-term form's body (spec 01 §2 account settings): the API's body, except that choosing
 * to replace the term needs a replacement; removing it sends replace_with null.
 */
export const sentimentExcludeWordFormSchema = sentimentExcludeWordBodySchema.extend({
  replace_with: excludeTermTextSchema.nullable(),
});

export const sentimentExcludeWordsQuerySchema = z.object({
  business_profile_id: z.coerce.number().int().min(1, 'Wrong value!').optional(),
});

export const sentimentExcludeWordIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1, 'Wrong value!'),
});

/** The seed form (spec 02 §3 "In seed data"): one group of terms sharing languages and networks. */
export const sentimentExcludeWordSeedSchema = z.object({
  business_profile_id: z.number().int(),
  /** Term → replacement, or null to remove the term. */
  exclude_terms: z.record(z.string(), z.string().nullable()),
  languages: z.array(z.string()).default([]),
  social_types: z.array(networkKeySchema).default([]),
});
export type SentimentExcludeWordSeed = z.input<typeof sentimentExcludeWordSeedSchema>;
