/** spec 01 §6, §7 "Shared links": a link's code grants exactly its widgets and contexts, nothing else. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rangeBack, type SignedIn, signIn, startApp } from '../support/app.ts';
import { read } from './support.ts';

let app: FastifyInstance;
let admin: SignedIn;
const reviewsContext = { filters: { social_types: ['trustpilot'] } };
const config = (nonLogged: boolean) => ({
  title: 'Launch review',
  non_logged_in_access: nonLogged,
  config: {
    widgets: ['sentiment', 'network-breakdown'],
    contexts: [{ id: 2, title: 'Reviews', properties: reviewsContext }],
    time_range: 'last-30-days',
    time_unit: 'days',
  },
});

const create = async (body: object) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/dashboard_shared_links',
    headers: admin.headers,
    payload: body,
  });

beforeAll(async () => {
  app = await startApp();
  admin = await signIn(app, 'admin@acme.test');
});
afterAll(() => app.close());

describe('spec 01 §6: shared dashboard links', () => {
  it('an admin creates a link, lists it (read via POST) and opens it by code', async () => {
    const created = await create(config(true));
    expect(created.statusCode).toBe(201);
    const link = created.json();
    expect(link.code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const list = await app.inject({
      method: 'POST',
      url: '/api/v1/dashboard_shared_links',
      headers: { ...admin.headers, 'x-http-method-override': 'GET' },
      payload: {},
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().links.map((l: { id: number }) => l.id)).toContain(link.id);
    const opened = await app.inject({
      method: 'POST',
      url: `/api/v1/dashboard_shared_links/${link.code}`,
      headers: { 'shared-link-code': link.code, 'x-http-method-override': 'GET' },
      payload: {},
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().title).toBe('Launch review');
  });

  it("an anonymous viewer reads the link's widgets for its context, with the signed-in figures", async () => {
    const link = (await create(config(true))).json();
    const body = { range: rangeBack(30), properties: JSON.stringify(reviewsContext) };
    const anon = await read(app, { 'shared-link-code': link.code }, 'sentiment', body);
    expect(anon.statusCode).toBe(200);
    expect(anon.json()).toEqual((await read(app, admin, 'sentiment', body)).json());
    expect((await read(app, { 'shared-link-code': link.code }, 'networks', body)).statusCode).toBe(200);
  });

  it('refuses a widget the link does not hold, a context it does not hold, and mutations', async () => {
    const link = (await create(config(true))).json();
    const viewer = { 'shared-link-code': link.code };
    const range = rangeBack(30);
    expect(
      (await read(app, viewer, 'reviews', { range, properties: JSON.stringify(reviewsContext) })).statusCode,
    ).toBe(403);
    expect((await read(app, viewer, 'sentiment', { range })).statusCode).toBe(403);
    const mutate = await app.inject({
      method: 'POST',
      url: '/api/v1/dashboard_shared_links',
      headers: viewer,
      payload: config(true),
    });
    expect(mutate.statusCode).toBe(401);
  });

  it('without non_logged_in_access the code alone is not enough; an unknown code is 401', async () => {
    const link = (await create(config(false))).json();
    const body = { range: rangeBack(30), properties: JSON.stringify(reviewsContext) };
    expect((await read(app, { 'shared-link-code': link.code }, 'sentiment', body)).statusCode).toBe(401);
    expect((await read(app, { 'shared-link-code': 'nope' }, 'sentiment', body)).statusCode).toBe(401);
  });

  it('an update changes what the code grants', async () => {
    const link = (await create(config(true))).json();
    const next = config(true);
    next.config.widgets = ['reviews'];
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/dashboard_shared_links/${link.id}`,
      headers: admin.headers,
      payload: next,
    });
    expect(res.statusCode).toBe(200);
    const body = { range: rangeBack(30), properties: JSON.stringify(reviewsContext) };
    expect((await read(app, { 'shared-link-code': link.code }, 'sentiment', body)).statusCode).toBe(403);
    expect((await read(app, { 'shared-link-code': link.code }, 'reviews', body)).statusCode).toBe(200);
  });

  it('spec 02 §9: a sentiment filter sent with 2 for Negative is stored and answered as -1', async () => {
    const body = config(true);
    body.config.contexts[0].properties = { filters: { sentiments: [1, 2] } } as never;
    const res = await create(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().config.contexts[0].properties.filters.sentiments).toEqual([1, -1]);
  });

  it('spec 02 §5: a link holds at most 3 contexts', async () => {
    const body = config(true);
    body.config.contexts = [1, 2, 3, 4].map((id) => ({ id, title: `c${id}`, properties: reviewsContext }));
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_message).toMatch(/too many/);
  });

  describe('decision record 014: the config in the shapes of a dashboard template', () => {
    it("stores today's shape (ids, time_range as the preset) as {id, config} widgets and time as the preset", async () => {
      const res = await create(config(true));
      expect(res.statusCode).toBe(201);
      expect(res.json().config).toMatchObject({
        widgets: [
          { id: 'sentiment', config: {} },
          { id: 'network-breakdown', config: {} },
        ],
        time: 'last-30-days',
        time_range: null,
        time_unit: 'days',
      });
    });

    it("keeps each widget's spec 02 §3 config and a custom range with its from and to", async () => {
      const body = {
        title: 'October',
        non_logged_in_access: false,
        config: {
          widgets: [
            {
              id: 'most-impactful-posts',
              config: { selected_sort_option: 'BY_MOST_SHARES', layer_ids: [1] },
            },
          ],
          contexts: [{ id: 2, title: 'Reviews', properties: reviewsContext }],
          time: 'CUSTOM',
          time_range: { from: '2026-10-01T00:00:00.000Z', to: '2026-10-15T00:00:00.000Z' },
          time_unit: 'weeks',
        },
      };
      const res = await create(body);
      expect(res.statusCode).toBe(201);
      expect(res.json().config).toMatchObject(body.config);
      // The earlier shape of a custom range: the explicit range in `time`.
      const earlier = await create({
        ...body,
        config: { ...body.config, time: body.config.time_range, time_range: undefined },
      });
      expect(earlier.json().config).toMatchObject({ time: 'CUSTOM', time_range: body.config.time_range });
    });

    it('refuses a custom time without its range, a preset with one, and a widget twice (400)', async () => {
      const base = config(true).config;
      for (const bad of [
        { ...base, time: 'CUSTOM', time_range: undefined },
        {
          ...base,
          time: 'last-7-days',
          time_range: { from: '2026-10-01T00:00:00Z', to: '2026-10-02T00:00:00Z' },
        },
        { ...base, widgets: ['sentiment', { id: 'sentiment', config: {} }] },
      ]) {
        const res = await create({ title: 'Bad', non_logged_in_access: true, config: bad });
        expect(res.statusCode).toBe(400);
      }
    });

    it('a deleted link opens nothing: 404 for its owner, 401 for an anonymous viewer', async () => {
      const link = (await create(config(true))).json();
      const del = await app.inject({
        method: 'DELETE',
        url: `/api/v1/dashboard_shared_links/${link.id}`,
        headers: admin.headers,
      });
      expect(del.statusCode).toBe(204);
      const open = (headers: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url: `/api/v1/dashboard_shared_links/${link.code}`,
          headers: { ...headers, 'x-http-method-override': 'GET' },
          payload: {},
        });
      expect((await open(admin.headers)).statusCode).toBe(404);
      expect((await open({ 'shared-link-code': link.code })).statusCode).toBe(401);
      const again = await app.inject({
        method: 'DELETE',
        url: `/api/v1/dashboard_shared_links/${link.id}`,
        headers: admin.headers,
      });
      expect(again.statusCode).toBe(404);
    });
  });
});
