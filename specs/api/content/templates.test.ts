import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startApp } from '../support/app.ts';
import { type As, as, signInOtpAgent } from './client.ts';

let app: FastifyInstance;
let admin: As;
let agent: As;
let otherAgent: As;
let guest: As;
let globex: As;

beforeAll(async () => {
  app = await startApp();
  admin = as(app, await signIn(app, 'admin@acme.test'));
  agent = as(app, await signIn(app, 'agent@acme.test'));
  otherAgent = as(app, await signInOtpAgent(app));
  guest = as(app, await signIn(app, 'guest@acme.test'));
  globex = as(app, await signIn(app, 'admin@globex.test'));
});
afterAll(() => app.close());

const names = async (who: As, query = '') =>
  ((await who('GET', `/v1/templates${query}`)).json().data as { name: string }[]).map((t) => t.name);

const valid = {
  name: 'Shipping delay',
  message: 'Your parcel is on its way.',
  categories: ['twitter'],
  languages: ['en'],
};

describe('spec 01 §7, spec 02 §4: a template goes through create, read, update, pin, unpin and delete', () => {
  it('an agent creates, edits, pins, unpins and deletes an Everyone template', async () => {
    const created = await agent('POST', '/v1/templates', { ...valid, entity_type: 2, entity_ids: [1] });
    expect(created.statusCode).toBe(201);
    const t = created.json();
    expect(t).toMatchObject({ name: 'Shipping delay', pinned: false, created_by: 3, entity_type: 2 });
    expect(await names(admin)).toContain('Shipping delay');

    const updated = await admin('PATCH', `/v1/templates/${t.id}`, { message: 'It ships tomorrow.' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'It ships tomorrow.',
      updated_by: 2,
      updated_by_name: 'Alice Thornton',
    });

    expect((await agent('POST', `/v1/templates/${t.id}/pin`)).json()).toEqual({ pinned: true });
    // spec 02 §9: pinned first, then newest first.
    expect((await names(agent)).slice(0, 2)).toEqual(['Shipping delay', 'Apology for the outage']);
    expect((await agent('DELETE', `/v1/templates/${t.id}/pin`)).json()).toEqual({ pinned: false });

    expect((await agent('DELETE', `/v1/templates/${t.id}`)).statusCode).toBe(204);
    expect(await names(agent)).not.toContain('Shipping delay');
    expect((await agent('PATCH', `/v1/templates/${t.id}`, { name: 'x' })).statusCode).toBe(404);
  });

  it('PATCH /v1/templates switches several templates off at once', async () => {
    const res = await admin('PATCH', '/v1/templates', { ids: [1, 2], active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((t: { active: boolean }) => t.active)).toEqual([false, false]);
    await admin('PATCH', '/v1/templates', { ids: [1, 2], active: true });
  });
});

describe('spec 01 §3, §6: a template is visible only as its visibility says', () => {
  it("an agent's 'Only Me' template is invisible to another agent", async () => {
    const t = (
      await agent('POST', '/v1/templates', { ...valid, name: 'Private', entity_type: 1, entity_ids: [3] })
    ).json();
    expect(await names(agent)).toContain('Private');
    expect(await names(otherAgent)).not.toContain('Private');
    expect(await names(admin)).not.toContain('Private');
    // Hidden means absent: it cannot be changed, pinned or deleted either.
    expect((await otherAgent('PATCH', `/v1/templates/${t.id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await otherAgent('POST', `/v1/templates/${t.id}/pin`)).statusCode).toBe(404);
    expect((await otherAgent('DELETE', `/v1/templates/${t.id}`)).statusCode).toBe(404);
    expect(
      (await agent('GET', '/v1/templates')).json().data.find((x: { id: number }) => x.id === t.id).name,
    ).toBe('Private');
  });

  it('a Teams template is seen by members of those teams only', async () => {
    // Seed: 'Campaign thank-you' is for Marketing (admin, guest); 'Gracias' for Support (agents).
    expect(await names(admin)).toContain('Campaign thank-you');
    expect(await names(guest)).toContain('Campaign thank-you');
    expect(await names(agent)).not.toContain('Campaign thank-you');
    expect(await names(agent)).toContain('Gracias');
    expect(await names(otherAgent)).toContain('Gracias');
    expect(await names(admin)).not.toContain('Gracias');
  });

  it("another business profile sees none of Acme's templates", async () => {
    expect(await names(globex)).toEqual(['Globex welcome']);
  });

  it.each([
    ["'Only Me' naming someone else", { entity_type: 1, entity_ids: [2] }],
    ["'Everyone' naming another profile", { entity_type: 2, entity_ids: [11] }],
    ["'Teams' naming another profile's team", { entity_type: 3, entity_ids: [3] }],
  ])('visibility %s is refused', async (_name, visibility) => {
    const res = await agent('POST', '/v1/templates', { ...valid, ...visibility });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.entity_ids).toEqual(['Wrong value!']);
  });
});

describe('spec 02 §5: the template form rules', () => {
  it.each([
    ['name', { message: 'm', entity_type: 2, entity_ids: [1] }, 'Name Should not be empty!'],
    [
      'message',
      { name: 'n', message: '  ', entity_type: 2, entity_ids: [1] },
      'Message Should not be empty!',
    ],
    ['entity type', { name: 'n', message: 'm', entity_ids: [1] }, 'Entity type'],
    [
      'at least one entity id',
      { name: 'n', message: 'm', entity_type: 3, entity_ids: [] },
      'Entity ids Please add at least one item!',
    ],
  ])('a missing %s is refused with the message', async (_f, body, message) => {
    const before = (await agent('GET', '/v1/templates')).json().data.length;
    const res = await agent('POST', '/v1/templates', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_message).toContain(message);
    expect((await agent('GET', '/v1/templates')).json().data.length).toBe(before);
  });

  it('search matches name or message case-insensitively; category and language filters intersect', async () => {
    expect(await names(agent, '?search=REFUND')).toEqual(['Refund steps']);
    expect(await names(agent, '?search=dm%20us')).toEqual([]);
    expect(await names(agent, '?categories[]=review')).toEqual(['Refund steps']);
    expect(await names(agent, '?languages[]=es')).toEqual(['Gracias']);
  });

  it('a guest reads templates but cannot create one', async () => {
    expect((await guest('GET', '/v1/templates')).statusCode).toBe(200);
    expect(
      (await guest('POST', '/v1/templates', { ...valid, entity_type: 1, entity_ids: [4] })).statusCode,
    ).toBe(403);
  });
});
