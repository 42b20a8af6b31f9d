/** The mock control API (DESIGN §3): reset to the start-up scenario, or load a named one. */
import { mock } from '@sl/api-contract/endpoints';
import { buildScenario } from '@sl/fixtures';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.ts';
import type { AuthOptions } from '../../plugins/auth.ts';

export interface ScenarioRequest {
  name: (typeof mock.SCENARIO_NAMES)[number];
  seed?: number;
  now?: Date;
  statuses?: number;
  days?: number;
}

export interface ControlOptions extends AuthOptions {
  initial: ScenarioRequest;
}

export default async function controlRoutes(app: FastifyInstance, options: ControlOptions) {
  const { store } = options;
  contractRoute(app, options, mock.mockReset, async () => {
    const { name, ...rest } = options.initial;
    return store.load(buildScenario(name, rest));
  });
  contractRoute(app, options, mock.mockLoadScenario, async ({ body }) => {
    return store.load(
      buildScenario(body.name, {
        seed: body.seed,
        statuses: body.statuses,
        days: body.days,
        now: options.initial.now,
      }),
    );
  });
}
