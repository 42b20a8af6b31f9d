import type { BodyOf } from '@sl/api-contract/client';
import { dashboardConfig } from '@sl/api-contract/endpoints';
import { apiClient } from '#/lib/api-client.ts';

export type FeedHashBody = BodyOf<typeof dashboardConfig.createFeedHash>;

/** spec 02 §7 POST /v1/dashboard/feeds/hash: stores a drill-down's definition, returns its id. */
export const createFeedHash = (body: FeedHashBody) =>
  apiClient.call(dashboardConfig.createFeedHash, { body });
