import { dashboard } from '@sl/api-contract/endpoints';
import { getQueryOptions } from './read-query-options.ts';

/** spec 02 §7 GET /v1/dashboard/sla: the read fields in the query string. */
export const slaQueryOptions = getQueryOptions(dashboard.dashboardSla, 'sla');
