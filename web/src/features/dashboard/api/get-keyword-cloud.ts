import { dashboard } from '@sl/api-contract/endpoints';
import { readQueryOptions } from './read-query-options.ts';

/** spec 02 §7 POST /v1/dashboard/keyword_cloud (7 per page). */
export const keywordCloudQueryOptions = readQueryOptions(dashboard.dashboardKeywordCloud, 'keyword-cloud');
