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
});
