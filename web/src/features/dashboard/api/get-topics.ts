import { dashboard } from '@sl/api-contract/endpoints';
import { readQueryOptions } from './read-query-options.ts';

/** spec 02 §7 POST /v1/dashboard/topics (limit, sort, kind=status). */
export const topicsQueryOptions = readQueryOptions(dashboard.dashboardTopics, 'topics');
