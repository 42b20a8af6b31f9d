import { describe, expect, it } from 'vitest';
import { ENDPOINT_MODULE, stripEndpointSchemas } from './strip-endpoint-schemas.ts';

describe('stripEndpointSchemas (decision record 013)', () => {
  it('drops every schema of an entry and keeps its path and flags', () => {
    const source = `// spec 01 §7 — sign in
import { z } from 'zod';
import { sessionResponseSchema as response } from '../schemas/account.ts';
export const create = endpoint('session.create', 'POST', '/v1/session', {
  params: z.strictObject({ id: z.coerce.number() }),
  query: querySchema,
  body: z.strictObject({
    email: z.string().min(1, 'Should not be empty!'),
  }),
  response,
  status: 200,
  skipAuthRefresh: true,
  summary: 'Sign in',
});`;
    const out = stripEndpointSchemas(source, 'session.ts');
    expect(out).not.toMatch(/z\.strictObject|querySchema,|Should not be empty/);
    expect(out).toContain(
      'params: undefined,\n  query: undefined,\n  body: undefined,\n  response: undefined,\n  status: 200',
    );
    expect(out).toContain("endpoint('session.create', 'POST', '/v1/session'");
    expect(out).toContain("summary: 'Sign in'");
  });

  it("drops the schemas passed by name to a helper that builds entries (the dashboard's read())", () => {
    const source = `import * as s from '../schemas/dashboard.ts';
export const sentiment = read('dashboard.sentiment', '/v1/dashboard/sentiment', s.dashboardReadBodySchema, s.sentimentResponseSchema, 'Sentiment');
export const sla = read('dashboard.sla', '/v1/dashboard/sla', slaBodySchema, s.slaResponseSchema, 'SLA', 'text');`;
    const out = stripEndpointSchemas(source, 'dashboard.ts');
    expect(out).not.toMatch(/Schema/);
    expect(out).toContain(
      "read('dashboard.sentiment', '/v1/dashboard/sentiment', undefined, undefined, 'Sentiment')",
    );
    expect(out).toContain("read('dashboard.sla', '/v1/dashboard/sla', undefined, undefined, 'SLA', 'text')");
  });

  it('leaves other calls and objects alone', () => {
    const source = "const body = other('a', 'b', 'c', { body: x });\nconst o = { response: y };";
    expect(stripEndpointSchemas(source, 'x.ts')).toBe(source);
  });

  it('applies to the endpoint modules, not to define.ts or the table', () => {
    expect(ENDPOINT_MODULE.test('/r/api-contract/src/endpoints/session.ts')).toBe(true);
    expect(ENDPOINT_MODULE.test('/r/api-contract/src/endpoints/define.ts')).toBe(false);
    expect(ENDPOINT_MODULE.test('/r/api-contract/src/endpoints/index.ts')).toBe(false);
    expect(ENDPOINT_MODULE.test('/r/api-contract/src/schemas/account.ts')).toBe(false);
  });
});
