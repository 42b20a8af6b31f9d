/** The helper chat (spec 01 §3, §7): chats, messages with a question, pinned questions, votes. */
import { z } from 'zod';
import { requiredText } from './paging.ts';

export const helperMessageSchema = z.object({
  id: z.number().int(),
  chat_id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  /** Whether the answer came from the data, or is the honest 'I can't answer that yet'. */
  answered: z.boolean(),
  /** Questions the helper can answer, offered when it could not answer this one. */
  suggestions: z.array(z.string()),
  vote: z.enum(['up', 'down']).nullable(),
  down_vote_reason: z.string().nullable(),
  created_at: z.string(),
});
export type HelperMessageWire = z.infer<typeof helperMessageSchema>;

export const helperChatSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  created_at: z.string(),
  messages: z.array(helperMessageSchema),
});

export const helperQuestionBodySchema = z.object({ question: requiredText(1000) });
export const chatMessageParamsSchema = z.object({
  session_id: z.coerce
    .number({ error: 'Wrong format!' })
    .int()
    .positive()
    .max(2 ** 31),
  id: z.coerce
    .number({ error: 'Wrong format!' })
    .int()
    .positive()
    .max(2 ** 31),
});
export const chatParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Wrong format!' })
    .int()
    .positive()
    .max(2 ** 31),
});
export const downVoteBodySchema = z.object({ reason: z.string().max(1000, 'It is too long!').optional() });

export const pinnedQuestionSchema = z.object({ id: z.number().int(), text: z.string() });
export const pinnedQuestionBodySchema = z.object({ text: requiredText(500) });
export const pinnedQuestionListSchema = z.object({ data: z.array(pinnedQuestionSchema) });

/** A pinned question as stored: it belongs to one account. */
export const pinnedQuestionRecordSchema = pinnedQuestionSchema.extend({ account_id: z.number().int() });
