/**
 * The dashboard context selector (spec 02 §2, §3, §5, §7) and dashboard templates (spec 02 §3,
 * §7) on the default scenario's saved searches (fixtures/README.md "Saved searches").
 */
import { CONTEXT_COLORS, WIDGET_IDS } from '@sl/api-contract/schemas/common';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signIn, startApp } from '../support/app.ts';

let app: FastifyInstance;
let admin: SignedIn;
let agent: SignedIn;
let guest: SignedIn;

beforeAll(async () => {
  app = await startApp();
  admin = await signIn(app, 'admin@acme.test');
  agent = await signIn(app, 'agent@acme.test');
  guest = await signIn(app, 'guest@acme.test');
});
afterAll(() => app.close());

const selector = (who: SignedIn, payload: object = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/dashboard_selector',
    headers: { ...who.headers, 'x-http-method-override': 'GET' },
    payload,
  });

describe('spec 02 §2: the dashboard context selector', () => {
  it("offers brand searches, the caller's own searches and the caller's team searches, pinned first then by name", async () => {
    const res = (await selector(admin)).json();
    expect(res.sections).toEqual(['brands', 'my_searches', 'team_searches']);
    expect(res.categories.map((c: { label: string; section: string }) => [c.label, c.section])).toEqual([
      ['BRAND SEARCHES', 'brands'],
      ['MY SEARCHES', 'my_searches'],
      ['TEAM SEARCHES', 'team_searches'],
    ]);
    // admin@acme.test: Marketing team, owner of searches 4 and 5; 6 belongs to Support.
    expect(res.contexts.map((c: { id: number; section: string }) => [c.id, c.section])).toEqual([
      [1, 'brands'],
      [2, 'brands'],
      [3, 'brands'],
      [5, 'my_searches'],
      [4, 'my_searches'],
      [7, 'team_searches'],
    ]);
    expect(res.contexts[3]).toMatchObject({
      title: 'Dark mode launch',
      context_id: 5,
      context_type: 'account',
    });
    expect(res.contexts[3].properties.query[0].terms).toContain('dark mode');
  });

  it("an agent sees the Support team's search and no one else's own searches", async () => {
    const ids = (await selector(agent)).json().contexts.map((c: { id: number }) => c.id);
    expect(ids).toEqual([1, 2, 3, 6]);
  });

  it('spec 02 §5: the selected contexts get #1890ff, #b222d7, #efac2d in selection order; compare mode past one', async () => {
    const res = (await selector(admin, { context_ids: [7, 1, 4] })).json();
    const color = (id: number) => res.contexts.find((c: { id: number }) => c.id === id).color;
    expect([color(7), color(1), color(4)]).toEqual([...CONTEXT_COLORS]);
    expect([color(2), color(3), color(5)]).toEqual([null, null, null]);
    expect(res).toMatchObject({ selected_context_ids: [7, 1, 4], compare_mode: true });
    const one = (await selector(admin)).json();
    expect(one).toMatchObject({ selected_context_ids: [1], compare_mode: false });
  });

  it('refuses more than 3 contexts (400) and a context the caller cannot see (422)', async () => {
    const four = await selector(admin, { context_ids: [1, 2, 3, 4] });
    expect(four.statusCode).toBe(400);
    expect(four.json().errors.context_ids).toEqual(['At most 3 contexts can be selected.']);
    const hidden = await selector(agent, { context_ids: [4] });
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json().error_message).toBe('Unknown context: 4.');
  });
});

describe('spec 02 §3, §7: dashboard templates', () => {
  const url = '/api/v1/dashboard/templates';

  it('the seeded default template shows every widget over the brand search', async () => {
    const list = (await app.inject({ method: 'GET', url, headers: guest.headers })).json();
    const def = list.find((t: { name: string }) => t.name === 'Default dashboard');
    expect(def).toMatchObject({ time: 'last-30-days', time_unit: 'days', business_profile_id: 1 });
    expect(def.config.context_ids).toEqual([1]);
    expect(def.config.widgets.map((w: { id: string }) => w.id)).toEqual([...WIDGET_IDS]);
  });

  it('POST defaults time to last-30-days and the unit to days; GET reads it; PATCH changes only what it names', async () => {
    const created = await app.inject({
      method: 'POST',
      url,
      headers: agent.headers,
      payload: {
        name: 'Negative support',
        config: {
          context_ids: [3, 6],
          widgets: [
            {
              id: 'sentiment',
              config: { disabled_datasets: ['neutral'], annotations: { enabled: true }, layer_ids: [1] },
            },
            {
              id: 'most-impactful-posts',
              config: { selected_sentiments: [2], selected_sort_option: 'BY_MOST_SHARES' },
            },
          ],
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const t = created.json();
    expect(t).toMatchObject({ time: 'last-30-days', time_unit: 'days', owner_account_id: 3 });
    // spec 01 §9: 2 is accepted for Negative and stored as −1.
    expect(t.config.widgets[1].config.selected_sentiments).toEqual([-1]);
    const got = (await app.inject({ method: 'GET', url: `${url}/${t.id}`, headers: guest.headers })).json();
    expect(got).toEqual(t);
    const patched = await app.inject({
      method: 'PATCH',
      url: `${url}/${t.id}`,
      headers: agent.headers,
      payload: { time: 'last-7-days', time_unit: 'hours' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'Negative support',
      time: 'last-7-days',
      time_unit: 'hours',
    });
    expect(patched.json().config).toEqual(t.config);
  });

  it.each([
    [{ name: '', config: { context_ids: [], widgets: [] } }, 'name', 'Should not be empty!'],
    [
      { name: 'x', config: { context_ids: [1, 2, 3, 4], widgets: [] } },
      'config.context_ids',
      'At most 3 contexts can be selected.',
    ],
    [
      { name: 'x', config: { context_ids: [], widgets: [{ id: 'pie' }] } },
      'config.widgets.0.id',
      'Unknown widget.',
    ],
    [{ name: 'x', time: 'forever', config: { context_ids: [], widgets: [] } }, 'time', 'Unknown time range.'],
    [
      { name: 'x', config: { context_ids: [], widgets: [{ id: 'sentiment' }, { id: 'sentiment' }] } },
      'config.widgets',
      'A widget can appear once.',
    ],
  ])('refuses %j (400, %s: %s)', async (payload, field, message) => {
    const res = await app.inject({ method: 'POST', url, headers: admin.headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('a guest may read but not save a template (403); a search the caller cannot see is refused (422)', async () => {
    const payload = { name: 'x', config: { context_ids: [1], widgets: [] } };
    expect((await app.inject({ method: 'POST', url, headers: guest.headers, payload })).statusCode).toBe(403);
    const hidden = await app.inject({
      method: 'POST',
      url,
      headers: agent.headers,
      payload: { ...payload, config: { context_ids: [4], widgets: [] } },
    });
    expect(hidden.statusCode).toBe(422);
    const globex = await signIn(app, 'admin@globex.test');
    expect((await app.inject({ method: 'GET', url: `${url}/1`, headers: globex.headers })).statusCode).toBe(
      404,
    );
  });
});
