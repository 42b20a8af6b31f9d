/** Topics (spec 02 §3 Topic: id, name, type, keywords, entity_type, entity_ids; spec 02 §7 /v1/topics). */
import { z } from 'zod';
import { MESSAGES } from './errors.ts';

export const TOPIC_TYPES = ['keyword'] as const;

export const topicSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(TOPIC_TYPES),
  keywords: z.array(z.string()),
  entity_type: z.number().int(),
  entity_ids: z.array(z.number().int()),
  business_profile_id: z.number().int(),
});
export type TopicWire = z.infer<typeof topicSchema>;

export const topicBodySchema = z.object({
  name: z
    .string({ error: MESSAGES.topicNameRequired })
    .trim()
    .min(1, MESSAGES.topicNameRequired)
    .max(100, MESSAGES.maxLength),
  type: z.enum(TOPIC_TYPES, { error: MESSAGES.topicType }),
  keywords: z
    .array(z.string().trim().min(1, MESSAGES.required).max(100, MESSAGES.maxLength))
    .max(100, MESSAGES.maxElements)
    .default([]),
  entity_type: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(2),
  entity_ids: z.array(z.number().int()).max(100).default([]),
});
export const topicIdParamsSchema = z.object({ id: z.coerce.number().int().min(1, 'Wrong value!') });

/** A system admin may create a topic for another business profile; others use their own. */
export const topicCreateBodySchema = topicBodySchema.extend({
  business_profile_id: z.number().int().min(1).optional(),
});
export const topicsQuerySchema = z.object({
  business_profile_id: z.coerce.number().int().min(1, 'Wrong value!').optional(),
});
