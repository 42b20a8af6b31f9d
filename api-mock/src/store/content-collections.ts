/**
 * The content domains' collections (feed-item state, moderation events, templates, alerts,
 * annotations, rules, muted keywords, labels, streams, filters, webhooks, channel users, e-mail
 * reports, helper chats). Records are the contract's wire shapes, so nothing needs translating;
 * the few server-only fields live in the extended schemas below.
 */
import { Collection } from '@msw/data';
import { adminEmailSchema, reportDeliverySchema } from '@sl/api-contract/schemas/admin-emails';
import { alertSchema } from '@sl/api-contract/schemas/alerts';
import { annotationSchema, layerSchema } from '@sl/api-contract/schemas/annotations';
import {
  channelUserSchema,
  filterSchema,
  labelSchema,
  ruleSchema,
  streamSchema,
  webhookSchema,
} from '@sl/api-contract/schemas/configuration';
import { feedItemRecordSchema } from '@sl/api-contract/schemas/feed';
import { helperMessageSchema, pinnedQuestionRecordSchema } from '@sl/api-contract/schemas/helper';
import { moderationEventSchema } from '@sl/api-contract/schemas/moderation';
import { type Scenario, scenarioMutedKeywordSchema } from '@sl/api-contract/schemas/scenario';
import { templateSchema } from '@sl/api-contract/schemas/templates';
import { z } from 'zod';

export const helperChatRecord = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  business_profile_id: z.number().int(),
  created_at: z.string(),
});
export const helperMessageRecord = helperMessageSchema.extend({ account_id: z.number().int() });

export function contentCollections() {
  return {
    feedItems: new Collection({ schema: feedItemRecordSchema }),
    moderationEvents: new Collection({ schema: moderationEventSchema }),
    templates: new Collection({ schema: templateSchema }),
    alerts: new Collection({ schema: alertSchema }),
    annotationLayers: new Collection({ schema: layerSchema }),
    annotations: new Collection({ schema: annotationSchema }),
    rules: new Collection({ schema: ruleSchema }),
    mutedKeywords: new Collection({ schema: scenarioMutedKeywordSchema }),
    labels: new Collection({ schema: labelSchema }),
    streams: new Collection({ schema: streamSchema }),
    filters: new Collection({ schema: filterSchema }),
    webhooks: new Collection({ schema: webhookSchema }),
    channelUsers: new Collection({ schema: channelUserSchema }),
    adminEmails: new Collection({ schema: adminEmailSchema }),
    reportDeliveries: new Collection({ schema: reportDeliverySchema }),
    pinnedQuestions: new Collection({ schema: pinnedQuestionRecordSchema }),
    helperChats: new Collection({ schema: helperChatRecord }),
    helperMessages: new Collection({ schema: helperMessageRecord }),
  };
}
type ContentCollections = ReturnType<typeof contentCollections>;

/** Loads the content part of a scenario; the collections are already cleared. */
export async function loadContent(c: ContentCollections, scenario: Scenario): Promise<void> {
  const pairs: [keyof ContentCollections, readonly object[] | undefined][] = [
    ['feedItems', scenario.feed_items],
    ['moderationEvents', scenario.moderation_events],
    ['templates', scenario.templates],
    ['alerts', scenario.alerts],
    ['annotationLayers', scenario.annotation_layers],
    ['annotations', scenario.annotations],
    ['rules', scenario.rules],
    ['mutedKeywords', scenario.muted_keywords],
    ['labels', scenario.labels],
    ['streams', scenario.streams],
    ['filters', scenario.filters],
    ['webhooks', scenario.webhooks],
    ['channelUsers', scenario.channel_users],
    ['adminEmails', scenario.admin_emails],
    ['pinnedQuestions', scenario.pinned_questions],
  ];
  for (const [name, rows] of pairs) {
    const collection = c[name] as unknown as Collection<z.ZodType<object>>;
    for (const row of rows ?? []) await collection.create(row);
  }
}
