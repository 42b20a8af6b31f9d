import type { mock } from '@sl/api-contract/endpoints';

/** Which fixture scenario to load, and with what parameters. */
export interface ScenarioRequest {
  name: (typeof mock.SCENARIO_NAMES)[number];
  seed?: number;
  now?: Date;
  statuses?: number;
  days?: number;
}
