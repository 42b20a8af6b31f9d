/** Annotation layers and annotations (spec 02 §3, §5, §7, §9). */
import { z } from 'zod';
import { humanize } from './errors.ts';
import { isoDateTime, queryList, requiredText } from './paging.ts';

/** spec 02 §9: the layer colour palette has 12 colours. Our choice of the twelve. */
export const LAYER_COLORS = [
  '#1890ff',
  '#b222d7',
  '#efac2d',
  '#13c2c2',
  '#52c41a',
  '#f5222d',
  '#fa8c16',
  '#2f54eb',
  '#eb2f96',
  '#722ed1',
  '#a0d911',
  '#8c8c8c',
] as const;
/** Our choice: who sees a layer. */
export const LAYER_TYPES = ['public', 'private'] as const;

export const layerSchema = z.object({
  id: z.number().int(),
  business_profile_id: z.number().int(),
  name: z.string(),
  color: z.string(),
  /** The brand (saved search item) the layer belongs to; null for every brand. */
  brand: z.number().int().nullable(),
  type: z.enum(LAYER_TYPES),
  created_by: z.number().int(),
});
export type LayerWire = z.infer<typeof layerSchema>;

export const layerBodySchema = z.object({
  name: requiredText(80),
  color: z.enum(LAYER_COLORS, { error: 'Wrong value!' }),
  brand: z.number().int().positive().nullable().default(null),
  type: z.enum(LAYER_TYPES, { error: 'Wrong value!' }).default('public'),
});

export const attachmentSchema = z.object({
  name: requiredText(200),
  url: z.url({ error: 'Url is not valid!', protocol: /^https?$/ }).max(2000),
});

export const annotationSchema = z.object({
  id: z.number().int(),
  business_profile_id: z.number().int(),
  name: z.string(),
  text: z.string(),
  layer_id: z.number().int(),
  anchor_date: z.string(),
  /**
   * Our extension (issue 11 "shown as plot lines/bands"; decision record 020): the instant a marked
   * period ends; null marks one instant. Records written before it read as null.
   */
  end_date: z.string().nullable().default(null),
  user_id: z.number().int(),
  attachments: z.array(attachmentSchema),
  search_item_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type AnnotationWire = z.infer<typeof annotationSchema>;

/** A band's end may not come before its start (spec 01 §5 style; our rule, like the field). */
export const END_BEFORE_ANCHOR = 'Can not be earlier than the date!';

/** The refusal of an end before the anchor, or null: one rule for the form, the body and the PATCH. */
export function endDateError(anchorDate: string, endDate: string | null | undefined): string | null {
  if (endDate === null || endDate === undefined) return null;
  return Date.parse(endDate) < Date.parse(anchorDate) ? END_BEFORE_ANCHOR : null;
}

/** '{Field name} {first error}' (spec 01 §5) of the end date, as the API's error_message. */
export const endDateErrorMessage = `${humanize('end_date')} ${END_BEFORE_ANCHOR}`;

export const annotationBodySchema = z
  .object({
    name: requiredText(120),
    text: z.string().max(5000, 'It is too long!').default(''),
    layer_id: z.number({ error: 'Should not be empty!' }).int().positive(),
    anchor_date: isoDateTime,
    /** Our extension: the end of a marked period (a band on the charts); null for one instant. */
    end_date: isoDateTime.nullable().default(null),
    attachments: z.array(attachmentSchema).max(20, 'You have chosen too many elements!').default([]),
    search_item_id: z.number().int().positive().nullable().default(null),
  })
  .superRefine((body, ctx) => {
    const error = endDateError(body.anchor_date, body.end_date);
    if (error) ctx.addIssue({ code: 'custom', path: ['end_date'], message: error });
  });

/** spec 02 §7: PATCH carries name, text, anchorDate, layerId. */
export const annotationUpdateBodySchema = z.object({
  name: requiredText(120).optional(),
  text: z.string().max(5000, 'It is too long!').optional(),
  anchor_date: isoDateTime.optional(),
  /** null ends the period (back to one instant); the mock checks it against the merged anchor. */
  end_date: isoDateTime.nullable().optional(),
  layer_id: z.number().int().positive().optional(),
  attachments: z.array(attachmentSchema).max(20, 'You have chosen too many elements!').optional(),
});

/** spec 02 §5 (mock-only check): a two-item time range and a non-empty layerIds. */
export const annotationsQuerySchema = z.object({
  layer_ids: queryList(z.coerce.number().int().positive(), 100).refine((ids) => ids.length > 0, {
    message: 'Please add at least one item!',
  }),
  time_range: queryList(isoDateTime, 2).refine(
    (r) => r.length === 2 && Date.parse(r[0]) <= Date.parse(r[1]),
    {
      message: 'Wrong value!',
    },
  ),
  search_item_id: z.coerce.number().int().positive().optional(),
});

export const layerListSchema = z.object({ data: z.array(layerSchema) });
export const annotationListSchema = z.object({ data: z.array(annotationSchema) });
/** spec 02 §7: the response has layerProperties with colors. */
export const layerPropertiesSchema = z.object({
  layer_properties: z.object({
    colors: z.array(z.object({ color: z.string(), used: z.boolean() })),
    types: z.array(z.enum(LAYER_TYPES)),
  }),
});
