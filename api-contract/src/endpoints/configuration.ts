/**
 * Rules (admin), muted keywords, labels, streams, filters, webhooks, keyword suggestions,
 * channel users, scheduled e-mail reports and mailers (admin), and the helper chat
 * (spec 01 §7; spec 02 §7). Paths exactly as the spec writes them.
 */
import { z } from 'zod';
import {
  adminEmailBodySchema,
  adminEmailListSchema,
  adminEmailSchema,
  adminEmailsQuerySchema,
  adminEmailUpdateBodySchema,
  mailerBodySchema,
  mailerPreviewSchema,
  mailerResultSchema,
  reportDeliveryListSchema,
} from '../schemas/admin-emails.ts';
import {
  channelUserListSchema,
  filterListSchema,
  filtersQuerySchema,
  keywordsQuerySchema,
  keywordsResponseSchema,
  labelBodySchema,
  labelListSchema,
  labelSchema,
  labelsQuerySchema,
  mutedKeywordListSchema,
  mutedKeywordsBodySchema,
  ruleBodySchema,
  ruleListSchema,
  ruleSchema,
  rulesQuerySchema,
  ruleUpdateBodySchema,
  streamBodySchema,
  streamListSchema,
  streamSchema,
  streamsQuerySchema,
  usersItemsQuerySchema,
  usersQuerySchema,
  webhookBodySchema,
  webhookListSchema,
  webhookSchema,
  webhooksQuerySchema,
} from '../schemas/configuration.ts';
import {
  chatMessageParamsSchema,
  chatParamsSchema,
  downVoteBodySchema,
  helperChatSchema,
  helperMessageSchema,
  helperQuestionBodySchema,
  pinnedQuestionBodySchema,
  pinnedQuestionListSchema,
  pinnedQuestionSchema,
} from '../schemas/helper.ts';
import { idParamsSchema } from '../schemas/paging.ts';
import { endpoint } from './define.ts';

/** spec 01 §6, spec 02 §6: rules and reports are for admins and system admins. */
const ADMINS = { kind: 'session', roles: [0, 1] } as const;
const WRITERS = { kind: 'session', roles: [0, 1, 2] } as const;
const empty = { response: z.object({}), status: 204, responseType: 'empty' } as const;

// Rules -----------------------------------------------------------------------------------------

export const listRules = endpoint('rules.list', 'GET', '/v1/admin/rules', {
  query: rulesQuerySchema,
  response: ruleListSchema,
  access: ADMINS,
  summary: 'Rules of a business profile (admin)',
});
export const createRule = endpoint('rules.create', 'POST', '/v1/admin/rules', {
  body: ruleBodySchema,
  response: ruleSchema,
  access: ADMINS,
  summary: "Create a rule; 'Rule name already exists.' when taken",
});
export const updateRule = endpoint('rules.update', 'PATCH', '/v1/admin/rules/:id', {
  params: idParamsSchema,
  body: ruleUpdateBodySchema,
  response: ruleSchema,
  access: ADMINS,
  summary: 'Update a rule',
});
export const deleteRule = endpoint('rules.delete', 'DELETE', '/v1/admin/rules/:id', {
  params: idParamsSchema,
  ...empty,
  access: ADMINS,
  summary: 'Delete a rule',
});

// Muted keywords --------------------------------------------------------------------------------

export const listMutedKeywords = endpoint('mutedKeywords.list', 'GET', '/v1/muted_keywords/', {
  response: mutedKeywordListSchema,
  summary: 'Muted keywords of the business profile',
});
export const createMutedKeywords = endpoint('mutedKeywords.create', 'POST', '/v1/muted_keywords', {
  body: mutedKeywordsBodySchema,
  response: mutedKeywordListSchema,
  access: WRITERS,
  summary: "Add muted keywords, split on ' / '; values already muted are skipped (spec 02 §5)",
});
export const deleteMutedKeyword = endpoint('mutedKeywords.delete', 'DELETE', '/v1/muted_keywords/:id', {
  params: idParamsSchema,
  ...empty,
  access: WRITERS,
  summary: 'Remove a muted keyword',
});

// Labels ------------------------------------------------------------------------------------------

export const listLabels = endpoint('labels.list', 'GET', '/v1/labels', {
  query: labelsQuerySchema,
  response: labelListSchema,
  summary: 'Labels of a business profile',
});
export const createLabel = endpoint('labels.create', 'POST', '/labels', {
  body: labelBodySchema,
  response: labelSchema,
  camelCaseResponse: true,
  access: WRITERS,
  summary: "Create a label ('Please enter a label name.')",
});

// Streams, filters, webhooks, keywords, channel users ----------------------------------------------

export const listStreams = endpoint('streams.list', 'GET', '/v1/streams', {
  query: streamsQuerySchema,
  response: streamListSchema,
  summary: 'Streams of an account (default the caller), with per-network fields',
});
export const createStream = endpoint('streams.create', 'POST', '/v1/streams', {
  body: streamBodySchema,
  response: streamSchema,
  access: WRITERS,
  summary: "Create a custom inbox ('Please enter an inbox name.'; our choice of call)",
});
export const listFilters = endpoint('filters.list', 'GET', '/v1/filters', {
  query: filtersQuerySchema,
  response: filterListSchema,
  summary: 'Saved filters of an account',
});
export const listWebhooks = endpoint('webhooks.list', 'GET', '/webhooks', {
  query: webhooksQuerySchema,
  response: webhookListSchema,
  camelCaseResponse: true,
  summary: 'Webhooks; each URL is built from integration name and uuid',
});
/**
 * Our extension (issue 14: "add and remove" on the Channels screen; the spec lists only the GET):
 * the server makes the uuid and answers the webhook with its URL. Admins of the profile.
 */
export const createWebhook = endpoint('webhooks.create', 'POST', '/webhooks', {
  body: webhookBodySchema,
  response: webhookSchema,
  camelCaseResponse: true,
  access: ADMINS,
  summary: "Add a webhook; the server makes its uuid ('Integration name already exists.' when taken)",
});
/** Our extension: the URL stops working; another profile's webhook is 404. */
export const deleteWebhook = endpoint('webhooks.delete', 'DELETE', '/webhooks/:id', {
  params: idParamsSchema,
  ...empty,
  access: ADMINS,
  summary: 'Remove a webhook',
});
export const keywordSuggestions = endpoint('keywords.suggest', 'GET', '/v1/keywords', {
  query: keywordsQuerySchema,
  response: keywordsResponseSchema,
  summary: 'Words of the stored posts that start with word, most used first',
});
export const listUsers = endpoint('users.list', 'GET', '/v1/users', {
  query: usersQuerySchema,
  response: channelUserListSchema,
  summary: 'Connected social profiles of a business profile',
});
export const deleteUser = endpoint('users.delete', 'DELETE', '/v1/users/:id', {
  params: idParamsSchema,
  ...empty,
  access: ADMINS,
  summary: 'Disconnect a social profile',
});
export const listUserItems = endpoint('users.items', 'GET', '/v1/users/items', {
  query: usersItemsQuerySchema,
  response: streamListSchema,
  summary: 'The streams of one connected social profile, by type',
});

// Scheduled e-mail reports and mailers (admin) --------------------------------------------------------

export const listAdminEmails = endpoint('adminEmails.list', 'GET', '/v1/admin/emails', {
  query: adminEmailsQuerySchema,
  response: adminEmailListSchema,
  access: ADMINS,
  summary: 'Scheduled e-mail reports of a business profile',
});
export const createAdminEmail = endpoint('adminEmails.create', 'POST', '/v1/admin/emails', {
  body: adminEmailBodySchema,
  response: adminEmailSchema,
  access: ADMINS,
  summary: 'Create a scheduled e-mail report',
});
export const updateAdminEmail = endpoint('adminEmails.update', 'PATCH', '/v1/admin/emails/:id', {
  params: idParamsSchema,
  body: adminEmailUpdateBodySchema,
  response: adminEmailSchema,
  access: ADMINS,
  summary: 'Update a scheduled e-mail report',
});
export const deleteAdminEmail = endpoint('adminEmails.delete', 'DELETE', '/v1/admin/emails/:id', {
  params: idParamsSchema,
  ...empty,
  access: ADMINS,
  summary: 'Delete a scheduled e-mail report',
});
export const sendMailer = endpoint('mailers.send', 'POST', '/v1/admin/mailers', {
  body: mailerBodySchema,
  response: mailerResultSchema,
  status: 200,
  access: ADMINS,
  summary: 'Render a report (HTML with its figures, plus CSV) and deliver it now',
});

/** Our addition (issue 14): the report as "Send now" would render it, sent to no one. */
export const previewMailer = endpoint('mailers.preview', 'POST', '/v1/admin/mailers/preview', {
  body: mailerBodySchema,
  response: mailerPreviewSchema,
  status: 200,
  access: ADMINS,
  summary: 'Render a report (subject, HTML, CSV size, figures, recipients) without sending it',
});
/** Our addition (issue 14): every delivery of a report, newest first. */
export const listReportDeliveries = endpoint(
  'adminEmails.deliveries',
  'GET',
  '/v1/admin/emails/:id/deliveries',
  {
    params: idParamsSchema,
    response: reportDeliveryListSchema,
    access: ADMINS,
    summary: 'The delivery log of a scheduled e-mail report: when, to whom, size',
  },
);

// Helper chat ----------------------------------------------------------------------------------------

export const createChat = endpoint('helper.createChat', 'POST', '/v1/helper/chats/', {
  response: helperChatSchema,
  summary: 'Start a helper chat',
});
export const askHelper = endpoint('helper.ask', 'POST', '/v1/helper/chats/:id/messages', {
  params: chatParamsSchema,
  body: helperQuestionBodySchema,
  response: helperMessageSchema,
  summary: 'Ask a question; answers about counts, sentiment, topics, networks and trends come from the data',
});
export const recoverMessage = endpoint(
  'helper.recover',
  'POST',
  '/v1/helper/chats/:session_id/messages/:id/recover',
  {
    params: chatMessageParamsSchema,
    response: helperMessageSchema,
    status: 200,
    summary: 'Answer the question again from the current data',
  },
);
export const upVoteMessage = endpoint(
  'helper.upVote',
  'POST',
  '/v1/helper/chats/:session_id/messages/:id/up_vote',
  {
    params: chatMessageParamsSchema,
    response: helperMessageSchema,
    status: 200,
    summary: 'Up-vote an answer',
  },
);
export const downVoteMessage = endpoint(
  'helper.downVote',
  'POST',
  '/v1/helper/chats/:session_id/messages/:id/down_vote',
  {
    params: chatMessageParamsSchema,
    body: downVoteBodySchema,
    response: helperMessageSchema,
    status: 200,
    summary: 'Down-vote an answer, optionally with a reason',
  },
);
export const listPinnedQuestions = endpoint('helper.pinnedQuestions', 'GET', '/v1/helper/pinned_questions', {
  response: pinnedQuestionListSchema,
  summary: 'Pinned questions of the caller',
});
export const createPinnedQuestion = endpoint(
  'helper.createPinnedQuestion',
  'POST',
  '/v1/helper/pinned_questions',
  {
    body: pinnedQuestionBodySchema,
    response: pinnedQuestionSchema,
    summary: 'Pin a question',
  },
);
export const updatePinnedQuestion = endpoint(
  'helper.updatePinnedQuestion',
  'PUT',
  '/v1/helper/pinned_questions/:id',
  {
    params: idParamsSchema,
    body: pinnedQuestionBodySchema,
    response: pinnedQuestionSchema,
    summary: 'Edit a pinned question',
  },
);
export const deletePinnedQuestion = endpoint(
  'helper.deletePinnedQuestion',
  'DELETE',
  '/v1/helper/pinned_questions/:id',
  { params: idParamsSchema, ...empty, summary: 'Unpin a question' },
);
