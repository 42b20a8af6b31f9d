/** POST /api/__mock/generate (DESIGN §3 control API): load N generated posts, the volume scenario. */
import { mock } from '@sl/api-contract/endpoints';
import { buildScenario } from '@sl/fixtures';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.ts';
import type { MockContext } from '../../plugins/auth.ts';

export default async function generateRoutes(app: FastifyInstance, ctx: MockContext) {
  contractRoute(app, ctx, mock.mockGenerate, ({ body }) =>
    ctx.store.load(
      buildScenario('volume', {
        statuses: body.statuses,
        days: body.days,
        seed: body.seed,
        now: ctx.initialScenario.now,
      }),
    ),
  );
}
