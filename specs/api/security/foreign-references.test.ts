/**
 * issue 16 #8: a write that names another business profile's records (team, account, label,
 * saved search, filter, layer …) is refused with a 4xx and changes nothing. Each row is sent by
 * admin@globex.test (profile 11) twice: first naming an Acme (profile 1) record — refused, the
 * store unchanged — then naming Globex's own record of the same kind — accepted, which proves
 * the body is otherwise valid and the refusal is about the foreign id.
 */
import { alertBodySchema } from '@sl/api-contract/schemas/alerts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW, signIn, startApp } from '../support/app.ts';

const ACME = 1;
const GLOBEX = 11;

let app: FastifyInstance;
let globex: Record<string, string>;
beforeAll(async () => {
  app = await startApp();
  globex = (await signIn(app, 'admin@globex.test')).headers;
});
afterAll(() => app.close());

type Collections = FastifyInstance['store']['collections'];
/** The first record of a collection in a profile (the row fails loudly if there is none). */
function firstOf(
  name: keyof Collections,
  profileId: number,
  accept: (r: never) => boolean = () => true,
): number {
  const records = app.store.collections[name].all() as { id: number; business_profile_id: number }[];
  const r = records.find((x) => x.business_profile_id === profileId && accept(x as never));
  if (!r) throw new Error(`no ${String(name)} record in profile ${profileId}`);
  return r.id;
}
const activeAccount = (profileId: number) =>
  firstOf('accounts', profileId, (a: { state: number }) => a.state === 1);

/** Every collection's records, to prove a refused write changed nothing. */
const snapshot = () =>
  JSON.stringify(Object.entries(app.store.collections).map(([name, c]) => [name, c.all()]));

interface Row {
  name: string;
  method: 'POST' | 'PATCH' | 'PUT';
  url: () => string;
  body: (profileId: number) => Record<string, unknown>;
}

const alertBody = (profileId: number) => {
  const alert = app.store.collections.alerts.all().find((a) => a.business_profile_id === GLOBEX);
  if (!alert) throw new Error('no Globex alert');
  return { ...alertBodySchema.parse(alert), search_id: firstOf('searchItems', profileId) };
};

const ROWS: Row[] = [
  {
    name: 'PATCH /v1/accounts/:id team_ids',
    method: 'PATCH',
    url: () => `/api/v1/accounts/${activeAccount(GLOBEX)}`,
    body: (p) => ({ team_ids: [firstOf('teams', p)] }),
  },
  {
    name: 'POST /v1/teams account_ids',
    method: 'POST',
    url: () => '/api/v1/teams',
    body: (p) => ({ name: `Refs ${p}`, account_ids: [activeAccount(p)] }),
  },
  {
    name: 'PATCH /v1/teams/:id account_ids',
    method: 'PATCH',
    url: () => `/api/v1/teams/${firstOf('teams', GLOBEX)}`,
    body: (p) => ({ account_ids: [activeAccount(p)] }),
  },
  {
    name: 'POST /v1/feed-items/:id/assign account_id',
    method: 'POST',
    url: () => `/api/v1/feed-items/${firstOf('feedItems', GLOBEX)}/assign`,
    body: (p) => ({ account_id: activeAccount(p) }),
  },
  {
    name: 'POST /v1/feed-items/:id/set-labels label_ids',
    method: 'POST',
    url: () => `/api/v1/feed-items/${firstOf('feedItems', GLOBEX)}/set-labels`,
    body: (p) => ({ label_ids: [firstOf('labels', p)] }),
  },
  {
    name: 'POST /labels context_id (a team)',
    method: 'POST',
    url: () => '/api/labels',
    body: (p) => ({ name: `Team label ${p}`, context_type: 'team', context_id: firstOf('teams', p) }),
  },
  {
    name: 'PATCH /v1/admin/emails/:id reciver_account_id',
    method: 'PATCH',
    url: () => `/api/v1/admin/emails/${firstOf('adminEmails', GLOBEX)}`,
    body: (p) => ({ reciver_account_id: activeAccount(p) }),
  },
  {
    name: 'PATCH /v1/admin/emails/:id search_id',
    method: 'PATCH',
    url: () => `/api/v1/admin/emails/${firstOf('adminEmails', GLOBEX)}`,
    body: (p) => ({ search_id: firstOf('searchItems', p) }),
  },
  {
    name: 'PATCH /v1/admin/emails/:id articles_filter_id',
    method: 'PATCH',
    url: () => `/api/v1/admin/emails/${firstOf('adminEmails', GLOBEX)}`,
    body: (p) => ({ articles_filter_id: firstOf('filters', p) }),
  },
  {
    name: 'PATCH /v1/admin/rules/:id label_ids',
    method: 'PATCH',
    url: () => `/api/v1/admin/rules/${firstOf('rules', GLOBEX)}`,
    body: (p) => ({ label_ids: [firstOf('labels', p)] }),
  },
  {
    name: 'POST /alerts search_id',
    method: 'POST',
    url: () => '/api/alerts',
    body: alertBody,
  },
  {
    name: 'POST /v1/annotations/annotations layer_id',
    method: 'POST',
    url: () => '/api/v1/annotations/annotations',
    body: (p) => ({
      name: 'Launch',
      layer_id: firstOf('annotationLayers', p),
      anchor_date: FIXED_NOW.toISOString(),
    }),
  },
  {
    name: 'POST /v1/annotations/annotations search_item_id',
    method: 'POST',
    url: () => '/api/v1/annotations/annotations',
    body: (p) => ({
      name: 'Pinned',
      layer_id: firstOf('annotationLayers', GLOBEX),
      anchor_date: FIXED_NOW.toISOString(),
      search_item_id: firstOf('searchItems', p),
    }),
  },
  {
    name: 'POST /v1/dashboard/templates config.context_ids',
    method: 'POST',
    url: () => '/api/v1/dashboard/templates',
    body: (p) => ({ name: `Ctx ${p}`, config: { context_ids: [firstOf('searchItems', p)], widgets: [] } }),
  },
  {
    name: 'POST /v1/dashboard/templates widget layer_ids',
    method: 'POST',
    url: () => '/api/v1/dashboard/templates',
    body: (p) => ({
      name: `Layers ${p}`,
      config: {
        context_ids: [],
        widgets: [{ id: 'topics', config: { layer_ids: [firstOf('annotationLayers', p)] } }],
      },
    }),
  },
];

describe('issue 16 #8: references to another business profile are refused on write', () => {
  it.each(ROWS)('$name: an Acme id is refused and nothing changes; a Globex id is accepted', async (row) => {
    const before = snapshot();
    const refused = await app.inject({
      method: row.method,
      url: row.url(),
      headers: globex,
      payload: row.body(ACME),
    });
    expect(refused.statusCode, refused.body).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode, refused.body).toBeLessThan(500);
    expect(refused.json().error_message).toEqual(expect.any(String));
    expect(snapshot()).toBe(before);

    const own = await app.inject({
      method: row.method,
      url: row.url(),
      headers: globex,
      payload: row.body(GLOBEX),
    });
    expect(own.statusCode, own.body).toBeLessThan(300);
  });
});
