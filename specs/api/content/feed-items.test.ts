import { buildScenario } from '@sl/fixtures';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW, signIn, startApp } from '../support/app.ts';
import { type As, as } from './client.ts';

let app: FastifyInstance;
let admin: As;
let agent: As;
let guest: As;
let globex: As;
const scenario = buildScenario('default', { now: FIXED_NOW });
const acme = scenario.statuses.filter((s) => s.business_profile_id === 1);

beforeAll(async () => {
  app = await startApp();
  admin = as(app, await signIn(app, 'admin@acme.test'));
  agent = as(app, await signIn(app, 'agent@acme.test'));
  guest = as(app, await signIn(app, 'guest@acme.test'));
  globex = as(app, await signIn(app, 'admin@globex.test'));
});
afterAll(() => app.close());

describe('spec 01 §7, spec 02 §7: feed items', () => {
  it('list 6 per page (mock default for posts), newest first, one item per stored post', async () => {
    const body = (await agent('GET', '/v1/feed-items')).json();
    expect(body.meta).toEqual({ page: 1, per_page: 6, total: acme.length });
    const newest = [...acme]
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .slice(0, 6);
    expect(body.data.map((i: { id: number }) => i.id)).toEqual(newest.map((s) => s.id));
  });

  it('filter by network and sentiment, sort by engagement, and the counts agree', async () => {
    const q = 'social_type=twitter&sentiment[]=-1&sort_by=total_engagements&order=desc';
    const expected = acme.filter((s) => s.social_type === 'twitter' && s.sentiment === -1);
    const list = (await agent('GET', `/v1/feed-items?${q}`)).json();
    expect(list.meta.total).toBe(expected.length);
    const top = Math.max(...expected.map((s) => s.total_engagements));
    expect(list.data[0].status.favorite_count).toBeLessThanOrEqual(top);
    expect((await agent('GET', `/v1/feed-items/count?${q}`)).json().count).toBe(expected.length);
    const sentiments = (await agent('GET', '/v1/feed-items/sentiments?social_type=twitter')).json();
    const tw = acme.filter((s) => s.social_type === 'twitter');
    expect(sentiments).toEqual({
      positive: tw.filter((s) => s.sentiment === 1).length,
      neutral: tw.filter((s) => s.sentiment === 0).length,
      negative: tw.filter((s) => s.sentiment === -1).length,
      total: tw.length,
    });
  });

  it('the seeded inbox has items in states 1 and 3, assignees and drafts', async () => {
    const seeded = (scenario.feed_items ?? []).filter((f) => f.business_profile_id === 1);
    for (const state of [1, 3]) {
      const n = (await agent('GET', `/v1/feed-items/count?state=${state}`)).json().count;
      const recorded = seeded.filter((f) => f.state === state).length;
      // Posts without a record are open (state 1).
      expect(n).toBe(state === 1 ? recorded + (acme.length - seeded.length) : recorded);
    }
    const mine = seeded.filter((f) => f.assigned_to === 3).length;
    expect((await agent('GET', '/v1/feed-items/assigned-to-me-count')).json().count).toBe(mine);
    const drafts = (await agent('GET', '/v1/feed-items/drafts')).json();
    expect(drafts.meta.total).toBe(seeded.filter((f) => f.draft !== null && f.draft_by === 3).length);
  });

  it('assign, unassign and set labels change the item, and assigned-to-me follows', async () => {
    const id = acme[0].id;
    const before = (await agent('GET', '/v1/feed-items/assigned-to-me-count')).json().count;
    const assigned = await admin('POST', `/v1/feed-items/${id}/assign`, { account_id: 3 });
    expect(assigned.json().assigned_to).toBe(3);
    expect((await agent('GET', '/v1/feed-items/assigned-to-me-count')).json().count).toBe(before + 1);
    const list = (await agent('GET', '/v1/feed-items/assigned-to-me?per_page=100&page=1&order=asc')).json();
    expect(list.data.map((i: { id: number }) => i.id)).toContain(id);

    expect(
      (await agent('POST', `/v1/feed-items/${id}/set-labels`, { label_ids: [1, 2] })).json().label_ids,
    ).toEqual([1, 2]);
    expect((await agent('GET', '/v1/feed-items/count?label_id=2')).json().count).toBeGreaterThan(0);
    expect((await agent('POST', `/v1/feed-items/${id}/unassign`)).json().assigned_to).toBeNull();
    expect((await agent('GET', '/v1/feed-items/assigned-to-me-count')).json().count).toBe(before);
  });

  it('spec 02 §4: the state call sets the state of each item; a bad id changes none', async () => {
    const [a, b] = acme.slice(1, 3).map((s) => s.id);
    const res = await agent('POST', '/v1/feed-items/status/properties/state', { ids: [a, b], state: 3 });
    expect(res.json().data.map((i: { state: number }) => i.state)).toEqual([3, 3]);
    const refused = await agent('POST', '/v1/feed-items/status/properties/state', {
      ids: [a, 999999],
      state: 1,
    });
    expect(refused.statusCode).toBe(404);
    expect(
      (await agent('GET', `/v1/feed-items?state=3&per_page=100&sort_by=created_at&order=asc`))
        .json()
        .data.map((i: { id: number }) => i.id),
    ).toContain(a);
    expect(
      (await agent('POST', '/v1/feed-items/status/properties/state', { ids: [a], state: 9 })).statusCode,
    ).toBe(400);
  });

  it('refuses assigning to an account of another profile, unknown labels and foreign items', async () => {
    const id = acme[3].id;
    expect((await admin('POST', `/v1/feed-items/${id}/assign`, { account_id: 6 })).statusCode).toBe(400);
    expect((await admin('POST', `/v1/feed-items/${id}/set-labels`, { label_ids: [6] })).statusCode).toBe(400);
    expect((await globex('POST', `/v1/feed-items/${id}/assign`, { account_id: 6 })).statusCode).toBe(404);
    expect((await guest('POST', `/v1/feed-items/${id}/assign`, { account_id: 3 })).statusCode).toBe(403);
  });

  it('translate says which language a post came from and round-trips', async () => {
    const fr = acme.find((s) => s.language === 'fr');
    if (!fr) throw new Error('the default scenario has French posts');
    const there = (
      await agent('POST', '/v1/feed-items/status/properties/translate', { id: fr.id, lang: 'en' })
    ).json();
    expect(there.source_language).toBe('fr');
    expect(there.text).toContain(fr.full_text);
    const back = (
      await agent('GET', `/v1/contents/translate?lang=fr&text=${encodeURIComponent(there.text)}`)
    ).json();
    expect(back.data).toEqual({ text: fr.full_text, source_language: 'en', target_language: 'fr' });
    expect((await agent('GET', '/v1/contents/translate?lang=english&text=hi')).statusCode).toBe(400);
  });
});

describe('spec 01 §7, §9: statuses and identities', () => {
  const byEngagement = [...acme].sort((a, b) => b.total_engagements - a.total_engagements || a.id - b.id);

  it('GET /v1/statuses pages 15 from offset 0 by counts.total_engagements descending', async () => {
    const body = (await agent('GET', '/v1/statuses')).json();
    expect(body.meta).toEqual({ offset: 0, limit: 15, total: acme.length });
    expect(body.data.map((s: { id: number }) => s.id)).toEqual(byEngagement.slice(0, 15).map((s) => s.id));
  });

  it('honours args[order_by], args[direction], offset, limit, query and filters', async () => {
    const asc = (
      await agent('GET', '/v1/statuses?args[order_by]=created_at&args[direction]=asc&offset=5&limit=3')
    ).json();
    const byTime = [...acme].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
    expect(asc.data.map((s: { id: number }) => s.id)).toEqual(byTime.slice(5, 8).map((s) => s.id));
    const filters = encodeURIComponent(JSON.stringify({ social_types: ['reddit'] }));
    const reddit = (await agent('GET', `/v1/statuses?filters=${filters}&query=login`)).json();
    expect(reddit.meta.total).toBe(
      acme.filter(
        (s) =>
          s.social_type === 'reddit' && `${s.title ?? ''} ${s.full_text}`.toLowerCase().includes('login'),
      ).length,
    );
    expect((await agent('GET', '/v1/statuses?filters=%7Bnope')).statusCode).toBe(400);
    expect((await agent('GET', '/v1/statuses?offset=-1')).statusCode).toBe(400);
  });

  it('one status and its author (identity) by id', async () => {
    const s = byEngagement[0];
    expect((await agent('GET', `/v1/statuses/${s.id}`)).json()).toMatchObject({
      id: s.id,
      identity_id: s.author_id,
    });
    const identity = (await agent('GET', `/v1/identities/${encodeURIComponent(s.author_id)}`)).json();
    expect(identity.statuses_count).toBe(acme.filter((x) => x.author_id === s.author_id).length);
    expect((await globex('GET', `/v1/statuses/${s.id}`)).statusCode).toBe(404);
  });
});

describe('issue 12: replies count', () => {
  const slaOf = async (who: As) => {
    const range = `range[from]=${encodeURIComponent('2026-08-01T00:00:00.000Z')}&range[to]=${encodeURIComponent(FIXED_NOW.toISOString())}`;
    return (await who('GET', `/v1/dashboard/sla?${range}`)).json();
  };
  const tickets = new Set(['zendesk', 'intercom', 'helpshift']);

  it('a reply or mark-replied on an unanswered ticket moves the first-reply figures for every reader', async () => {
    const [first, second] = acme.filter(
      (s) => tickets.has(s.social_type) && s.first_reply_at === null && s.created_at >= '2026-08-01',
    );
    if (!first || !second) throw new Error('the default scenario has unanswered tickets');
    const before = await slaOf(admin);
    expect(before.unanswered).toBeGreaterThan(1);

    const replied = await agent('POST', `/v1/feed-items/${first.id}/reply`, { text: 'We are on it.' });
    expect(replied.json().is_replied).toBe(true);
    const afterReply = await slaOf(admin);
    expect(afterReply.tickets).toBe(before.tickets);
    expect(afterReply.answered).toBe(before.answered + 1);
    expect(afterReply.unanswered).toBe(before.unanswered - 1);

    await admin('POST', `/v1/feed-items/${second.id}/mark-replied`);
    const afterMark = await slaOf(agent);
    expect(afterMark.answered).toBe(before.answered + 2);
    // The series counts each reply in the bucket of its ticket; a second reply changes nothing.
    expect(afterMark.series.reduce((n: number, b: { answered: number }) => n + b.answered, 0)).toBe(
      afterMark.answered,
    );
    await agent('POST', `/v1/feed-items/${first.id}/reply`, { text: 'Following up.' });
    expect((await slaOf(admin)).answered).toBe(afterMark.answered);
  });

  it('the state counts follow an agent’s state change, and replied items read as replied', async () => {
    const id = acme[10].id;
    const resolved = async () => (await admin('GET', '/v1/feed-items/count?state=3')).json().count;
    const before = await resolved();
    await agent('POST', '/v1/feed-items/status/properties/state', { ids: [id], state: 3 });
    expect(await resolved()).toBe(before + 1);
    await agent('POST', `/v1/feed-items/${id}/mark-replied`);
    const item = (await admin('GET', '/v1/feed-items?state=3&per_page=100'))
      .json()
      .data.find((i: { id: number }) => i.id === id);
    expect(item.is_replied).toBe(true);
    expect(item.actions.replied_by).toEqual([agent.signedIn.accountId]);
  });
});

describe('issue 12: an item’s conversation (decision 015)', () => {
  it('is the author’s posts on the network around it, in time order, with the replies sent from the inbox', async () => {
    const byAuthor = new Map<string, typeof acme>();
    for (const s of acme) {
      const key = `${s.social_type}|${s.author_id}`;
      byAuthor.set(key, [...(byAuthor.get(key) ?? []), s]);
    }
    const thread = [...byAuthor.values()].find((posts) => posts.length >= 3);
    if (!thread) throw new Error('the default scenario has an author with several posts on a network');
    const ordered = [...thread].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
    const item = ordered[1];
    await agent('POST', `/v1/feed-items/${item.id}/reply`, { text: '<b>Thanks</b>, we will call you.' });
    await admin('POST', `/v1/feed-items/${item.id}/mark-replied`);

    const res = await guest('GET', `/v1/feed-items/${item.id}/conversation`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(
      data
        .filter((e: { kind: string }) => e.kind === 'post')
        .map((e: { feed_item_id: number }) => e.feed_item_id),
    ).toEqual(ordered.slice(0, 12).map((s) => s.id));
    const at = data.findIndex(
      (e: { feed_item_id: number; kind: string }) => e.feed_item_id === item.id && e.kind === 'post',
    );
    // One reply (mark replied has no words), right after the post it answers, text as sent.
    expect(data[at + 1]).toMatchObject({
      kind: 'reply',
      feed_item_id: item.id,
      text: '<b>Thanks</b>, we will call you.',
    });
    expect(data[at + 1].author).toMatch(/\S/);
    expect(data.filter((e: { kind: string }) => e.kind === 'reply')).toHaveLength(1);
  });

  it('is 404 for another profile’s item and 400 for a bad id', async () => {
    expect((await globex('GET', `/v1/feed-items/${acme[0].id}/conversation`)).statusCode).toBe(404);
    expect((await agent('GET', '/v1/feed-items/abc/conversation')).statusCode).toBe(400);
  });
});
