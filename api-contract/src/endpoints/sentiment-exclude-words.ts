/**
 * Sentiment exclude words (spec 02 §7 "Sentiment exclude words"). Our choice for access: the
 * signed-in users of a business profile read its terms; admins and system admins change them
 * (spec 01 §2: account settings); a system admin may name another profile.
 */
import { z } from 'zod';
import { ROLES } from '../schemas/common.ts';
import * as s from '../schemas/sentiment-exclude-words.ts';
import { endpoint } from './define.ts';

const WRITERS = [ROLES.SYS_ADMIN, ROLES.ADMIN] as const;
const list = z.array(s.sentimentExcludeWordSchema);

export const listSentimentExcludeWords = endpoint(
  'sentimentExcludeWords.list',
  'GET',
  '/v1/sentiments/exclude_words',
  {
    query: s.sentimentExcludeWordsQuerySchema,
    response: list,
    summary: "A business profile's sentiment exclude words (default: the caller's profile)",
  },
);

/** spec 02 §7 "Mock: GET /api/v1/sentiment with business_profile_id": the same list. */
export const listSentimentExcludeWordsMock = endpoint(
  'sentimentExcludeWords.mockList',
  'GET',
  '/v1/sentiment',
  {
    query: s.sentimentExcludeWordsQuerySchema,
    response: list,
    summary: "The mock's path for the same list of sentiment exclude words",
  },
);

export const createSentimentExcludeWord = endpoint(
  'sentimentExcludeWords.create',
  'POST',
  '/v1/sentiments/exclude_words',
  {
    body: s.sentimentExcludeWordBodySchema,
    response: s.sentimentExcludeWordSchema,
    access: { kind: 'session', roles: WRITERS },
    summary:
      'Exclude a term from sentiment scoring (removed, or replaced by replace_with); re-scores the posts',
  },
);

export const updateSentimentExcludeWord = endpoint(
  'sentimentExcludeWords.update',
  'PUT',
  '/v1/sentiments/exclude_words/:id',
  {
    params: s.sentimentExcludeWordIdParamsSchema,
    body: s.sentimentExcludeWordBodySchema.omit({ business_profile_id: true }),
    response: s.sentimentExcludeWordSchema,
    access: { kind: 'session', roles: WRITERS },
    summary: 'Change an exclude term (same body as create); re-scores the posts',
  },
);

export const deleteSentimentExcludeWord = endpoint(
  'sentimentExcludeWords.delete',
  'DELETE',
  '/v1/sentiments/exclude_words/:id',
  {
    params: s.sentimentExcludeWordIdParamsSchema,
    response: z.undefined(),
    responseType: 'empty',
    status: 204,
    access: { kind: 'session', roles: WRITERS },
    summary: 'Stop excluding a term; re-scores the posts',
  },
);
