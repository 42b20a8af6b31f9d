/**
 * The one way posts are added at run time (scenario loads and snapshots replace the store
 * instead, and raise nothing): each post is completed by the fixtures' post builder, numbered,
 * stored (the statuses create hook indexes it), and then the alerts are evaluated (spec 02 §3).
 */
import type { StatusWire } from '@sl/api-contract/schemas/status';
import { buildStatus, createRandom } from '@sl/fixtures';
import { checkSpikeAlerts } from '../alerts/check-spikes.ts';
import type { MockContext } from '../plugins/auth.ts';
import { HttpError } from '../plugins/errors.ts';
import { type RaisedAlert, raiseAlerts } from './raise-alerts.ts';

export async function addStatuses(
  ctx: MockContext,
  partials: readonly Partial<Omit<StatusWire, 'id'>>[],
): Promise<{ statuses: StatusWire[]; alerts_raised: RaisedAlert[] }> {
  const { store } = ctx;
  for (const p of partials) {
    const bp = p.business_profile_id ?? 1;
    if (!store.businessProfiles.findFirst((q) => q.where({ id: bp })))
      throw new HttpError(400, 'Business profile id Wrong value!', { business_profile_id: ['Wrong value!'] });
  }
  let id = 0;
  for (const s of store.statuses.all()) if (s.id > id) id = s.id;
  // Seeded by the scenario's seed and the first new id: the same calls give the same posts.
  const rng = createRandom((store.loaded()?.seed ?? 0) + id + 1);
  const nowIso = new Date(ctx.now()).toISOString();
  const created: StatusWire[] = [];
  for (const p of partials) {
    id += 1;
    // The control API answers with the post as it was built (its fixture label included).
    const status = buildStatus(rng, { created_at: nowIso, ...p, id });
    await store.statuses.create(status);
    created.push(status);
  }
  const raised = await raiseAlerts(ctx, created);
  // Spike alerts (issue 13) of the profiles that received posts: their window just changed.
  const spikes = await checkSpikeAlerts(ctx, ctx.now(), new Set(created.map((s) => s.business_profile_id)));
  return {
    statuses: created,
    alerts_raised: [
      ...raised,
      ...spikes.map((s) => ({ alert_id: s.alert_id, count: s.why.count, mail_error: s.mail_error })),
    ],
  };
}
