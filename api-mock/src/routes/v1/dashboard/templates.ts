/**
 * Dashboard templates (spec 02 §3, §7): a saved dashboard layout — time, interval, contexts and
 * widgets with their settings — shared by the users of a business profile.
 */
import { dashboardConfig as ep } from '@sl/api-contract/endpoints';
import type { DashboardTemplateWire } from '@sl/api-contract/schemas/dashboard-config';
import type { FastifyInstance } from 'fastify';
import { visibleSearches } from '../../../analytics/dashboard-contexts.ts';
import { accountOf } from '../../../lib/access.ts';
import { contractRoute } from '../../../lib/contract-route.ts';
import { assertIdsInProfile, nextId } from '../../../lib/records.ts';
import type { Identity, MockContext } from '../../../plugins/auth.ts';
import { HttpError } from '../../../plugins/errors.ts';

export default async function dashboardTemplateRoutes(app: FastifyInstance, ctx: MockContext) {
  const { store } = ctx;
  const templates = store.dashboardTemplates;

  const find = (identity: Identity, id: number): DashboardTemplateWire => {
    const account = accountOf(identity);
    const found = templates.findFirst((q) =>
      q.where({ id, business_profile_id: account.business_profile_id }),
    );
    if (!found) throw new HttpError(404, 'Dashboard template not found.');
    return found;
  };

  /**
   * A template's contexts must be ones the caller could select (spec 02 §2); issue 16 #8: the
   * annotation layers its widgets name are layers of the caller's profile.
   */
  const assertContexts = (identity: Identity, config: DashboardTemplateWire['config']) => {
    const visible = new Set(visibleSearches(store, accountOf(identity)).map((s) => s.id));
    const unknown = config.context_ids.filter((id) => !visible.has(id));
    if (unknown.length) {
      const message = `Unknown context: ${unknown.join(', ')}.`;
      throw new HttpError(422, message, { 'config.context_ids': [message] });
    }
    const layerIds = config.widgets.flatMap((w) => w.config.layer_ids ?? []);
    const profileId = accountOf(identity).business_profile_id;
    assertIdsInProfile(store.collections.annotationLayers, layerIds, profileId, 'config.widgets.layer_ids');
  };

  contractRoute(app, ctx, ep.listDashboardTemplates, ({ identity }) => {
    const profileId = accountOf(identity).business_profile_id;
    return templates.findMany((q) => q.where({ business_profile_id: profileId })).sort((a, b) => a.id - b.id);
  });

  contractRoute(app, ctx, ep.getDashboardTemplate, ({ params, identity }) => find(identity, params.id));

  contractRoute(app, ctx, ep.createDashboardTemplate, async ({ body, identity }) => {
    const account = accountOf(identity);
    assertContexts(identity, body.config);
    const at = new Date(ctx.now()).toISOString();
    return templates.create({
      id: nextId(templates.all()),
      name: body.name,
      time: body.time,
      time_unit: body.time_unit,
      config: body.config,
      business_profile_id: account.business_profile_id,
      owner_account_id: account.id,
      created_at: at,
      updated_at: at,
    });
  });

  contractRoute(app, ctx, ep.updateDashboardTemplate, async ({ params, body, identity }) => {
    const found = find(identity, params.id);
    if (body.config) assertContexts(identity, body.config);
    const updated = await templates.update((q) => q.where({ id: found.id }), {
      data(t) {
        if (body.name !== undefined) t.name = body.name;
        if (body.time !== undefined) t.time = body.time;
        if (body.time_unit !== undefined) t.time_unit = body.time_unit;
        if (body.config !== undefined) t.config = body.config;
        t.updated_at = new Date(ctx.now()).toISOString();
      },
    });
    return updated ?? found;
  });
}
