/** Shared dashboard links (spec 01 §7 "Shared links"). The list and the create share a path: the list is a read via POST. */
import { z } from 'zod';
import * as s from '../schemas/shared-links.ts';
import { endpoint } from './define.ts';

export const listSharedLinks = endpoint('sharedLinks.list', 'POST', '/v1/dashboard_shared_links', {
  readViaPost: true,
  body: z.object({}).optional(),
  response: z.object({ links: z.array(s.sharedLinkSchema) }),
  summary: "The caller's business profile's shared links",
});

export const openSharedLink = endpoint('sharedLinks.open', 'POST', '/v1/dashboard_shared_links/:code', {
  readViaPost: true,
  params: s.sharedLinkCodeParamsSchema,
  body: z.object({}).optional(),
  response: s.sharedLinkSchema,
  access: { kind: 'session', sharedLink: true },
  summary: 'Open a shared link by its code (anonymous viewers carry it as Shared-Link-Code)',
});

export const createSharedLink = endpoint('sharedLinks.create', 'POST', '/v1/dashboard_shared_links', {
  body: s.sharedLinkBodySchema,
  response: s.sharedLinkSchema,
  // spec 01 §6: guests read (their menu is Settings and Logout); sharing publishes data.
  access: { kind: 'session', roles: [0, 1, 2] },
  summary: 'Share a dashboard: its widgets, contexts and time',
});

export const updateSharedLink = endpoint('sharedLinks.update', 'PUT', '/v1/dashboard_shared_links/:id', {
  params: s.sharedLinkIdParamsSchema,
  body: s.sharedLinkBodySchema,
  response: s.sharedLinkSchema,
  access: { kind: 'session', roles: [0, 1, 2] },
  summary: 'Change a shared link (same body as create)',
});

/** Not in spec 01 §7: the dashboard's "Shared links" list deletes a link (decision record 014). */
export const deleteSharedLink = endpoint('sharedLinks.delete', 'DELETE', '/v1/dashboard_shared_links/:id', {
  params: s.sharedLinkIdParamsSchema,
  response: z.object({}),
  status: 204,
  responseType: 'empty',
  access: { kind: 'session', roles: [0, 1, 2] },
  summary: 'Delete a shared link: its code stops opening anything',
});
