import { dashboard } from '@sl/api-contract/endpoints';
import { readQueryOptions } from './read-query-options.ts';

/** POST /v1/dashboard/impact_score. */
export const impactScoreQueryOptions = readQueryOptions(dashboard.dashboardImpactScore, 'impact-score');
