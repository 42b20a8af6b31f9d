import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startApp } from '../support/app.ts';
import { type As, as } from './client.ts';

let app: FastifyInstance;
let admin: As;
let agent: As;
let guest: As;
let globex: As;

beforeAll(async () => {
  app = await startApp();
  admin = as(app, await signIn(app, 'admin@acme.test'));
  agent = as(app, await signIn(app, 'agent@acme.test'));
  guest = as(app, await signIn(app, 'guest@acme.test'));
  globex = as(app, await signIn(app, 'admin@globex.test'));
});
afterAll(() => app.close());

type Row = { id: number; name: string; folder_id: number | null; items: number[] };
const items = async (who: As) => (await who('GET', '/search/items')).json().data as Row[];
const folders = async (who: As) => (await who('GET', '/search/folders')).json().data as Row[];
const item = async (who: As, id: number) => (await items(who)).find((r) => r.id === id);
const folder = async (who: As, id: number) => (await folders(who)).find((r) => r.id === id);

describe('spec 02 §2, §3, §7: the saved-search library', () => {
  it('each user sees brand searches, their own and their teams’', async () => {
    const mine = (await items(admin)).map((r) => r.name);
    expect(mine).toContain('Acme: every mention');
    expect(mine).toContain('Delivery complaints'); // admin's 'my'
    expect(mine).not.toContain('Outage watch'); // Support team
    expect((await items(agent)).map((r) => r.name)).toContain('Outage watch');
    expect((await items(agent)).map((r) => r.name)).not.toContain('Delivery complaints');
    expect((await items(globex)).map((r) => r.name)).toEqual(['Globex: every mention']);
  });

  it('create, edit and delete a search with must / must-not query groups', async () => {
    const created = await agent('POST', '/search/items', {
      name: 'Battery',
      category: 'my',
      query: [
        { type: 'must', terms: ['battery'] },
        { type: 'must-not', terms: ['refund'] },
      ],
    });
    expect(created.statusCode).toBe(201);
    const r = created.json();
    expect(r).toMatchObject({ category: 'my', owner_account_id: 3, folder_id: null, pinned: false });
    expect((await agent('PUT', `/search/items/${r.id}`, { name: 'Battery life' })).json().name).toBe(
      'Battery life',
    );
    expect(await item(admin, r.id)).toBeUndefined();
    expect((await agent('DELETE', `/search/items/${r.id}`)).statusCode).toBe(204);
    expect(await item(agent, r.id)).toBeUndefined();
  });

  it('pin toggles return the new pinned flag', async () => {
    expect((await admin('POST', '/search/items/4/toggle-pin')).json()).toEqual({ pinned: true });
    expect((await admin('POST', '/search/items/4/toggle-pin')).json()).toEqual({ pinned: false });
    expect((await admin('POST', '/search/folders/2/toggle-pin')).json()).toEqual({ pinned: false });
    expect((await admin('POST', '/search/folders/2/toggle-pin')).json()).toEqual({ pinned: true });
  });
});

describe('spec 02 §4: folders', () => {
  it('a search moves into and out of a folder of its own category, and the folder follows', async () => {
    const moved = await admin('PUT', '/search/items/4', { folder_id: 1 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().folder_id).toBe(1);
    expect((await folder(admin, 1))?.items).toEqual([5, 4]);
    expect((await admin('PUT', '/search/items/4', { folder_id: null })).json().folder_id).toBeNull();
    expect((await folder(admin, 1))?.items).toEqual([5]);
  });

  it('a search cannot move into a folder of another category', async () => {
    const res = await admin('PUT', '/search/items/4', { folder_id: 2 }); // 'my' into 'brand'
    expect(res.statusCode).toBe(422);
    expect((await item(admin, 4))?.folder_id).toBeNull();
    expect((await folder(admin, 2))?.items).toEqual([2, 3]);
  });

  it('deleting a folder releases its items to no folder', async () => {
    const f = (await admin('POST', '/search/folders', { name: 'Temp', category: 'my', items: [4] })).json();
    expect((await item(admin, 4))?.folder_id).toBe(f.id);
    expect((await admin('DELETE', `/search/folders/${f.id}`)).statusCode).toBe(204);
    expect((await item(admin, 4))?.folder_id).toBeNull();
    expect((await items(admin)).map((r) => r.id)).toContain(4);
  });

  it('a folder of one category refuses items of another, and nothing is created', async () => {
    const before = (await folders(admin)).length;
    const res = await admin('POST', '/search/folders', { name: 'Mixed', category: 'my', items: [1] });
    expect(res.statusCode).toBe(422);
    expect((await folders(admin)).length).toBe(before);
  });

  it('brand searches are changed by admins only; guests change nothing', async () => {
    expect((await agent('PUT', '/search/items/1', { name: 'Mine' })).statusCode).toBe(403);
    expect((await agent('DELETE', '/search/folders/2')).statusCode).toBe(403);
    expect((await guest('POST', '/search/items', { name: 'x', category: 'my' })).statusCode).toBe(403);
    expect(
      (await agent('POST', '/search/items', { name: 'x', category: 'team', team_id: 2 })).statusCode,
    ).toBe(400);
    expect((await globex('DELETE', '/search/items/1')).statusCode).toBe(404);
  });
});
