/** The mock control API (DESIGN §3): reset to the start-up scenario, or load a named one. */
import { mock } from '@sl/api-contract/endpoints';
import { buildScenario } from '@sl/fixtures';
import type { FastifyInstance } from 'fastify';
import { addStatuses } from '../../lib/add-statuses.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import type { MockContext } from '../../plugins/auth.ts';

export default async function controlRoutes(app: FastifyInstance, options: MockContext) {
  const { store } = options;
  contractRoute(app, options, mock.mockReset, async () => {
    const { name, ...rest } = options.initialScenario;
    return store.load(buildScenario(name, rest));
  });
  contractRoute(app, options, mock.mockLoadScenario, async ({ body }) => {
    return store.load(
      buildScenario(body.name, {
        seed: body.seed,
        statuses: body.statuses,
        days: body.days,
        now: options.initialScenario.now,
      }),
    );
  });
  // Posts arriving now: indexed like the rest, and they raise alerts (spec 02 §3).
  contractRoute(app, options, mock.mockAddStatuses, async ({ body }) => addStatuses(options, body.statuses));
}
