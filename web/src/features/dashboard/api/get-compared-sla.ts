import { dashboard } from '@sl/api-contract/endpoints';
import { getQueryOptions } from './read-query-options.ts';

/** spec 02 §7 GET /v1/dashboard/compared_sla. */
export const comparedSlaQueryOptions = getQueryOptions(dashboard.dashboardComparedSla, 'compared-sla');
