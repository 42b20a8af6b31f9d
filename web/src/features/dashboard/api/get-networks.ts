import { dashboard } from '@sl/api-contract/endpoints';
import { readQueryOptions } from './read-query-options.ts';

/** POST /v1/dashboard/networks. */
export const networksQueryOptions = readQueryOptions(dashboard.dashboardNetworks, 'networks');
