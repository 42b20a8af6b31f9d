/**
 * issue 16 (spec 02 §3 Rule: entities (entity_id, entity_type)): a rule's entities are checked
 * against the profile's streams on create and update; a wrong one is a 422 naming it, never
 * stored. The seed data's rules watch streams (entity_type 1).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startApp } from '../support/app.ts';

let app: FastifyInstance;
let headers: Record<string, string>;
beforeAll(async () => {
  app = await startApp();
  headers = (await signIn(app, 'admin@acme.test')).headers;
});
afterAll(() => app.close());

const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  app.inject({ method, url: `/api${url}`, headers, payload });
const rule = { name: 'Watch mentions', rule_type: 'hide', status_type: 'comment', query: 'scam' };

describe('issue 16: rule entities belong to the profile', () => {
  it('creates a rule on a stream of the profile and changes it to another', async () => {
    const created = await call('POST', '/v1/admin/rules', {
      ...rule,
      entities: [{ entity_id: 2, entity_type: 1 }],
    });
    expect(created.statusCode).toBe(201);
    const updated = await call('PATCH', `/v1/admin/rules/${created.json().id}`, {
      entities: [{ entity_id: 5, entity_type: 1 }],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().entities).toEqual([{ entity_id: 5, entity_type: 1 }]);
  });

  it.each([
    [
      "another profile's stream",
      { entity_id: 17, entity_type: 1 },
      'Stream 17 is not a stream of this business profile.',
    ],
    [
      'a stream that does not exist',
      { entity_id: 999, entity_type: 1 },
      'Stream 999 is not a stream of this business profile.',
    ],
    [
      'an entity type rules do not watch',
      { entity_id: 2, entity_type: 7 },
      'Entity type 7 is not one a rule can watch (streams are entity_type 1).',
    ],
  ])('refuses %s with a 422 naming it, on create and on update', async (_name, entity, message) => {
    const before = app.store.collections.rules.count();
    const created = await call('POST', '/v1/admin/rules', {
      ...rule,
      name: `R ${message}`,
      entities: [entity],
    });
    expect(created.statusCode).toBe(422);
    expect(created.json()).toMatchObject({ error_message: message, errors: { entities: [message] } });
    expect(app.store.collections.rules.count()).toBe(before);
    const updated = await call('PATCH', '/v1/admin/rules/1', {
      entities: [{ entity_id: 2, entity_type: 1 }, entity],
    });
    expect(updated.statusCode).toBe(422);
    expect(updated.json().error_message).toBe(message);
  });
});
