/** Every contract entry has a route (issue: the endpoint table the mock iterates). */
import { ENDPOINTS } from '@sl/api-contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { routeUrl } from './lib/contract-route.ts';

let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  app = await buildApp({ scenario: { name: 'empty' } });
  await app.ready();
});
afterAll(() => app.close());

describe('the mock serves the whole contract', () => {
  it.each(ENDPOINTS.map((e) => [e.id, e] as const))('%s has a route', (_id, ep) => {
    const method = ep.readViaPost ? 'POST' : ep.method;
    expect(app.hasRoute({ method, url: routeUrl(ep).replace(/:([A-Za-z_]+)/g, ':$1') })).toBe(true);
  });

  it('the OpenAPI document lists every call', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
    for (const ep of ENDPOINTS) {
      const openApiPath = routeUrl(ep).replace(/:([A-Za-z_]+)/g, '{$1}');
      const method = (ep.readViaPost ? 'POST' : ep.method).toLowerCase();
      expect(doc.paths[openApiPath]?.[method], `${method} ${openApiPath}`).toBeDefined();
    }
  });
});
