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

const alert = {
  name: 'Refund wave',
  trigger: 'negative_posts',
  send_via: ['notification'],
  recipient_emails: ['ops@acme.test'],
  threshold_count_mode: 'above',
  threshold_count_value: 25,
  alert_time_span: 24,
  search_id: 1,
};

describe('spec 01 §7, spec 02 §3, §4: alerts at /alerts', () => {
  it('go through create, read, replace, toggle and delete', async () => {
    const created = await agent('POST', '/alerts', alert);
    expect(created.statusCode).toBe(201);
    const a = created.json();
    expect(a).toMatchObject({ ...alert, is_muted: false, email_description: '', account_id: 3 });

    expect((await admin('GET', `/alerts/${a.id}`)).json().name).toBe('Refund wave');
    const replaced = await agent('PUT', `/alerts/${a.id}`, { ...alert, threshold_count_value: 50 });
    expect(replaced.json().threshold_count_value).toBe(50);

    // spec 02 §4: the toggle flips isMuted, and again.
    expect((await agent('POST', `/alerts/${a.id}/toggle-state`)).json().is_muted).toBe(true);
    expect((await agent('POST', `/alerts/${a.id}/toggle-state`)).json().is_muted).toBe(false);

    expect((await agent('DELETE', `/alerts/${a.id}`)).statusCode).toBe(204);
    expect((await agent('GET', `/alerts/${a.id}`)).statusCode).toBe(404);
  });

  it('list the business profile’s alerts, narrowed by search', async () => {
    const acme = (await agent('GET', '/alerts')).json().data.map((a: { name: string }) => a.name);
    expect(acme).toEqual(['Negative spike', 'Mentions volume']);
    expect((await globex('GET', '/alerts')).json().data.map((a: { name: string }) => a.name)).toEqual([
      'Globex mentions',
    ]);
    expect((await agent('GET', '/alerts?search_id=99')).json().data).toEqual([]);
  });

  it("another profile's alert does not exist for the caller", async () => {
    expect((await globex('GET', '/alerts/1')).statusCode).toBe(404);
    expect((await globex('POST', '/alerts/1/toggle-state')).statusCode).toBe(404);
    expect((await admin('GET', '/alerts/1')).json().is_muted).toBe(false);
  });

  it('a guest reads alerts but cannot change them', async () => {
    expect((await guest('GET', '/alerts/1')).statusCode).toBe(200);
    expect((await guest('POST', '/alerts/1/toggle-state')).statusCode).toBe(403);
    expect((await guest('POST', '/alerts', alert)).statusCode).toBe(403);
  });

  it.each([
    ['an empty name', { name: ' ' }, 'Name Should not be empty!'],
    ['no channel', { send_via: [] }, 'Send via Please add at least one item!'],
    ['a bad e-mail', { recipient_emails: ['nope'] }, 'One or more email addresses are invalid.'],
    ['a zero threshold', { threshold_count_value: 0 }, 'It has to be a number above 0!'],
    ['an unknown span', { alert_time_span: 5 }, 'Alert time span Wrong value!'],
  ])('refuse %s with the spec message and change nothing', async (_n, change, message) => {
    const res = await agent('POST', '/alerts', { ...alert, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_message).toContain(message);
    expect((await agent('GET', '/alerts')).json().data).toHaveLength(2);
  });
});
