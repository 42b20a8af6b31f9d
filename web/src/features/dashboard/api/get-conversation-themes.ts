import { dashboard } from '@sl/api-contract/endpoints';
import { readQueryOptions } from './read-query-options.ts';

/** spec 02 §7 POST /v1/dashboard/conversation_themes (with nlpAnalyzedCount). */
export const conversationThemesQueryOptions = readQueryOptions(
  dashboard.dashboardConversationThemes,
  'conversation-themes',
);
