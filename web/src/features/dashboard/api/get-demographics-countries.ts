import { dashboard } from '@sl/api-contract/endpoints';
import { readQueryOptions } from './read-query-options.ts';

/** POST /v1/dashboard/demographics/countries (25 per page). */
export const demographicsCountriesQueryOptions = readQueryOptions(
  dashboard.dashboardDemographicsCountries,
  'demographics-countries',
);
