import { buildScenario } from '@sl/fixtures';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW, signIn, startApp } from '../support/app.ts';
import { type As, as } from './client.ts';

let app: FastifyInstance;
let sysadmin: As;
let globex: As;
let agent: As;
const scenario = buildScenario('default', { now: FIXED_NOW });
const acmeEvents = (scenario.moderation_events ?? []).filter((e) => e.business_profile_id === 1);
const globexEvents = (scenario.moderation_events ?? []).filter((e) => e.business_profile_id === 11);

beforeAll(async () => {
  app = await startApp();
  sysadmin = as(app, await signIn(app, 'sysadmin@acme.test'));
  globex = as(app, await signIn(app, 'admin@globex.test'));
  agent = as(app, await signIn(app, 'agent@acme.test'));
});
afterAll(() => app.close());

describe('spec 02 §7: moderation events', () => {
  it('page by 8 (mock default), newest first unless told', async () => {
    const body = (await globex('GET', '/v1/moderation/events')).json();
    expect(body.meta).toEqual({ page: 1, per_page: 8, total: globexEvents.length });
    expect(body.data).toHaveLength(8);
    const dates = body.data.map((e: { created_at: string }) => e.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("order is 'field asc|desc'", async () => {
    const body = (await sysadmin('GET', '/v1/moderation/events?order=created_at%20asc&page=2')).json();
    const expected = [...acmeEvents].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
    expect(body.data.map((e: { id: number }) => e.id)).toEqual(expected.slice(8, 16).map((e) => e.id));
    expect((await sysadmin('GET', '/v1/moderation/events?order=created_at%20sideways')).statusCode).toBe(400);
    expect((await sysadmin('GET', '/v1/moderation/events?order=password%20asc')).statusCode).toBe(400);
  });

  it('filters narrow the events, and the filters call answers with results', async () => {
    const hides = acmeEvents.filter((e) => e.action === 'hide');
    const body = (await sysadmin('GET', '/v1/moderation/events?filters[actions][]=hide')).json();
    expect(body.meta.total).toBe(hides.length);
    const { results } = (await sysadmin('GET', '/v1/moderation/filters')).json();
    expect(results.actions.find((a: { value: string }) => a.value === 'hide').count).toBe(hides.length);
    const sum = results.actions.reduce((n: number, a: { count: number }) => n + a.count, 0);
    expect(sum).toBe(acmeEvents.length);
    expect(
      results.moderators.some((m: { id: number | null; name: string }) => m.id === null && m.name === 'Rule'),
    ).toBe(true);
  });

  it('the CSV export holds every matching event, one line each', async () => {
    const res = await globex('GET', '/v1/moderation/events/export-to-csv?filters[actions][]=reply');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,created_at,action,network,status_id,moderator,rule_id,reason');
    expect(lines).toHaveLength(1 + globexEvents.filter((e) => e.action === 'reply').length);
  });

  it('spec 01 §6: only business profile 11 or a system admin may read the moderation report', async () => {
    expect((await agent('GET', '/v1/moderation/events')).statusCode).toBe(403);
    expect((await agent('GET', '/v1/moderation/events/export-to-csv')).statusCode).toBe(403);
    expect((await sysadmin('GET', '/v1/moderation/events')).json().meta.total).toBe(acmeEvents.length);
  });

  it.each([
    ['page=0'],
    ['page=abc'],
    ['filters[actions][]=explode'],
    ['filters[unknown]=1'],
    ['filters[from]=yesterday'],
  ])('bad input %s gets a 400', async (q) => {
    expect((await globex('GET', `/v1/moderation/events?${q}`)).statusCode).toBe(400);
  });
});
