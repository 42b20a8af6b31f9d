/**
 * Reply templates, alerts, annotations and moderation events (spec 01 §7; spec 02 §7).
 * Paths exactly as the spec writes them: alerts have no /v1.
 */
import { z } from 'zod';
import { alertBodySchema, alertListSchema, alertSchema, alertsQuerySchema } from '../schemas/alerts.ts';
import {
  annotationBodySchema,
  annotationListSchema,
  annotationSchema,
  annotationsQuerySchema,
  annotationUpdateBodySchema,
  layerBodySchema,
  layerListSchema,
  layerPropertiesSchema,
  layerSchema,
} from '../schemas/annotations.ts';
import {
  moderationEventsSchema,
  moderationFilterOptionsSchema,
  moderationQuerySchema,
} from '../schemas/moderation.ts';
import { idParamsSchema } from '../schemas/paging.ts';
import {
  pinnedSchema,
  templateBodySchema,
  templateListSchema,
  templateSchema,
  templatesBulkBodySchema,
  templatesQuerySchema,
  templateUpdateBodySchema,
} from '../schemas/templates.ts';
import { endpoint } from './define.ts';

/** Our choice: guests read these but change nothing (spec 01 §6 reduced guest menu). */
const WRITERS = { kind: 'session', roles: [0, 1, 2] } as const;

// Templates (spec 01 §7) ----------------------------------------------------------------------

export const listTemplates = endpoint('templates.list', 'GET', '/v1/templates', {
  query: templatesQuerySchema,
  response: templateListSchema,
  summary: 'Templates the caller may see, pinned first then by date (spec 02 §9)',
});
export const createTemplate = endpoint('templates.create', 'POST', '/v1/templates', {
  body: templateBodySchema,
  response: templateSchema,
  access: WRITERS,
  summary: 'Create a template with its visibility (spec 02 §5)',
});
export const bulkUpdateTemplates = endpoint('templates.bulkUpdate', 'PATCH', '/v1/templates', {
  body: templatesBulkBodySchema,
  response: templateListSchema,
  access: WRITERS,
  summary: 'Switch several visible templates on or off (our choice of body)',
});
export const updateTemplate = endpoint('templates.update', 'PATCH', '/v1/templates/:id', {
  params: idParamsSchema,
  body: templateUpdateBodySchema,
  response: templateSchema,
  access: WRITERS,
  summary: 'Update a visible template',
});
export const deleteTemplate = endpoint('templates.delete', 'DELETE', '/v1/templates/:id', {
  params: idParamsSchema,
  response: z.object({}),
  status: 204,
  responseType: 'empty',
  access: WRITERS,
  summary: 'Delete a visible template',
});
export const pinTemplate = endpoint('templates.pin', 'POST', '/v1/templates/:id/pin', {
  params: idParamsSchema,
  response: pinnedSchema,
  status: 200,
  access: WRITERS,
  summary: 'Pin a template (spec 02 §4)',
});
export const unpinTemplate = endpoint('templates.unpin', 'DELETE', '/v1/templates/:id/pin', {
  params: idParamsSchema,
  response: pinnedSchema,
  access: WRITERS,
  summary: 'Unpin a template (spec 02 §4)',
});

// Alerts (spec 01 §7: no /v1) ------------------------------------------------------------------

export const listAlerts = endpoint('alerts.list', 'GET', '/alerts', {
  query: alertsQuerySchema,
  response: alertListSchema,
  camelCaseResponse: true,
  summary: 'Alerts of the business profile (our choice: the spec shows no list call)',
});
export const getAlert = endpoint('alerts.get', 'GET', '/alerts/:id', {
  params: idParamsSchema,
  response: alertSchema,
  camelCaseResponse: true,
  summary: 'One alert',
});
export const createAlert = endpoint('alerts.create', 'POST', '/alerts', {
  body: alertBodySchema,
  response: alertSchema,
  camelCaseResponse: true,
  access: WRITERS,
  summary: 'Create an alert on a saved search (spec 02 §3 fields)',
});
export const updateAlert = endpoint('alerts.update', 'PUT', '/alerts/:id', {
  params: idParamsSchema,
  body: alertBodySchema,
  response: alertSchema,
  camelCaseResponse: true,
  access: WRITERS,
  summary: 'Replace an alert',
});
export const deleteAlert = endpoint('alerts.delete', 'DELETE', '/alerts/:id', {
  params: idParamsSchema,
  response: z.object({}),
  status: 204,
  responseType: 'empty',
  access: WRITERS,
  summary: 'Delete an alert',
});
export const toggleAlert = endpoint('alerts.toggle', 'POST', '/alerts/:id/toggle-state', {
  params: idParamsSchema,
  response: alertSchema,
  status: 200,
  camelCaseResponse: true,
  access: WRITERS,
  summary: 'Flip isMuted (spec 02 §4)',
});

// Annotations (spec 02 §7) --------------------------------------------------------------------

export const listLayers = endpoint('annotations.layers', 'GET', '/v1/annotations/layers', {
  response: layerListSchema,
  summary: 'Annotation layers of the business profile',
});
export const createLayer = endpoint('annotations.createLayer', 'POST', '/v1/annotations/layers', {
  body: layerBodySchema,
  response: layerSchema,
  access: WRITERS,
  summary: 'Create a layer; its colour comes from the 12-colour palette and must be free',
});
export const updateLayer = endpoint('annotations.updateLayer', 'PATCH', '/v1/annotations/layers/:id', {
  params: idParamsSchema,
  body: layerBodySchema.partial(),
  response: layerSchema,
  access: WRITERS,
  summary: 'Update a layer',
});
export const deleteLayer = endpoint('annotations.deleteLayer', 'DELETE', '/v1/annotations/layers/:id', {
  params: idParamsSchema,
  response: z.object({}),
  status: 204,
  responseType: 'empty',
  access: WRITERS,
  summary: 'Delete a layer and its annotations',
});
export const layerProperties = endpoint(
  'annotations.layerProperties',
  'GET',
  '/v1/annotations/layers_properties',
  {
    response: layerPropertiesSchema,
    summary: 'The palette with the colours already used, and the layer types',
  },
);
export const listAnnotations = endpoint('annotations.list', 'GET', '/v1/annotations/annotations', {
  query: annotationsQuerySchema,
  response: annotationListSchema,
  summary: 'Annotations of the given layers in a two-item time range (spec 02 §5)',
});
export const createAnnotation = endpoint('annotations.create', 'POST', '/v1/annotations/annotations', {
  body: annotationBodySchema,
  response: annotationSchema,
  access: WRITERS,
  summary: 'Create an annotation on a layer',
});
export const updateAnnotation = endpoint('annotations.update', 'PATCH', '/v1/annotations/annotations/:id', {
  params: idParamsSchema,
  body: annotationUpdateBodySchema,
  response: annotationSchema,
  access: WRITERS,
  summary: 'Update name, text, anchorDate or layerId',
});
export const deleteAnnotation = endpoint('annotations.delete', 'DELETE', '/v1/annotations/annotations/:id', {
  params: idParamsSchema,
  response: z.object({}),
  status: 204,
  responseType: 'empty',
  access: WRITERS,
  summary: 'Delete an annotation',
});

// Moderation events (spec 02 §7) -------------------------------------------------------------------

export const moderationEvents = endpoint('moderation.events', 'GET', '/v1/moderation/events', {
  query: moderationQuerySchema,
  response: moderationEventsSchema,
  summary: "Moderation events, 8 per page, order 'field asc|desc', filters",
});
export const moderationFilters = endpoint('moderation.filters', 'GET', '/v1/moderation/filters', {
  query: moderationQuerySchema,
  response: moderationFilterOptionsSchema,
  summary: 'The values the events can be filtered by, with counts, under results',
});
export const moderationExport = endpoint('moderation.export', 'GET', '/v1/moderation/events/export-to-csv', {
  query: moderationQuerySchema,
  response: z.string(),
  responseType: 'text',
  summary: 'Every event matching the filters, in order, as CSV',
});
