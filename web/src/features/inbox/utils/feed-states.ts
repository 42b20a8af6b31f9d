/** spec 02 §4 feed item states: the values the API gives (FEED_ITEM_STATES) and how they read. */
import { FEED_ITEM_STATES } from '@sl/api-contract/schemas/feed';

export type FeedState = (typeof FEED_ITEM_STATES)[keyof typeof FEED_ITEM_STATES];

export const STATE_NAMES: Record<FeedState, string> = {
  [FEED_ITEM_STATES.OPEN]: 'Open',
  [FEED_ITEM_STATES.IN_PROGRESS]: 'In progress',
  [FEED_ITEM_STATES.CLOSED]: 'Resolved',
  [FEED_ITEM_STATES.ARCHIVED]: 'Archived',
};

export const STATE_OPTIONS = (Object.entries(STATE_NAMES) as [string, string][]).map(([value, label]) => ({
  value,
  label,
}));
