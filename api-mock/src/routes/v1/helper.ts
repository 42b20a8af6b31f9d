/**
 * The helper chat (spec 01 §7): chats, questions answered from the data, recover (answer again),
 * votes, and the caller's pinned questions. Chats and pinned questions belong to one account.
 */
import { configuration } from '@sl/api-contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { compileContext, select } from '../../analytics/context-filter.ts';
import { accountOf } from '../../lib/access.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { answerQuestion } from '../../lib/helper-answers.ts';
import { deleteRecord, nextId, updateRecord } from '../../lib/records.ts';
import type { MockContext } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { AccountRecord } from '../../store/records.ts';
import { type ScoredStatus, StatusIndex } from '../../store/status-index.ts';

export default async function helperRoutes(app: FastifyInstance, options: MockContext) {
  const { store, now } = options;
  const chats = store.collections.helperChats;
  const messages = store.collections.helperMessages;
  const pinned = store.collections.pinnedQuestions;

  const chatOf = (id: number, me: AccountRecord) => {
    const c = chats.all().find((r) => r.id === id);
    if (!c || c.account_id !== me.id) throw new HttpError(404, 'Chat not found.');
    return c;
  };
  const messageOf = (chatId: number, id: number, me: AccountRecord) => {
    chatOf(chatId, me);
    const m = messages.all().find((r) => r.id === id && r.chat_id === chatId);
    if (!m) throw new HttpError(404, 'Message not found.');
    return m;
  };
  const strip = <T extends { account_id: number }>({ account_id: _a, ...rest }: T) => rest;
  const answer = (question: string, me: AccountRecord) => {
    const everything = compileContext(store.index, undefined);
    const brand =
      store.businessProfiles.findFirst((q) => q.where({ id: me.business_profile_id }))?.name ?? '';
    // Rows carry the sentiment the analytics count (the dashboard's column), not the raw one.
    const rowsIn = (from: number, to: number): ScoredStatus[] => {
      const sel = select(store.index, me.business_profile_id, from, to, everything);
      if (!sel) return [];
      return Array.from(sel.rows, (i) => StatusIndex.scoredAt(sel.cols, i));
    };
    return answerQuestion(question, rowsIn, now(), brand);
  };
  const pinnedOf = (id: number, me: AccountRecord) => {
    const p = pinned.all().find((r) => r.id === id);
    if (!p || p.account_id !== me.id) throw new HttpError(404, 'Pinned question not found.');
    return p;
  };

  contractRoute(app, options, configuration.createChat, async ({ identity }) => {
    const me = accountOf(identity);
    const chat = await chats.create({
      id: nextId(chats.all()),
      account_id: me.id,
      business_profile_id: me.business_profile_id,
      created_at: new Date(now()).toISOString(),
    });
    return { id: chat.id, account_id: chat.account_id, created_at: chat.created_at, messages: [] };
  });

  contractRoute(app, options, configuration.askHelper, async ({ params, body, identity }) => {
    const me = accountOf(identity);
    chatOf(params.id, me);
    const a = answer(body.question, me);
    const m = await messages.create({
      id: nextId(messages.all()),
      chat_id: params.id,
      account_id: me.id,
      question: body.question,
      ...a,
      vote: null,
      down_vote_reason: null,
      created_at: new Date(now()).toISOString(),
    });
    return strip(m);
  });

  contractRoute(app, options, configuration.recoverMessage, async ({ params, identity }) => {
    const me = accountOf(identity);
    const m = messageOf(params.session_id, params.id, me);
    const a = answer(m.question, me);
    return strip(
      await updateRecord(messages, m, (d) => {
        d.answer = a.answer;
        d.answered = a.answered;
        d.suggestions = a.suggestions;
        d.vote = null;
        d.down_vote_reason = null;
      }),
    );
  });

  contractRoute(app, options, configuration.upVoteMessage, async ({ params, identity }) => {
    const m = messageOf(params.session_id, params.id, accountOf(identity));
    return strip(
      await updateRecord(messages, m, (d) => {
        d.vote = 'up';
        d.down_vote_reason = null;
      }),
    );
  });

  contractRoute(app, options, configuration.downVoteMessage, async ({ params, body, identity }) => {
    const m = messageOf(params.session_id, params.id, accountOf(identity));
    return strip(
      await updateRecord(messages, m, (d) => {
        d.vote = 'down';
        d.down_vote_reason = body.reason?.trim() || null;
      }),
    );
  });

  contractRoute(app, options, configuration.listPinnedQuestions, ({ identity }) => {
    const me = accountOf(identity);
    return {
      data: pinned
        .all()
        .filter((p) => p.account_id === me.id)
        .sort((a, b) => a.id - b.id)
        .map(strip),
    };
  });
  contractRoute(app, options, configuration.createPinnedQuestion, async ({ body, identity }) => {
    const me = accountOf(identity);
    return strip(await pinned.create({ id: nextId(pinned.all()), account_id: me.id, text: body.text }));
  });
  contractRoute(app, options, configuration.updatePinnedQuestion, async ({ params, body, identity }) => {
    const p = pinnedOf(params.id, accountOf(identity));
    return strip(
      await updateRecord(pinned, p, (d) => {
        d.text = body.text;
      }),
    );
  });
  contractRoute(app, options, configuration.deletePinnedQuestion, ({ params, identity }) => {
    deleteRecord(pinned, pinnedOf(params.id, accountOf(identity)));
  });
}
