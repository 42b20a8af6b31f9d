/**
 * The query editor that explains itself (issue 13, beyond spec 02 §4): POST /search/validate
 * checks a query with the analytics' own evaluator; POST /search/posts lists what it keeps.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { read } from '../analytics/support.ts';
import { DAY, signIn, startApp } from '../support/app.ts';
import { type As, as } from './client.ts';

let app: FastifyInstance;
let admin: As;
let guest: As;
let globex: As;

beforeAll(async () => {
  app = await startApp();
  admin = as(app, await signIn(app, 'admin@acme.test'));
  guest = as(app, await signIn(app, 'guest@acme.test'));
  globex = as(app, await signIn(app, 'admin@globex.test'));
});
afterAll(() => app.close());

type Group = { type: 'must' | 'must-not'; terms: string[] };
const must = (...terms: string[]): Group => ({ type: 'must', terms });
const mustNot = (...terms: string[]): Group => ({ type: 'must-not', terms });

const validate = async (query: Group[], filters: object = {}, who: As = admin) => {
  const res = await who('POST', '/search/validate', { query, filters });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const codes = (list: { code: string; group: number | null; term: number | null }[]) =>
  list.map((f) => [f.code, f.group, f.term]);

describe('issue 13: the query is checked before it is saved', () => {
  it.each<[string, Group[], (string | number | null)[][]]>([
    ['a fine query', [must('refund', 'login')], []],
    ['an odd quote', [must('"dark mode')], [['unbalanced_quotes', 0, 0]]],
    ['a closing parenthesis first', [must('refund', ')login(')], [['unbalanced_parentheses', 0, 1]]],
    ['an unclosed parenthesis', [must('(refund')], [['unbalanced_parentheses', 0, 0]]],
    ['an empty must group', [must('refund'), must(' ', '')], [['empty_must_group', 1, null]]],
    ['OR typed into a term', [must('refund OR login')], [['unknown_operator', 0, 0]]],
    ['NOT typed into a must-not term', [must('refund'), mustNot('NOT login')], [['unknown_operator', 1, 0]]],
    ['a field prefix', [must('title:refund')], [['unknown_operator', 0, 0]]],
    [
      'two errors in one term',
      [must('("refund')],
      [
        ['unbalanced_quotes', 0, 0],
        ['unbalanced_parentheses', 0, 0],
      ],
    ],
  ])('%s → its errors', async (_name, query, expected) => {
    const v = await validate(query);
    expect(codes(v.errors)).toEqual(expected);
    for (const e of v.errors) expect(e.message).not.toBe('');
    if (expected.length > 0) expect(v).toMatchObject({ hits: null, sample: [], warnings: [] });
    else expect(v.hits).toBeGreaterThan(0);
  });

  it('an error message names the term and says what to do', async () => {
    const v = await validate([must('refund OR login')]);
    expect(v.errors[0].message).toBe(
      '“OR” is not an operator here: put the alternatives as separate terms of one group.',
    );
  });

  it.each<[string, Group[], (string | number | null)[][]]>([
    ['a term that matches nothing in 90 days', [must('refund', 'zzqx-nothing')], [['matches_nothing', 0, 1]]],
    ['a must-not term that matches nothing', [must('refund'), mustNot('zzqx')], [['matches_nothing', 1, 0]]],
    ['a single letter', [must('e')], [['broad_term', 0, 0]]],
    ['the brand name, in most posts', [must('acme')], [['broad_term', 0, 0]]],
    [
      'a must-not removing every post',
      [must('refund'), mustNot('refund')],
      [['must_not_removes_all', 1, null]],
    ],
    [
      'a broad word is fine as a must-not',
      [must('refund'), mustNot('xyzzy', 'e')],
      [
        ['matches_nothing', 1, 0],
        ['must_not_removes_all', 1, null],
      ],
    ],
  ])('%s → its warnings', async (_name, query, expected) => {
    const v = await validate(query);
    expect(v.errors).toEqual([]);
    expect(codes(v.warnings)).toEqual(expected);
  });

  it('warnings follow the filters: a word found elsewhere matches nothing on one network', async () => {
    expect((await validate([must('refund')])).warnings).toEqual([]);
    const onSteam = await validate([must('refund')], { social_types: ['steam'], languages: ['zz'] });
    expect(codes(onSteam.warnings)).toEqual([]);
    expect(onSteam.hits).toBe(0);
  });
});

describe('issue 13: the hit preview and sample', () => {
  it('hits equal the dashboard total for the same query and range', async () => {
    for (const [query, filters] of [
      [[must('refund', 'login')], {}],
      [[must('down', 'outage', 'login', 'log in'), mustNot('refund')], {}],
      [[], { social_types: ['zendesk', 'intercom'] }],
    ] as [Group[], object][]) {
      const v = await validate(query, filters);
      expect(Date.parse(v.range.to) - Date.parse(v.range.from)).toBe(30 * DAY);
      const dash = await read(app, admin.signedIn, 'sentiment', {
        range: v.range,
        properties: JSON.stringify({ query, filters }),
      });
      expect(dash.statusCode).toBe(200);
      expect(v.hits).toBe(dash.json().total);
      expect(v.hits).toBeGreaterThan(0);
    }
  });

  it('the sample is the five newest matching posts, newest first', async () => {
    const v = await validate([must('refund')]);
    expect(v.sample).toHaveLength(5);
    const times = v.sample.map((p: { created_at: string }) => Date.parse(p.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const p of v.sample) expect(`${p.title ?? ''} ${p.full_text}`.toLowerCase()).toContain('refund');
    const all = await admin('POST', '/search/posts', { query: [must('refund')], per_page: 5 });
    expect(all.json().posts.map((p: { id: number }) => p.id)).toEqual(
      v.sample.map((p: { id: number }) => p.id),
    );
  });

  it('live results page through every matching post once', async () => {
    const v = await validate([must('refund')]);
    const seen = new Set<number>();
    for (let page = 1; page <= Math.ceil(v.hits / 10); page++) {
      const res = await admin('POST', '/search/posts', { query: [must('refund')], page });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ total: v.hits, page, per_page: 10 });
      for (const p of res.json().posts) seen.add(p.id);
    }
    expect(seen.size).toBe(v.hits);
  });

  it('reads the caller’s own profile; guests may check queries too', async () => {
    const acme = await validate([must('refund')]);
    const other = await validate([must('refund')], {}, globex);
    expect(other.sample.every((p: { business_profile_id: number }) => p.business_profile_id === 11)).toBe(
      true,
    );
    expect(acme.sample.every((p: { business_profile_id: number }) => p.business_profile_id === 1)).toBe(true);
    expect((await validate([must('refund')], {}, guest)).hits).toBe(acme.hits);
  });

  it.each([
    ['an unknown group type', { query: [{ type: 'should', terms: ['x'] }] }, 'Wrong value!'],
    ['a term too long', { query: [must('x'.repeat(201))] }, 'It is too long!'],
    ['a page 0', { page: 0 }, 'It has to be a number above 0!'],
    [
      'a drill-down range ending before it starts',
      { page: 1, query: [], range: { from: '2026-11-05T13:00:00Z', to: '2026-11-05T10:00:00Z' } },
      'Wrong value!',
    ],
    [
      'a drill-down range that is not dates',
      { page: 1, query: [], range: { from: 'x', to: 'y' } },
      'Wrong format!',
    ],
  ])('refuses %s with a 400 and the spec message', async (_n, body, message) => {
    const path = 'page' in body ? '/search/posts' : '/search/validate';
    const res = await admin('POST', path, body);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
  });

  it('needs a session', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/search/validate', payload: { query: [] } });
    expect(res.statusCode).toBe(401);
  });
});
