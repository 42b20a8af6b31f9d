/** Reply templates (spec 01 §3, §7; spec 02 §2 templates modal, §3, §4, §5, §9). */
import { z } from 'zod';
import { visibilitySchema } from './common.ts';
import { queryList, requiredText } from './paging.ts';

/** spec 02 §2: the modal's network icon filter; a template's categories are these keys. */
export const TEMPLATE_CATEGORIES = ['twitter', 'fb', 'ig', 'rd', 'ytb', 'etoro', 'review'] as const;
export const templateCategorySchema = z.enum(TEMPLATE_CATEGORIES, { error: 'Wrong value!' });

export const templateSchema = z.object({
  id: z.number().int(),
  business_profile_id: z.number().int(),
  name: z.string(),
  message: z.string(),
  categories: z.array(templateCategorySchema),
  languages: z.array(z.string()),
  pinned: z.boolean(),
  active: z.boolean(),
  /** spec 01 §3: 1 only me (ids = the user), 2 everyone (ids = the business profile), 3 teams. */
  entity_type: visibilitySchema,
  entity_ids: z.array(z.number().int()),
  created_by: z.number().int(),
  updated_by: z.number().int(),
  /** Our choice: the last updater's name, so the list can show it without another call. */
  updated_by_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TemplateWire = z.infer<typeof templateSchema>;

/** spec 02 §5: name, message, entityType and at least one entity id are required. */
export const templateBodySchema = z.object({
  name: requiredText(120),
  message: requiredText(5000),
  categories: z.array(templateCategorySchema).max(7).default([]),
  languages: z.array(z.string().max(8)).max(200).default([]),
  entity_type: visibilitySchema,
  entity_ids: z.array(z.number().int().positive()).min(1, 'Please add at least one item!').max(200),
  active: z.boolean().optional(),
});

export const templateUpdateBodySchema = templateBodySchema.partial();

/** Our choice for PATCH /v1/templates: switch several templates on or off at once. */
export const templatesBulkBodySchema = z.object({
  ids: z.array(z.number().int().positive()).min(1, 'Please add at least one item!').max(500),
  active: z.boolean(),
});

/** spec 02 §5, §9: search on name or message, category and language filters, date sort. */
export const templatesQuerySchema = z.strictObject({
  search: z.string().max(200).optional(),
  categories: queryList(templateCategorySchema, 7).optional(),
  languages: queryList(z.string().max(8), 200).optional(),
  order: z.enum(['asc', 'desc'], { error: 'Wrong value!' }).default('desc'),
});

export const templateListSchema = z.object({ data: z.array(templateSchema) });
export const pinnedSchema = z.object({ pinned: z.boolean() });
