/**
 * The dashboard's configuration calls (spec 02 §7): the context selector (read via POST),
 * dashboard templates, and the feed hash a drill-down opens. Our choice for access: every
 * signed-in user reads; guests (spec 02 §6 role 4) read only, the other roles save templates.
 */

import { z } from 'zod';
import { ROLES } from '../schemas/common.ts';
import * as s from '../schemas/dashboard-config.ts';
import { endpoint } from './define.ts';

const EDITORS = [ROLES.SYS_ADMIN, ROLES.ADMIN, ROLES.AGENT] as const;

export const dashboardSelector = endpoint('dashboardConfig.selector', 'POST', '/v1/dashboard_selector', {
  readViaPost: true,
  body: s.dashboardSelectorBodySchema,
  response: s.dashboardSelectorResponseSchema,
  summary:
    'The contexts the caller may pick (brand, own and team searches), categories and sections; colours of the selected ones',
});

export const listDashboardTemplates = endpoint(
  'dashboardConfig.listTemplates',
  'GET',
  '/v1/dashboard/templates',
  {
    response: z.array(s.dashboardTemplateSchema),
    summary: "The business profile's dashboard templates",
  },
);

export const getDashboardTemplate = endpoint(
  'dashboardConfig.getTemplate',
  'GET',
  '/v1/dashboard/templates/:id',
  {
    params: s.dashboardTemplateIdParamsSchema,
    response: s.dashboardTemplateSchema,
    summary: 'One dashboard template',
  },
);

export const createDashboardTemplate = endpoint(
  'dashboardConfig.createTemplate',
  'POST',
  '/v1/dashboard/templates',
  {
    body: s.dashboardTemplateCreateBodySchema,
    response: s.dashboardTemplateSchema,
    access: { kind: 'session', roles: EDITORS },
    summary: 'Save a dashboard as a template: time, interval, contexts and widgets with their settings',
  },
);

export const updateDashboardTemplate = endpoint(
  'dashboardConfig.updateTemplate',
  'PATCH',
  '/v1/dashboard/templates/:id',
  {
    params: s.dashboardTemplateIdParamsSchema,
    body: s.dashboardTemplatePatchBodySchema,
    response: s.dashboardTemplateSchema,
    access: { kind: 'session', roles: EDITORS },
    summary: 'Change some fields of a dashboard template',
  },
);

export const createFeedHash = endpoint('dashboardConfig.createFeedHash', 'POST', '/v1/dashboard/feeds/hash', {
  body: s.feedHashBodySchema,
  response: s.feedHashCreatedSchema,
  summary:
    'Store the definition of a drill-down feed (context, range, view); the same definition gets the same id',
});

export const getFeedHash = endpoint('dashboardConfig.getFeedHash', 'GET', '/v1/dashboard/feeds/hash', {
  query: s.feedHashQuerySchema,
  response: s.feedHashResponseSchema,
  summary: 'A stored feed definition and a page of the posts behind it (newest first, 6 per page)',
});
