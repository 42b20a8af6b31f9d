/**
 * Custom topics (spec 02 §7 /v1/topics; spec 01 §5 topic messages; spec 01 §2 /topics is for
 * system admins): create, then PUT the keywords as the web client does, read, list, delete; a
 * new topic is counted by the topics widget (/v1/dashboard/topics).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rangeBack, type SignedIn, signIn, startApp } from '../support/app.ts';
import { read } from './support.ts';

let app: FastifyInstance;
let sysadmin: SignedIn;
let agent: SignedIn;
const url = '/api/v1/topics';

beforeAll(async () => {
  app = await startApp();
  sysadmin = await signIn(app, 'sysadmin@acme.test');
  agent = await signIn(app, 'agent@acme.test');
});
afterAll(() => app.close());

const create = (payload: object, who = sysadmin) =>
  app.inject({ method: 'POST', url, headers: who.headers, payload });

describe('spec 02 §7: /v1/topics create, update, read, delete', () => {
  it('POST then PUT the keywords; GET answers the topic; the list holds it; DELETE removes it', async () => {
    const created = await create({ name: 'Dark mode', type: 'keyword' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const put = await app.inject({
      method: 'PUT',
      url: `${url}/${id}`,
      headers: sysadmin.headers,
      payload: { name: 'Dark mode', type: 'keyword', keywords: ['dark mode', 'modo oscuro', 'Dark Mode'] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().keywords).toEqual(['dark mode', 'modo oscuro', 'Dark Mode']);
    const got = await app.inject({ method: 'GET', url: `${url}/${id}`, headers: agent.headers });
    expect(got.json()).toMatchObject({ id, name: 'Dark mode', type: 'keyword', business_profile_id: 1 });
    const list = await app.inject({ method: 'GET', url, headers: agent.headers });
    expect(list.json().map((t: { id: number }) => t.id)).toContain(id);
    const del = await app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: sysadmin.headers });
    expect(del.statusCode).toBe(204);
    const gone = await app.inject({ method: 'GET', url: `${url}/${id}`, headers: agent.headers });
    expect(gone.statusCode).toBe(404);
  });

  it('a new topic shows up in /v1/dashboard/topics with the posts its keywords find', async () => {
    const body = { range: rangeBack(90), limit: 100 };
    const before = (await read(app, sysadmin, 'topics', body)).json();
    expect(before.topics.some((t: { name: string }) => t.name === 'Outage talk')).toBe(false);
    const { id } = (await create({ name: 'Outage talk', type: 'keyword', keywords: ['outage'] })).json();
    const after = (await read(app, sysadmin, 'topics', body)).json();
    const row = after.topics.find((t: { name: string }) => t.name === 'Outage talk');
    expect(row.kind).toBe('custom');
    // The English outage texts say "outage"; the topic counts every one of those posts.
    const search = await read(app, sysadmin, 'sentiment', {
      range: body.range,
      properties: JSON.stringify({ query: [{ type: 'must', terms: ['outage'] }] }),
    });
    expect(row.total).toBe(search.json().total);
    expect(row.total).toBeGreaterThan(0);
    expect(row.positive + row.neutral + row.negative).toBe(row.total);
    await app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: sysadmin.headers });
  });
});

describe('spec 01 §5: topic messages', () => {
  it.each([
    [{ name: 'No type' }, 'type', 'Please select a type.'],
    [{ name: 'Odd', type: 'sentiment' }, 'type', 'Please select a type.'],
    [{ type: 'keyword' }, 'name', 'Please enter a name for this topic.'],
    [{ name: '  ', type: 'keyword' }, 'name', 'Please enter a name for this topic.'],
  ])('%j is refused with 400 and %s: %s', async (payload, field, message) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it("'Topic name already exists.' (422), case-insensitive, also when renaming onto it", async () => {
    const a = (await create({ name: 'Pricing', type: 'keyword' })).json();
    const dup = await create({ name: 'pricing', type: 'keyword' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toMatchObject({ error_message: 'Topic name already exists.' });
    const b = (await create({ name: 'Refunds', type: 'keyword' })).json();
    const rename = await app.inject({
      method: 'PUT',
      url: `${url}/${b.id}`,
      headers: sysadmin.headers,
      payload: { name: 'PRICING', type: 'keyword' },
    });
    expect(rename.statusCode).toBe(422);
    for (const t of [a, b])
      await app.inject({ method: 'DELETE', url: `${url}/${t.id}`, headers: sysadmin.headers });
  });

  it('an agent may read topics but not create one (403, spec 01 §2 /topics is for system admins)', async () => {
    expect((await app.inject({ method: 'GET', url, headers: agent.headers })).statusCode).toBe(200);
    expect((await create({ name: 'Mine', type: 'keyword' }, agent)).statusCode).toBe(403);
  });
});
