/**
 * Alerts (spec 01 §7: /alerts without /v1; spec 02 §3 fields, §4 toggle flips isMuted).
 * Alerts belong to the business profile; guests read them only.
 */
import { content } from '@sl/api-contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { alertIntervalMs, startAlertClock } from '../alerts/scheduler.ts';
import { accountOf } from '../lib/access.ts';
import { contractRoute } from '../lib/contract-route.ts';
import { deleteRecord, findInProfile, nextId, updateRecord } from '../lib/records.ts';
import { seesSearch } from '../lib/search-visibility.ts';
import type { MockContext } from '../plugins/auth.ts';
import { HttpError } from '../plugins/errors.ts';
import type { AccountRecord } from '../store/records.ts';

export default async function alertRoutes(app: FastifyInstance, options: MockContext) {
  const { store, now } = options;
  const alerts = store.collections.alerts;
  const stamp = () => new Date(now()).toISOString();
  // The alert clock lives as long as the app (issue 13: evaluated on a clock as well).
  const stop = startAlertClock(options, alertIntervalMs(), (err) => app.log.error(err));
  app.addHook('onClose', async () => stop());
  /** An alert watches a saved search the caller can see (spec 02 §3 searchId). */
  const assertSearch = (searchId: number, me: AccountRecord) => {
    const item = store.collections.searchItems.all().find((i) => i.id === searchId);
    if (!item || !seesSearch(item, me))
      throw new HttpError(400, 'Search id Wrong value!', { search_id: ['Wrong value!'] });
  };

  contractRoute(app, options, content.listAlerts, ({ query, identity }) => {
    const me = accountOf(identity);
    const data = alerts
      .all()
      .filter((a) => a.business_profile_id === me.business_profile_id)
      .filter((a) => query.search_id === undefined || a.search_id === query.search_id)
      .sort((a, b) => a.id - b.id);
    return { data };
  });

  contractRoute(app, options, content.getAlert, ({ params, identity }) =>
    findInProfile(alerts, params.id, accountOf(identity).business_profile_id, 'Alert'),
  );

  contractRoute(app, options, content.createAlert, async ({ body, identity }) => {
    const me = accountOf(identity);
    assertSearch(body.search_id, me);
    return alerts.create({
      ...body,
      id: nextId(alerts.all()),
      business_profile_id: me.business_profile_id,
      account_id: me.id,
      last_triggered_at: null,
      created_at: stamp(),
      updated_at: stamp(),
    });
  });

  contractRoute(app, options, content.updateAlert, async ({ params, body, identity }) => {
    const me = accountOf(identity);
    const alert = findInProfile(alerts, params.id, me.business_profile_id, 'Alert');
    assertSearch(body.search_id, me);
    return updateRecord(alerts, alert, (d) => {
      Object.assign(d, body);
      d.updated_at = stamp();
    });
  });

  contractRoute(app, options, content.deleteAlert, ({ params, identity }) => {
    deleteRecord(alerts, findInProfile(alerts, params.id, accountOf(identity).business_profile_id, 'Alert'));
  });

  contractRoute(app, options, content.toggleAlert, async ({ params, identity }) => {
    const alert = findInProfile(alerts, params.id, accountOf(identity).business_profile_id, 'Alert');
    return updateRecord(alerts, alert, (d) => {
      d.is_muted = !d.is_muted;
      d.updated_at = stamp();
    });
  });
}
