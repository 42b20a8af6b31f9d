import { buildScenario } from '@sl/fixtures';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW, signIn, startApp } from '../support/app.ts';
import { type As, as } from './client.ts';

let app: FastifyInstance;
let sysadmin: As;
let admin: As;
let agent: As;
let guest: As;
let globex: As;
const scenario = buildScenario('default', { now: FIXED_NOW });

beforeAll(async () => {
  app = await startApp();
  sysadmin = as(app, await signIn(app, 'sysadmin@acme.test'));
  admin = as(app, await signIn(app, 'admin@acme.test'));
  agent = as(app, await signIn(app, 'agent@acme.test'));
  guest = as(app, await signIn(app, 'guest@acme.test'));
  globex = as(app, await signIn(app, 'admin@globex.test'));
});
afterAll(() => app.close());

const rule = { name: 'Hide scams', query: 'scam', rule_type: 'hide', status_type: 'comment' };

describe('spec 02 §3, §6, §7: rules (admin)', () => {
  it('go through create, list, update and delete', async () => {
    const created = await admin('POST', '/v1/admin/rules', { ...rule, label_ids: [1] });
    expect(created.statusCode).toBe(201);
    const r = created.json();
    expect(r).toMatchObject({ ...rule, business_profile_id: 1, exclude_query: '', identities: [] });
    expect(
      (await admin('GET', '/v1/admin/rules')).json().data.map((x: { name: string }) => x.name),
    ).toContain('Hide scams');
    expect((await admin('PATCH', `/v1/admin/rules/${r.id}`, { rule_type: 'delete' })).json().rule_type).toBe(
      'delete',
    );
    expect((await admin('DELETE', `/v1/admin/rules/${r.id}`)).statusCode).toBe(204);
    expect((await admin('DELETE', `/v1/admin/rules/${r.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['a taken name', { name: 'hide SPAM links' }, 422, 'Rule name already exists.'],
    ['no action', { rule_type: undefined }, 400, 'Please select an action'],
    ['no target', { status_type: undefined }, 400, 'Please select a target'],
  ])('refuse %s with the spec message (spec 01 §5)', async (_n, change, status, message) => {
    const res = await admin('POST', '/v1/admin/rules', { ...rule, ...change });
    expect(res.statusCode).toBe(status);
    expect(res.json().error_message).toContain(message);
  });

  it('agents and guests may not use them; an admin may not reach another profile; a system admin may', async () => {
    expect((await agent('GET', '/v1/admin/rules')).statusCode).toBe(403);
    expect((await guest('POST', '/v1/admin/rules', rule)).statusCode).toBe(403);
    expect((await admin('GET', '/v1/admin/rules?business_profile_id=11')).statusCode).toBe(403);
    expect((await globex('PATCH', '/v1/admin/rules/1', { name: 'Mine' })).statusCode).toBe(404);
    const globexRules = (await sysadmin('GET', '/v1/admin/rules?business_profile_id=11')).json().data;
    expect(globexRules.map((x: { name: string }) => x.name)).toEqual(['Globex spam']);
  });
});

describe("spec 02 §5, §7: muted keywords are split on ' / ' and duplicates are ignored", () => {
  it('adds the new values only, removes one, and a repeat adds nothing', async () => {
    const added = await agent('POST', '/v1/muted_keywords', {
      muted_keywords: [{ value: 'spam / GIVEAWAY / promo' }, { value: 'promo' }],
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.map((k: { value: string }) => k.value)).toEqual(['spam', 'promo']);
    const again = await agent('POST', '/v1/muted_keywords', { muted_keywords: [{ value: 'spam' }] });
    expect(again.json().data).toEqual([]);
    const list = (await agent('GET', '/v1/muted_keywords/')).json().data;
    expect(list.map((k: { value: string }) => k.value)).toEqual(['giveaway', 'crypto', 'spam', 'promo']);
    expect((await agent('DELETE', `/v1/muted_keywords/${list[2].id}`)).statusCode).toBe(204);
    expect(
      (await globex('GET', '/v1/muted_keywords/')).json().data.map((k: { value: string }) => k.value),
    ).toEqual(['lottery']);
    expect((await agent('POST', '/v1/muted_keywords', { muted_keywords: [] })).statusCode).toBe(400);
  });
});

describe('spec 01 §7, spec 02 §3, §7: labels, streams, filters, webhooks, keywords, users', () => {
  it("labels: listed per profile; POST /labels needs a name ('Please enter a label name.')", async () => {
    const created = await agent('POST', '/labels', { name: 'Praise', category: 'topic' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Praise', context_type: 'business_profile', context_id: 1 });
    expect((await agent('GET', '/v1/labels')).json().data.map((l: { name: string }) => l.name)).toContain(
      'Praise',
    );
    const empty = await agent('POST', '/labels', { name: ' ' });
    expect(empty.json().error_message).toBe('Name Please enter a label name.');
    expect((await agent('POST', '/labels', { name: 'praise' })).statusCode).toBe(422);
  });

  it('streams carry per-network fields and filter by type; a custom inbox needs a name', async () => {
    const all = (await admin('GET', '/v1/streams')).json().data;
    expect(all.find((s: { social_type: string }) => s.social_type === 'reddit').subreddits).toEqual([
      'acme',
      'apps',
    ]);
    expect(all.find((s: { social_type: string }) => s.social_type === 'googlePlay').package_name).toBe(
      'com.acme.app',
    );
    const reviews = (await admin('GET', '/v1/streams?stream_types[]=review_stream')).json().data;
    expect(reviews.map((s: { social_type: string }) => s.social_type)).toEqual([
      'ios',
      'googlePlay',
      'trustpilot',
    ]);
    const unnamed = await agent('POST', '/v1/streams', { name: '' });
    expect(unnamed.json().error_message).toBe('Name Please enter an inbox name.');
    const inbox = (await agent('POST', '/v1/streams', { name: 'VIP inbox' })).json();
    expect((await agent('GET', '/v1/streams')).json().data.map((s: { id: number }) => s.id)).toContain(
      inbox.id,
    );
    expect((await admin('GET', '/v1/streams')).json().data.map((s: { id: number }) => s.id)).not.toContain(
      inbox.id,
    );
  });

  it('filters are per account and filter type', async () => {
    expect((await agent('GET', '/v1/filters')).json().data.map((f: { name: string }) => f.name)).toEqual([
      'Negative on X',
    ]);
    const articles = (await admin('GET', '/v1/filters?filter_type=articles')).json().data;
    expect(articles.map((f: { name: string }) => f.name)).toEqual(['Tech press']);
  });

  it('webhook URLs are built from integration name and uuid', async () => {
    const hooks = (await admin('GET', '/webhooks?name=zen')).json().data;
    expect(hooks).toHaveLength(1);
    expect(hooks[0].url).toBe(`/api/webhooks/zendesk/${hooks[0].uuid}`);
  });

  it('keyword suggestions: 7 by default, the asked limit of 10, words that start with the input', async () => {
    const seven = (await agent('GET', '/v1/keywords?word=s')).json().data;
    expect(seven).toHaveLength(7);
    const ten = (await agent('GET', '/v1/keywords?word=s&limit=10')).json().data;
    expect(ten).toHaveLength(10);
    expect(ten.every((k: { word: string }) => k.word.startsWith('s'))).toBe(true);
    const counts = ten.map((k: { count: number }) => k.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect((await agent('GET', '/v1/keywords')).statusCode).toBe(400);
  });

  it('users are the connected social profiles; an admin disconnects one; items are its streams', async () => {
    const users = (await admin('GET', '/v1/users?social_types[]=twitter')).json().data;
    expect(users.map((u: { username: string }) => u.username)).toEqual(['acme']);
    const items = (await admin('GET', `/v1/users/items?profile_id=${users[0].id}&types[]=dms`)).json().data;
    expect(items.map((s: { name: string }) => s.name)).toEqual(['Acme direct messages']);
    expect((await agent('DELETE', '/v1/users/6')).statusCode).toBe(403);
    expect((await admin('DELETE', '/v1/users/6')).statusCode).toBe(204);
    expect((await admin('GET', '/v1/users')).json().data).toHaveLength(
      (scenario.channel_users ?? []).filter((u) => u.business_profile_id === 1).length - 1,
    );
  });
});

describe('spec 02 §3: a new stream has the fields of its network, checked with spec 01 §5’s words', () => {
  const refusal = async (body: object) => {
    const res = await agent('POST', '/v1/streams', { name: 'New stream', ...body });
    expect(res.statusCode).toBe(400);
    return res.json().errors;
  };
  it('refuses a stream without what its kind needs, and takes it with it', async () => {
    expect(await refusal({ stream_type: 'stream', social_type: 'twitter' })).toEqual({
      search_phrase: ['Should not be empty!'],
    });
    expect(await refusal({ stream_type: 'hashtag', social_type: 'instagram' })).toEqual({
      hashtags: ['Please add at least one item!'],
    });
    expect(
      await refusal({ stream_type: 'hashtag', social_type: 'instagram', hashtags: ['two words'] }),
    ).toEqual({
      hashtags: ['Wrong format!'],
    });
    expect(await refusal({ stream_type: 'subreddit', social_type: 'reddit', subreddits: ['a'] })).toEqual({
      subreddits: ['Wrong format!'],
    });
    expect(await refusal({ stream_type: 'channel', social_type: 'youtube', channel_url: 'youtube' })).toEqual(
      {
        channel_url: ['Url is not valid!'],
      },
    );
    expect(await refusal({ stream_type: 'rss', social_type: 'article', rss_urls: ['ftp://x.test'] })).toEqual(
      {
        rss_urls: ['Url is not valid!'],
      },
    );
    expect(await refusal({ stream_type: 'review_stream', social_type: 'ios', app_id: 'acme' })).toEqual({
      app_id: ['It has to be a number!'],
    });
    expect(
      await refusal({ stream_type: 'review_stream', social_type: 'googlePlay', package_name: 'acme' }),
    ).toEqual({
      package_name: ['Wrong format!'],
    });
    expect(await refusal({ stream_type: 'review_stream', social_type: 'trustpilot' })).toEqual({
      business_name: ['Should not be empty!'],
    });

    const made = await agent('POST', '/v1/streams', {
      name: 'Acme on Google Play',
      stream_type: 'review_stream',
      social_type: 'googlePlay',
      package_name: 'com.acme.app',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ package_name: 'com.acme.app', app_id: null, business_name: null });
    const feeds = await agent('POST', '/v1/streams', {
      name: 'Acme news',
      stream_type: 'rss',
      social_type: 'article',
      rss_urls: ['https://acme.test/feed'],
    });
    expect(feeds.json().rss_urls).toEqual(['https://acme.test/feed']);
  });
});
