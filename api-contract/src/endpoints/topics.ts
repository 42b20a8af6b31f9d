/**
 * Custom topics (spec 02 §7 "GET /v1/topics; POST /v1/topics followed by PUT /v1/topics/{id};
 * GET, PUT, DELETE /v1/topics/{id}"; messages spec 01 §5). Reading is open to the profile's
 * signed-in users (the topics widget counts them); changing them is for system admins, as the
 * /topics screen is (spec 01 §2).
 */
import { z } from 'zod';
import { ROLES } from '../schemas/common.ts';
import * as s from '../schemas/topics.ts';
import { endpoint } from './define.ts';

const WRITERS = [ROLES.SYS_ADMIN] as const;

export const listTopics = endpoint('topics.list', 'GET', '/v1/topics', {
  query: s.topicsQuerySchema,
  response: z.array(s.topicSchema),
  summary: "A business profile's custom topics (default: the caller's profile)",
});

export const getTopic = endpoint('topics.get', 'GET', '/v1/topics/:id', {
  params: s.topicIdParamsSchema,
  response: s.topicSchema,
  summary: 'One custom topic',
});

export const createTopic = endpoint('topics.create', 'POST', '/v1/topics', {
  body: s.topicCreateBodySchema,
  response: s.topicSchema,
  access: { kind: 'session', roles: WRITERS },
  summary: 'Create a custom topic (a name unique in the profile, a type, keywords)',
});

export const updateTopic = endpoint('topics.update', 'PUT', '/v1/topics/:id', {
  params: s.topicIdParamsSchema,
  body: s.topicBodySchema,
  response: s.topicSchema,
  access: { kind: 'session', roles: WRITERS },
  summary: 'Change a custom topic (the web client saves keywords this way right after creating it)',
});

export const deleteTopic = endpoint('topics.delete', 'DELETE', '/v1/topics/:id', {
  params: s.topicIdParamsSchema,
  response: z.undefined(),
  responseType: 'empty',
  status: 204,
  access: { kind: 'session', roles: WRITERS },
  summary: 'Delete a custom topic',
});
