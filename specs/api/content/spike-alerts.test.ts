/**
 * Spike alerts (issue 13, beyond spec 02 §3): the window against the same window on each of the
 * previous 7 days. The default scenario's outage (20 days before now, 13:00–19:00 UTC) and launch
 * (45 days before, 15:00 UTC) are replayed hour by hour on the mock's clock.
 */
import { checkSpikeAlerts } from '@sl/api-mock/alerts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DAY, FIXED_NOW, signIn, startApp } from '../support/app.ts';
import { type As, as } from './client.ts';

const HOUR = 3_600_000;
let app: FastifyInstance;
let admin: As;
let clock = FIXED_NOW.getTime();
const ctx = () => ({ store: app.store, now: () => clock });

beforeAll(async () => {
  // The clock moves by weeks here; the session must outlive it.
  app = await startApp({ now: () => clock, accessTokenTtlSeconds: 400 * 24 * 3600 });
  admin = as(app, await signIn(app, 'admin@acme.test'));
});
afterAll(() => app.close());
afterEach(async () => {
  clock = FIXED_NOW.getTime();
  for (const a of app.store.collections.alerts.all().filter((x) => x.threshold_count_mode === 'spike'))
    await admin('DELETE', `/alerts/${a.id}`);
});

const spikeAlert = {
  name: 'Mentions spike',
  trigger: 'new_posts',
  send_via: ['notification', 'email'],
  recipient_emails: ['admin@acme.test'],
  email_description: 'Something is happening.',
  threshold_count_mode: 'spike',
  threshold_count_value: 20,
  alert_time_span: 3,
  spike_sensitivity: 'medium',
  spike_cooldown_hours: 24,
  search_id: 1,
};

const create = async (change: object = {}) => {
  const res = await admin('POST', '/alerts', { ...spikeAlert, ...change });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
};

/** Runs the alert clock once an hour over [start, start + hours]; answers what was raised. */
const replay = async (start: number, hours: number) => {
  const raised: { at: number; alert_id: number; why: Record<string, unknown> }[] = [];
  for (let h = 0; h <= hours; h++) {
    clock = start + h * HOUR;
    for (const r of await checkSpikeAlerts(ctx(), clock)) raised.push({ at: h, ...r });
  }
  return raised;
};

/**
 * What the library shows for a drill-down link (web: features/search reads item, from, to and
 * sentiment): the saved search's query and filters over the window, with the trigger's sentiment.
 */
const drillDownTotal = async (link: string) => {
  const params = new URLSearchParams(link.split('?')[1]);
  const items = (await admin('GET', '/search/items')).json().data as {
    id: number;
    query: unknown;
    filters: Record<string, unknown>;
  }[];
  const item = items.find((i) => i.id === Number(params.get('item')));
  if (!item) throw new Error(`no search ${params.get('item')}`);
  const sentiment = params.get('sentiment');
  const res = await admin('POST', '/search/posts', {
    query: item.query,
    filters: sentiment ? { ...item.filters, sentiments: [Number(sentiment)] } : item.filters,
    range: { from: params.get('from'), to: params.get('to') },
    per_page: 5,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { total: number }).total;
};

const utcDay = (daysAgo: number) => Math.floor((FIXED_NOW.getTime() - daysAgo * DAY) / DAY) * DAY;
const OUTAGE_DAY = utcDay(20);
const LAUNCH_DAY = utcDay(45);

describe('issue 13: spike alerts on the seeded days', () => {
  it('the outage day raises exactly one alert, with its why, a notification, a mail and an annotation', async () => {
    const { id } = await create();
    const notesBefore = app.store.collections.notifications.all().length;
    const mailsBefore = app.store.collections.outbox.all().length;
    const raised = await replay(OUTAGE_DAY, 24);
    expect(raised).toHaveLength(1);
    const [{ at, why }] = raised;
    // The outage starts at 13:00 UTC: the 3-hour window ending 14:00 already stands out.
    expect(at).toBeGreaterThanOrEqual(13);
    expect(at).toBeLessThanOrEqual(16);
    const w = why as {
      count: number;
      baseline: { counts: number[]; mean: number; deviation: number };
      keywords: { term: string; count: number; baseline: number }[];
      networks: { network: string; count: number; baseline: number }[];
      drill_down: string;
      window: { from: string; to: string };
    };
    expect(w.baseline.counts).toHaveLength(7);
    expect(w.count).toBeGreaterThan(
      w.baseline.mean + 3 * Math.max(w.baseline.deviation, Math.sqrt(w.baseline.mean)),
    );
    expect(w.keywords).toHaveLength(3);
    expect(w.networks).toHaveLength(3);
    for (const d of [...w.keywords, ...w.networks]) expect(d.count).toBeGreaterThan(d.baseline);
    // The complaints are what drives it.
    expect(w.keywords.map((k) => k.term).join(' ')).toMatch(/outage|down|log/);
    expect(Date.parse(w.window.to) - Date.parse(w.window.from)).toBe(3 * HOUR);
    expect(w.drill_down).toBe(
      `/search?item=1&from=${encodeURIComponent(w.window.from)}&to=${encodeURIComponent(w.window.to)}`,
    );
    // The drill-down opens exactly the posts behind the spike: the search's live results over the window.
    expect(await drillDownTotal(w.drill_down)).toBe(w.count);

    // The why is kept on the alert and read back over the API.
    const stored = (await admin('GET', `/alerts/${id}`)).json();
    expect(stored.last_why).toEqual(why);
    expect(stored.last_triggered_at).toBe(new Date(OUTAGE_DAY + at * HOUR).toISOString());

    const notes = app.store.collections.notifications.all().slice(notesBefore);
    expect(notes.map((n) => n.account_id)).toEqual([2]);
    expect(notes[0].text).toMatch(
      /^Spike alert "Mentions spike": \d+ posts in the last 3 hours, against [\d.]+ usually/,
    );
    const mails = app.store.collections.outbox.all().slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'alert',
      to: ['admin@acme.test'],
      subject: 'Alert: Mentions spike',
    });
    expect(mails[0].text).toContain('Something is happening.');
    expect(mails[0].link).toBe(`/n${w.drill_down}`);

    // An annotation on the timeline, in the profile's "Alerts" layer.
    const layers = (await admin('GET', '/v1/annotations/layers')).json();
    const list = Array.isArray(layers) ? layers : (layers.data ?? layers.items);
    const layer = list.find((l: { name: string }) => l.name === 'Alerts');
    expect(layer).toBeDefined();
    const notes2 = app.store.collections.annotations.all().filter((a) => a.layer_id === layer.id);
    expect(notes2).toHaveLength(1);
    expect(notes2[0]).toMatchObject({
      anchor_date: w.window.from,
      search_item_id: 1,
      name: 'Spike: Mentions spike',
    });
  });

  it('the launch raises one alert on positive posts; its drill-down keeps the positive posts only', async () => {
    await create({ name: 'Praise spike', trigger: 'positive_posts', threshold_count_value: 10 });
    const raised = await replay(LAUNCH_DAY, 48);
    expect(raised.map((r) => r.at)).toHaveLength(1);
    expect(raised[0].at).toBeGreaterThanOrEqual(15);
    const why = raised[0].why as { count: number; drill_down: string };
    expect(new URLSearchParams(why.drill_down.split('?')[1]).get('sentiment')).toBe('1');
    expect(await drillDownTotal(why.drill_down)).toBe(why.count);
    // Without the trigger's sentiment the same window holds more posts: the filter is what narrows it.
    expect(await drillDownTotal(why.drill_down.replace(/&sentiment=1$/, ''))).toBeGreaterThan(why.count);
  });

  it('a quiet week raises nothing, even at high sensitivity', async () => {
    await create({ name: 'Quiet', spike_sensitivity: 'high' });
    // Days 19 to 12 before now: after the outage, before the last week; nothing seeded there.
    expect(await replay(utcDay(19), 7 * 24)).toEqual([]);
  });
});

describe('issue 13: one spike, one alert', () => {
  it('the cooldown keeps the outage to one alert; without it the same outage raises again', async () => {
    await create({ name: 'No rest', spike_cooldown_hours: 1 });
    const restless = await replay(OUTAGE_DAY, 24);
    expect(restless.length).toBeGreaterThan(1);
    await admin(
      'DELETE',
      `/alerts/${app.store.collections.alerts.all().find((a) => a.name === 'No rest')?.id}`,
    );
    await create({ name: 'Rested', spike_cooldown_hours: 24 });
    expect(await replay(OUTAGE_DAY, 24)).toHaveLength(1);
  });

  it('a muted alert raises nothing: no notification, no mail, no annotation', async () => {
    await create({ name: 'Muted', is_muted: true });
    const counts = () =>
      ['notifications', 'outbox', 'annotations'].map(
        (c) => app.store.collections[c as 'outbox'].all().length,
      );
    const before = counts();
    expect(await replay(OUTAGE_DAY, 24)).toEqual([]);
    expect(counts()).toEqual(before);
  });

  it('posts arriving now raise a spike alert at once', async () => {
    await create({ name: 'Live spike' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/__mock/statuses',
      payload: {
        statuses: Array.from({ length: 30 }, (_, k) => ({
          full_text: `The whole site is down again, outage number ${k}`,
          language: 'en',
          social_type: 'twitter',
          created_at: new Date(clock - k * 60_000).toISOString(),
        })),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const live = app.store.collections.alerts.all().find((a) => a.name === 'Live spike');
    expect(res.json().alerts_raised.map((r: { alert_id: number }) => r.alert_id)).toContain(live?.id);
    expect(live?.last_why?.count).toBeGreaterThanOrEqual(30);
  });

  it.each([
    ['an unknown sensitivity', { spike_sensitivity: 'extreme' }, 'Spike sensitivity Wrong value!'],
    ['an unknown cooldown', { spike_cooldown_hours: 5 }, 'Spike cooldown hours Wrong value!'],
    ['an unknown mode', { threshold_count_mode: 'sideways' }, 'Threshold count mode Wrong value!'],
  ])('refuses %s', async (_n, change, message) => {
    const res = await admin('POST', '/alerts', { ...spikeAlert, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_message).toBe(message);
  });
});
