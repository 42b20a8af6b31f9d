/**
 * DESIGN §1, spec 02 §7: on the default scenario every widget's numbers follow from the same
 * posts. Sentiment total = network-breakdown total = demographics total (before its default
 * exclusions) = the number of matching posts, for any range and context; a one-network filter
 * moves all of them to that network's count; a compared range equals the same call on that range.
 */
import { buildScenario } from '@sl/fixtures';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, FIXED_NOW, rangeBack, type SignedIn, signIn, startApp } from '../support/app.ts';
import { parseCsv, read } from './support.ts';

let app: FastifyInstance;
let admin: SignedIn;
const scenario = buildScenario('default', { now: FIXED_NOW });

type Filters = { social_types?: string[]; languages?: string[] };
function expected(range: { from: string; to: string }, filters: Filters = {}, must: string[] = []) {
  const from = Date.parse(range.from);
  const to = Date.parse(range.to);
  return scenario.statuses.filter((s) => {
    const t = Date.parse(s.created_at);
    if (s.business_profile_id !== 1 || t < from || t >= to) return false;
    if (filters.social_types && !filters.social_types.includes(s.social_type)) return false;
    if (filters.languages && !filters.languages.includes(s.language)) return false;
    const text = `${s.title ?? ''}\n${s.full_text}`.toLowerCase();
    return must.length === 0 || must.some((m) => text.includes(m));
  });
}

beforeAll(async () => {
  app = await startApp();
  admin = await signIn(app, 'admin@acme.test');
});
afterAll(() => app.close());

const contexts: [string, Filters, string[]][] = [
  ['no context', {}, []],
  ['one network (trustpilot)', { social_types: ['trustpilot'] }, []],
  ['one network (x)', { social_types: ['twitter'] }, []],
  ['two languages', { languages: ['es', 'pt'] }, []],
  ['a must query', {}, ['delivery', 'login']],
];

describe('spec 02 §7: widget totals agree with each other and with the seeded posts', () => {
  for (const days of [1, 7, 30, 90]) {
    for (const [name, filters, must] of contexts) {
      it(`over the last ${days} days with ${name}, sentiment, networks and demographics count the same posts`, async () => {
        const range = rangeBack(days);
        const properties = JSON.stringify({
          filters,
          query: must.length ? [{ type: 'must', terms: must }] : [],
        });
        const body = { range, time_zone: 'UTC', interval: 'days', properties };
        const want = expected(range, filters, must).length;
        const [sentiment, networks, languages, countries, netsOnly] = await Promise.all([
          read(app, admin, 'sentiment', body),
          read(app, admin, 'networks', body),
          read(app, admin, 'demographics/languages', body),
          read(app, admin, 'demographics/countries', body),
          read(app, admin, 'networks', { ...body, count_only: true }),
        ]);
        expect(sentiment.json().total).toBe(want);
        expect(networks.json().total).toBe(want);
        expect(networks.json().networks.reduce((n: number, r: { count: number }) => n + r.count, 0)).toBe(
          want,
        );
        expect(netsOnly.json().networks[0]?.positive).toBeUndefined();
        for (const demo of [languages.json(), countries.json()]) {
          expect(demo.total).toBe(want);
          const shown = demo.rows.reduce((n: number, r: { status_count: number }) => n + r.status_count, 0);
          if (demo.total_rows <= demo.per_page) expect(shown + demo.excluded).toBe(want);
        }
        if (filters.social_types?.length === 1) {
          expect(networks.json().networks.map((r: { social_type: string }) => r.social_type)).toEqual(
            want ? filters.social_types : [],
          );
        }
      });
    }
  }

  it('the demographics leave out und and the empty country by default, and count them as excluded', async () => {
    const range = rangeBack(30);
    const all = expected(range);
    const langs = (await read(app, admin, 'demographics/languages', { range })).json();
    expect(langs.excluded).toBe(all.filter((s) => s.language === 'und').length);
    expect(langs.rows.some((r: { code: string }) => r.code === 'und')).toBe(false);
    const withUnd = (await read(app, admin, 'demographics/languages', { range, exclude: [] })).json();
    expect(withUnd.excluded).toBe(0);
    expect(withUnd.rows.find((r: { code: string }) => r.code === 'und').status_count).toBe(langs.excluded);
    const countries = (await read(app, admin, 'demographics/countries', { range })).json();
    expect(countries.excluded).toBe(all.filter((s) => s.country === '').length);
  });

  it('compared sentiment equals the sentiment call run on each range', async () => {
    const range = rangeBack(7);
    const compared_range = rangeBack(7, FIXED_NOW.getTime() - 7 * DAY);
    const both = (await read(app, admin, 'compared_sentiment', { range, compared_range })).json();
    const current = (await read(app, admin, 'sentiment', { range })).json();
    const before = (await read(app, admin, 'sentiment', { range: compared_range })).json();
    expect(both.current).toEqual(current);
    expect(both.compared).toEqual(before);
  });

  it('compared SLA equals the SLA call run on each range', async () => {
    const r = rangeBack(14);
    const c = rangeBack(14, FIXED_NOW.getTime() - 14 * DAY);
    const q = (range: { from: string; to: string }) =>
      `range[from]=${encodeURIComponent(range.from)}&range[to]=${encodeURIComponent(range.to)}`;
    const get = (url: string) => app.inject({ method: 'GET', url, headers: admin.headers });
    const both = (
      await get(
        `/api/v1/dashboard/compared_sla?${q(r)}&compared_range[from]=${encodeURIComponent(c.from)}&compared_range[to]=${encodeURIComponent(c.to)}`,
      )
    ).json();
    const current = (await get(`/api/v1/dashboard/sla?${q(r)}`)).json();
    const before = (await get(`/api/v1/dashboard/sla?${q(c)}`)).json();
    expect(both.current).toEqual(current);
    expect(both.compared).toEqual(before);
    const tickets = expected(r, { social_types: ['zendesk', 'intercom', 'helpshift'] });
    expect(current.tickets).toBe(tickets.length);
    expect(current.answered).toBe(tickets.filter((s) => s.first_reply_at).length);
  });

  it('the general report CSV has one row per post the sentiment call counts', async () => {
    const range = rangeBack(7);
    const res = await read(app, admin, 'reports/general.csv', { range, search_name: 'All, "Acme"' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv; charset=utf-8/);
    const rows = parseCsv(res.body);
    const total = (await read(app, admin, 'sentiment', { range })).json().total;
    expect(rows.length - 1).toBe(total);
    expect(rows[1][0]).toBe('All, "Acme"');
  });

  it('the demographics and topics CSV have as many rows as their JSON twins', async () => {
    const range = rangeBack(30);
    for (const path of ['demographics/languages', 'demographics/countries']) {
      const json = (await read(app, admin, path, { range, per_page: 100 })).json();
      const csv = parseCsv((await read(app, admin, `${path}.csv`, { range })).body);
      expect(csv.length - 1).toBe(json.total_rows);
    }
    const topics = (await read(app, admin, 'topics', { range, limit: 100 })).json();
    const topicsCsv = parseCsv((await read(app, admin, 'topics.csv', { range, limit: 100 })).body);
    expect(topicsCsv.length - 1).toBe(topics.topics.length);
    const entities = (await read(app, admin, 'entities', { range, limit: 50 })).json();
    const entitiesCsv = parseCsv((await read(app, admin, 'entities.csv', { range, limit: 50 })).body);
    expect(entitiesCsv.length - 1).toBe(entities.entities.length);
  });
});
