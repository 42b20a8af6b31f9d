import { dashboard } from '@sl/api-contract/endpoints';
import { readQueryOptions } from './read-query-options.ts';

/** POST /v1/dashboard/demographics/languages (25 per page). */
export const demographicsLanguagesQueryOptions = readQueryOptions(
  dashboard.dashboardDemographicsLanguages,
  'demographics-languages',
);
