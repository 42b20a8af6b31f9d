import { eventWindows } from '@sl/fixtures';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW, rangeBack, signIn, startApp } from '../support/app.ts';
import { type As, as } from './client.ts';

let app: FastifyInstance;
let admin: As;
let agent: As;
let guest: As;

beforeAll(async () => {
  app = await startApp();
  admin = as(app, await signIn(app, 'admin@acme.test'));
  agent = as(app, await signIn(app, 'agent@acme.test'));
  guest = as(app, await signIn(app, 'guest@acme.test'));
});
afterAll(() => app.close());

const range90 = rangeBack(90);
const listQuery = (layerIds: number[], range = range90) =>
  `/v1/annotations/annotations?${layerIds.map((id) => `layer_ids[]=${id}`).join('&')}&time_range[]=${encodeURIComponent(range.from)}&time_range[]=${encodeURIComponent(range.to)}`;

describe('spec 02 §3, §7, §9: annotation layers', () => {
  it('layers_properties lists the 12-colour palette with the colours in use', async () => {
    const { colors } = (await admin('GET', '/v1/annotations/layers_properties')).json().layer_properties;
    expect(colors).toHaveLength(12);
    expect(
      colors
        .filter((c: { used: boolean }) => c.used)
        .map((c: { color: string }) => c.color)
        .sort(),
    ).toEqual(['#1890ff', '#52c41a', '#f5222d']);
  });

  it('a layer is created, renamed and deleted with its annotations', async () => {
    const layer = (
      await admin('POST', '/v1/annotations/layers', { name: 'Campaigns', color: '#722ed1' })
    ).json();
    expect(layer).toMatchObject({ name: 'Campaigns', color: '#722ed1', type: 'public', brand: null });
    const renamed = await admin('PATCH', `/v1/annotations/layers/${layer.id}`, { name: 'Spring campaigns' });
    expect(renamed.json().name).toBe('Spring campaigns');
    const note = await admin('POST', '/v1/annotations/annotations', {
      name: 'Kick-off',
      layer_id: layer.id,
      anchor_date: rangeBack(2).from,
    });
    expect(note.statusCode).toBe(201);
    expect((await admin('DELETE', `/v1/annotations/layers/${layer.id}`)).statusCode).toBe(204);
    expect(
      (await admin('PATCH', `/v1/annotations/annotations/${note.json().id}`, { name: 'x' })).statusCode,
    ).toBe(404);
  });

  it("a colour another layer uses is refused with 'Picked color is already in use.'", async () => {
    const res = await admin('POST', '/v1/annotations/layers', { name: 'Clash', color: '#f5222d' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error_message).toBe('Picked color is already in use.');
    expect(
      (await admin('POST', '/v1/annotations/layers', { name: 'Off palette', color: '#123456' })).statusCode,
    ).toBe(400);
  });

  it("a private layer is its creator's only", async () => {
    const mine = (await agent('GET', '/v1/annotations/layers'))
      .json()
      .data.map((l: { name: string }) => l.name);
    const theirs = (await admin('GET', '/v1/annotations/layers'))
      .json()
      .data.map((l: { name: string }) => l.name);
    expect(mine).toContain('My notes');
    expect(theirs).not.toContain('My notes');
    expect((await admin('DELETE', '/v1/annotations/layers/3')).statusCode).toBe(404);
  });
});

describe('spec 02 §5, §7: annotations', () => {
  it('the seeded outage and launch days carry annotations with anchor dates and attachments', async () => {
    const { outage, launch } = eventWindows(FIXED_NOW.getTime(), 90);
    const data = (await admin('GET', listQuery([1, 2]))).json().data;
    const outageNote = data.find((a: { name: string }) => a.name === 'Login outage');
    expect(outageNote.anchor_date).toBe(new Date(outage?.start ?? 0).toISOString());
    expect(outageNote.attachments[0].url).toMatch(/^https:/);
    expect(data.find((a: { name: string }) => a.name === 'Dark mode launch').anchor_date).toBe(
      new Date(launch?.start ?? 0).toISOString(),
    );
  });

  it('only annotations inside the time range come back', async () => {
    expect((await admin('GET', listQuery([1, 2], rangeBack(7)))).json().data).toEqual([]);
  });

  it.each([
    ['no layerIds', `/v1/annotations/annotations?time_range[]=${range90.from}&time_range[]=${range90.to}`],
    ['a one-item time range', `/v1/annotations/annotations?layer_ids[]=1&time_range[]=${range90.from}`],
    ['no time range', '/v1/annotations/annotations?layer_ids[]=1'],
  ])('the mock refuses %s (spec 02 §5)', async (_n, url) => {
    expect((await admin('GET', url)).statusCode).toBe(400);
  });

  it('an annotation is created, edited (name, text, anchorDate, layerId) and deleted', async () => {
    const a = (
      await agent('POST', '/v1/annotations/annotations', {
        name: 'Press mention',
        text: 'Covered by a tech blog.',
        layer_id: 2,
        anchor_date: rangeBack(1).from,
        attachments: [{ name: 'Article', url: 'https://news.example.com/acme' }],
      })
    ).json();
    expect(a).toMatchObject({ user_id: 3, layer_id: 2, search_item_id: null });
    const edited = await agent('PATCH', `/v1/annotations/annotations/${a.id}`, {
      name: 'Press mention (TechBlog)',
      text: 'Front page.',
      anchor_date: rangeBack(2).from,
      layer_id: 1,
    });
    expect(edited.json()).toMatchObject({
      name: 'Press mention (TechBlog)',
      layer_id: 1,
      anchor_date: rangeBack(2).from,
    });
    expect((await agent('DELETE', `/v1/annotations/annotations/${a.id}`)).statusCode).toBe(204);
  });

  describe('bands: our end_date (issue 11 "shown as plot lines/bands", decision record 020)', () => {
    const day = (back: number) => rangeBack(back).from;

    it('an annotation without an end is one instant (end_date null)', async () => {
      const a = await agent('POST', '/v1/annotations/annotations', {
        name: 'Instant',
        layer_id: 2,
        anchor_date: day(3),
      });
      expect(a.json().end_date).toBeNull();
      await agent('DELETE', `/v1/annotations/annotations/${a.json().id}`);
    });

    it('a band is created, listed while any of it overlaps the range, changed, ended and deleted', async () => {
      const created = await agent('POST', '/v1/annotations/annotations', {
        name: 'Summer sale',
        layer_id: 2,
        anchor_date: day(20),
        end_date: day(5),
      });
      expect(created.statusCode).toBe(201);
      const band = created.json();
      expect(band).toMatchObject({ anchor_date: day(20), end_date: day(5) });
      // Its start is before the last 10 days, its end inside them: it is listed.
      const names = async (range: { from: string; to: string }) =>
        (await agent('GET', listQuery([2], range))).json().data.map((a: { name: string }) => a.name);
      expect(await names(rangeBack(10))).toContain('Summer sale');
      expect(await names(rangeBack(3))).not.toContain('Summer sale');
      const moved = await agent('PATCH', `/v1/annotations/annotations/${band.id}`, { end_date: day(2) });
      expect(moved.json().end_date).toBe(day(2));
      expect(await names(rangeBack(3))).toContain('Summer sale');
      // null ends the band: one instant again.
      const ended = await agent('PATCH', `/v1/annotations/annotations/${band.id}`, { end_date: null });
      expect(ended.json().end_date).toBeNull();
      expect(await names(rangeBack(10))).not.toContain('Summer sale');
      expect((await agent('DELETE', `/v1/annotations/annotations/${band.id}`)).statusCode).toBe(204);
    });

    it("an end before the date is refused with 'End date Can not be earlier than the date!'", async () => {
      const refused = await agent('POST', '/v1/annotations/annotations', {
        name: 'Backwards',
        layer_id: 2,
        anchor_date: day(2),
        end_date: day(4),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ end_date: ['Can not be earlier than the date!'] });
      // A PATCH is judged against the anchor the annotation will have.
      const band = (
        await agent('POST', '/v1/annotations/annotations', {
          name: 'Week',
          layer_id: 2,
          anchor_date: day(7),
          end_date: day(1),
        })
      ).json();
      const late = await agent('PATCH', `/v1/annotations/annotations/${band.id}`, { anchor_date: day(0) });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({
        error_message: 'End date Can not be earlier than the date!',
        errors: { end_date: ['Can not be earlier than the date!'] },
      });
      expect(
        (await agent('PATCH', `/v1/annotations/annotations/${band.id}`, { anchor_date: day(1) })).statusCode,
      ).toBe(200);
      await agent('DELETE', `/v1/annotations/annotations/${band.id}`);
    });
  });

  it('a guest reads annotations but cannot add one', async () => {
    expect((await guest('GET', listQuery([1]))).statusCode).toBe(200);
    const res = await guest('POST', '/v1/annotations/annotations', {
      name: 'x',
      layer_id: 1,
      anchor_date: range90.to,
    });
    expect(res.statusCode).toBe(403);
  });
});
