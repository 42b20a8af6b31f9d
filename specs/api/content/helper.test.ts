import { buildScenario } from '@sl/fixtures';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, FIXED_NOW, signIn, startApp } from '../support/app.ts';
import { type As, as } from './client.ts';

let app: FastifyInstance;
let admin: As;
let agent: As;
let chatId: number;
const scenario = buildScenario('default', { now: FIXED_NOW });
const now = FIXED_NOW.getTime();
const acmeIn = (days: number) =>
  scenario.statuses.filter((s) => {
    const t = Date.parse(s.created_at);
    return s.business_profile_id === 1 && t >= now - days * DAY && t < now;
  });

beforeAll(async () => {
  app = await startApp({ now: () => now });
  admin = as(app, await signIn(app, 'admin@acme.test'));
  agent = as(app, await signIn(app, 'agent@acme.test'));
  chatId = (await admin('POST', '/v1/helper/chats/')).json().id;
});
afterAll(() => app.close());

const ask = async (question: string, who = admin, chat = chatId) =>
  (await who('POST', `/v1/helper/chats/${chat}/messages`, { question })).json();

describe('spec 01 §7: the helper answers from the data', () => {
  it('counts for a period', async () => {
    const m = await ask('How many posts in the last 7 days?');
    expect(m.answered).toBe(true);
    expect(m.answer).toBe(`${acmeIn(7).length} posts in the last 7 days.`);
  });

  it('sentiment for a period, with the same figures as the dashboard', async () => {
    const rows = acmeIn(30);
    const neg = rows.filter((s) => s.sentiment === -1).length;
    const m = await ask('What is the sentiment this month?');
    expect(m.answer).toContain(`over ${rows.length} posts`);
    expect(m.answer).toContain(`${neg} negative`);
  });

  it('networks with the most posts', async () => {
    const rows = acmeIn(7);
    const tw = rows.filter((s) => s.social_type === 'twitter').length;
    const m = await ask('Which networks had the most posts last week?');
    expect(m.answer).toContain(`X ${tw}`);
  });

  it('top topics and trends', async () => {
    expect((await ask('What are the top topics in the last 14 days?')).answer).toMatch(
      /^Top topics in the last 14 days: \w+ \(\d+ posts\)/,
    );
    const before = scenario.statuses.filter((s) => {
      const t = Date.parse(s.created_at);
      return s.business_profile_id === 1 && t >= now - 14 * DAY && t < now - 7 * DAY;
    }).length;
    const trend = await ask('How is the volume trending over the last 7 days?');
    expect(trend.answer).toContain(
      `${acmeIn(7).length} posts in the last 7 days, against ${before} in the period before it`,
    );
  });

  it("anything else gets an honest 'I can't answer that yet' with suggestions", async () => {
    const m = await ask('Write me a poem about our CEO');
    expect(m.answered).toBe(false);
    expect(m.answer).toMatch(/^I can't answer that yet/);
    expect(m.suggestions.length).toBeGreaterThan(0);
  });

  it('recover answers again; up vote and down vote with a reason are kept', async () => {
    const m = await ask('How many posts yesterday?');
    const base = `/v1/helper/chats/${chatId}/messages/${m.id}`;
    expect((await admin('POST', `${base}/up_vote`)).json().vote).toBe('up');
    const down = (await admin('POST', `${base}/down_vote`, { reason: 'Wrong day' })).json();
    expect(down).toMatchObject({ vote: 'down', down_vote_reason: 'Wrong day' });
    const again = (await admin('POST', `${base}/recover`)).json();
    expect(again).toMatchObject({ answer: m.answer, vote: null });
  });

  it("a chat is its owner's: another user cannot post to it or vote in it", async () => {
    expect((await agent('POST', `/v1/helper/chats/${chatId}/messages`, { question: 'hi' })).statusCode).toBe(
      404,
    );
    expect((await agent('POST', `/v1/helper/chats/${chatId}/messages/1/up_vote`)).statusCode).toBe(404);
    expect((await admin('POST', `/v1/helper/chats/${chatId}/messages`, { question: '' })).statusCode).toBe(
      400,
    );
  });
});

describe('spec 01 §3, §7: pinned helper questions', () => {
  it('are listed per user and go through create, edit and delete', async () => {
    const seeded = (await admin('GET', '/v1/helper/pinned_questions')).json().data;
    expect(seeded.map((q: { text: string }) => q.text)).toEqual(
      (scenario.pinned_questions ?? []).filter((q) => q.account_id === 2).map((q) => q.text),
    );
    const created = (
      await admin('POST', '/v1/helper/pinned_questions', { text: 'Top topics today?' })
    ).json();
    expect(
      (
        await admin('PUT', `/v1/helper/pinned_questions/${created.id}`, { text: 'Top topics this week?' })
      ).json().text,
    ).toBe('Top topics this week?');
    expect((await agent('DELETE', `/v1/helper/pinned_questions/${created.id}`)).statusCode).toBe(404);
    expect((await admin('DELETE', `/v1/helper/pinned_questions/${created.id}`)).statusCode).toBe(204);
    expect((await admin('GET', '/v1/helper/pinned_questions')).json().data).toHaveLength(seeded.length);
  });
});
