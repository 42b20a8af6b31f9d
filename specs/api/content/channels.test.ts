/**
 * Channels (issue 14: "webhooks of the profile … discord bots; add and remove"). The spec lists
 * only the reads (spec 01 §7 GET /webhooks, spec 02 §7 GET …/discord_bots); adding and removing
 * are our extension, for admins of the profile, with spec 01 §5's messages.
 */
import { ERROR_TEXTS } from '@sl/api-contract/schemas/errors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startApp } from '../support/app.ts';
import { type As, as } from './client.ts';

let app: FastifyInstance;
let sysadmin: As;
let admin: As;
let agent: As;
let globex: As;

beforeAll(async () => {
  app = await startApp();
  sysadmin = as(app, await signIn(app, 'sysadmin@acme.test'));
  admin = as(app, await signIn(app, 'admin@acme.test'));
  agent = as(app, await signIn(app, 'agent@acme.test'));
  globex = as(app, await signIn(app, 'admin@globex.test'));
});
afterAll(() => app.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('spec 02 §7: webhooks are added and removed by admins of the profile', () => {
  it('an added webhook gets a fresh uuid, its URL built from name and uuid, and lists until removed', async () => {
    const res = await admin('POST', '/webhooks', { integration_name: 'Freshdesk EU' });
    expect(res.statusCode, res.body).toBe(201);
    const hook = res.json();
    expect(hook.uuid).toMatch(UUID);
    expect(hook).toMatchObject({ integration_name: 'Freshdesk EU', business_profile_id: 1 });
    expect(hook.url).toBe(`/api/webhooks/Freshdesk%20EU/${hook.uuid}`);
    const again = (await admin('POST', '/webhooks', { integration_name: 'Freshdesk US' })).json();
    expect(again.uuid).not.toBe(hook.uuid);

    const listed = (await agent('GET', '/webhooks')).json().data;
    expect(listed.find((w: { id: number }) => w.id === hook.id)).toEqual(hook);
    expect((await admin('DELETE', `/webhooks/${hook.id}`)).statusCode).toBe(204);
    expect((await admin('GET', '/webhooks')).json().data.map((w: { id: number }) => w.id)).not.toContain(
      hook.id,
    );
    expect((await admin('DELETE', `/webhooks/${hook.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['no name', {}, 400, 'Integration name Should not be empty!'],
    ['a blank name', { integration_name: '  ' }, 400, 'Integration name Should not be empty!'],
    ['a slash in the name', { integration_name: 'zen/desk' }, 400, 'Integration name Wrong format!'],
    ['a name taken in the profile', { integration_name: 'ZENDESK' }, 422, ERROR_TEXTS.webhookNameTaken],
  ])('refuse %s with the spec 01 §5 message', async (_n, body, status, message) => {
    const res = await admin('POST', '/webhooks', body);
    expect(res.statusCode).toBe(status);
    expect(res.json().error_message).toBe(message);
  });

  it('agents may not add or remove; another profile’s webhook does not exist for the caller', async () => {
    expect((await agent('POST', '/webhooks', { integration_name: 'Mine' })).statusCode).toBe(403);
    expect((await agent('DELETE', '/webhooks/1')).statusCode).toBe(403);
    const res = await globex('DELETE', '/webhooks/1');
    expect(res.statusCode).toBe(404);
    expect(res.json().error_message).toBe('Webhook not found.');
    expect((await admin('GET', '/webhooks')).json().data.map((w: { id: number }) => w.id)).toContain(1);
  });
});

const bot = {
  name: 'Support Bot',
  guild_id: '802311457093926999',
  guild_name: 'Acme Help',
  channel_names: ['help'],
};

describe('spec 02 §7: discord bots are added and removed by admins of the profile', () => {
  it('an added bot lists with its fields, active by default, until removed', async () => {
    const res = await admin('POST', '/v1/admin/business_profiles/discord_bots', bot);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ ...bot, business_profile_id: 1, active: true });
    expect(Date.parse(created.created_at)).not.toBeNaN();
    const list = (await admin('GET', '/v1/admin/business_profiles/discord_bots')).json();
    expect(list.at(-1)).toEqual(created);
    expect((await admin('DELETE', `/v1/admin/business_profiles/discord_bots/${created.id}`)).statusCode).toBe(
      204,
    );
    const after = (await admin('GET', '/v1/admin/business_profiles/discord_bots')).json();
    expect(after.map((b: { id: number }) => b.id)).not.toContain(created.id);
  });

  it.each([
    ['no name', { name: '' }, 400, 'Name Should not be empty!'],
    ['a server id that is not a discord id', { guild_id: '12ab' }, 400, 'Guild id Wrong format!'],
    ['no server name', { guild_name: undefined }, 400, 'Guild name Should not be empty!'],
    ['an empty channel name', { channel_names: ['ok', ' '] }, 400, 'Channel names 1 Should not be empty!'],
    ['a name taken in the profile', { name: 'acme listener' }, 422, ERROR_TEXTS.discordBotNameTaken],
  ])('refuse %s with the spec 01 §5 message', async (_n, change, status, message) => {
    const res = await admin('POST', '/v1/admin/business_profiles/discord_bots', { ...bot, ...change });
    expect(res.statusCode).toBe(status);
    expect(res.json().error_message).toBe(message);
  });

  it('agents may not; an admin reaches only the own profile; a system admin adds to another', async () => {
    expect((await agent('POST', '/v1/admin/business_profiles/discord_bots', bot)).statusCode).toBe(403);
    expect((await agent('DELETE', '/v1/admin/business_profiles/discord_bots/1')).statusCode).toBe(403);
    const foreign = await globex('DELETE', '/v1/admin/business_profiles/discord_bots/1');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error_message).toBe('Discord bot not found.');
    expect(
      (await admin('POST', '/v1/admin/business_profiles/discord_bots', { ...bot, business_profile_id: 11 }))
        .statusCode,
    ).toBe(403);

    const forGlobex = await sysadmin('POST', '/v1/admin/business_profiles/discord_bots', {
      ...bot,
      business_profile_id: 11,
    });
    expect(forGlobex.statusCode).toBe(201);
    const globexBots = (await globex('GET', '/v1/admin/business_profiles/discord_bots')).json();
    expect(globexBots.map((b: { name: string }) => b.name)).toContain('Support Bot');
    const id = forGlobex.json().id;
    expect((await sysadmin('DELETE', `/v1/admin/business_profiles/discord_bots/${id}`)).statusCode).toBe(204);
  });
});
