import { dashboard } from '@sl/api-contract/endpoints';
import { readQueryOptions } from './read-query-options.ts';

/** POST /v1/dashboard/engagement. */
export const engagementQueryOptions = readQueryOptions(dashboard.dashboardEngagement, 'engagement');
