/**
 * issue 16 #5: a standing fault rule's path pattern must not freeze the server. `"**a"×10+"**b"`
 * compiled to a backtracking regex took 25–58 s per request; the matcher is now linear in the
 * path, and patterns are bounded.
 */
import { compileFaultPattern, MAX_WILDCARDS } from '@sl/api-mock/fault-pattern';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startApp } from '../support/app.ts';

describe('issue 16 #5: the fault-pattern matcher (DESIGN §3: * within a segment, ** across)', () => {
  it.each([
    ['/api/v1/team*', '/api/v1/teams', true],
    ['/api/v1/team*', '/api/v1/teams/1', false],
    ['/api/v1/**', '/api/v1/teams/1', true],
    ['/api/v1/**', '/api/v1/', true],
    ['/api/*/teams', '/api/v1/teams', true],
    ['/api/*/teams', '/api/v1/x/teams', false],
    ['/api/**/teams', '/api/v1/x/teams', true],
    ['**', '/anything/at/all', true],
    ['/api/v1/teams', '/api/v1/teams', true],
    ['/api/v1/teams', '/api/v1/teamsx', false],
    ['/api/v1/a.b', '/api/v1/aXb', false],
    ['/api/v1/(x)', '/api/v1/(x)', true],
    ['*', '/', false],
    ['/*', '/', true],
    ['/api/***/x', '/api/a/b/x', true],
  ])('%s against %s: %s', (pattern, path, expected) => {
    expect(compileFaultPattern(pattern).test(path)).toBe(expected);
  });

  it('the pathological pattern answers at once, even on a long path', () => {
    const pattern = compileFaultPattern(`${'**a'.repeat(5)}**b`);
    const started = performance.now();
    for (let i = 0; i < 100; i++) pattern.test(`/${'a'.repeat(2000)}`);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('issue 16 #5: the control API bounds patterns and stays responsive', () => {
  let app: FastifyInstance;
  let headers: Record<string, string>;
  beforeAll(async () => {
    app = await startApp();
    headers = (await signIn(app, 'admin@acme.test')).headers;
  });
  afterAll(() => app.close());

  it('a pattern with too many wildcards is refused with a 400 that says so', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/__mock/faults',
      payload: { path_pattern: `${'**a'.repeat(10)}**b`, fault: '500' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_message).toBe(`A path pattern has at most ${MAX_WILDCARDS} wildcards (* or **).`);
  });

  it('with the worst allowed rule standing, a request with a long path answers in well under a second', async () => {
    const rule = await app.inject({
      method: 'POST',
      url: '/api/__mock/faults',
      payload: { path_pattern: `${'**a'.repeat(MAX_WILDCARDS - 1)}**b`, fault: '500' },
    });
    expect(rule.statusCode).toBe(201);
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: `/api/v1/${'a'.repeat(3000)}`, headers });
    expect(res.statusCode).toBe(404);
    expect(performance.now() - started).toBeLessThan(500);
    expect((await app.inject({ method: 'GET', url: '/api/v1/teams', headers })).statusCode).toBe(200);
  });
});
