/**
 * Alerts raised by new posts (spec 02 §3 alert fields; issue 6: "an alert whose threshold is
 * crossed by new posts raises a notification"). Our semantics, also in the api-mock README:
 * - an alert counts the posts of its saved search (the dashboard's selection: same index, same
 *   query and filters) that fit its trigger (new_posts: all, negative_posts / positive_posts: by
 *   sentiment), created in the last `alert_time_span` hours up to now;
 * - `above` raises when the new posts take that count from under `threshold_count_value` to it
 *   or over; `below` raises when a matching post arrives while the count is still under it;
 * - it raises once per window: not again while `last_triggered_at` is within the span;
 * - muted alerts raise nothing;
 * - raising notifies the owner and the recipients who are active accounts of the profile when
 *   `send_via` has 'notification', and mails `recipient_emails` when it has 'email'.
 */
import { NETWORKS } from '@sl/api-contract/schemas/common';
import { deliverAlert, fitsTrigger, spanText, TRIGGER_TEXT } from '../alerts/deliver.ts';
import { run } from '../analytics/dashboard-query.ts';
import { propertiesOf } from '../analytics/saved-search-context.ts';
import type { MockContext } from '../plugins/auth.ts';
import { type RawStatus, StatusIndex } from '../store/status-index.ts';
import { updateRecord } from './records.ts';

const HOUR = 3_600_000;

export interface RaisedAlert {
  alert_id: number;
  count: number;
  mail_error: string | null;
}

/** Evaluates every alert of the profiles of `added` (posts already stored and indexed). */
export async function raiseAlerts(ctx: MockContext, added: readonly RawStatus[]): Promise<RaisedAlert[]> {
  const { store } = ctx;
  const nowMs = ctx.now();
  const addedIds = new Set(added.map((s) => s.id));
  const profiles = new Set(added.map((s) => s.business_profile_id));
  const alerts = store.collections.alerts
    .all()
    .filter((a) => profiles.has(a.business_profile_id) && !a.is_muted)
    // Spike alerts compare with a baseline instead (alerts/check-spikes.ts).
    .filter((a) => a.threshold_count_mode !== 'spike')
    .sort((a, b) => a.id - b.id);
  const raised: RaisedAlert[] = [];
  for (const alert of alerts) {
    const search = store.searchItems.findFirst((q) =>
      q.where({ id: alert.search_id, business_profile_id: alert.business_profile_id }),
    );
    if (!search) continue;
    const spanMs = alert.alert_time_span * HOUR;
    // The window ends now, inclusive: a post dated now counts.
    const { sel } = run(ctx, {
      profileId: alert.business_profile_id,
      from: nowMs - spanMs,
      to: nowMs + 1,
      timeZone: 'UTC',
      interval: 'days',
      properties: propertiesOf(search),
    });
    const inWindow = Array.from(sel.rows, (i) => StatusIndex.scoredAt(sel.cols, i)).filter((s) =>
      fitsTrigger(alert, s),
    );
    const fresh = inWindow.filter((s) => addedIds.has(s.id));
    if (fresh.length === 0) continue;
    const count = inWindow.length;
    const before = count - fresh.length;
    const value = alert.threshold_count_value;
    const crossed = alert.threshold_count_mode === 'above' ? before < value && count >= value : count < value;
    const last = alert.last_triggered_at === null ? null : Date.parse(alert.last_triggered_at);
    if (!crossed || (last !== null && nowMs - last < spanMs)) continue;

    const stamp = new Date(nowMs).toISOString();
    await updateRecord(store.collections.alerts, alert, (d) => {
      d.last_triggered_at = stamp;
    });
    const trigger = fresh[fresh.length - 1];
    const text =
      `Alert "${alert.name}": ${count} ${TRIGGER_TEXT[alert.trigger]} in ${spanText(alert.alert_time_span)} ` +
      `(${alert.threshold_count_mode} ${value}).`;
    const network = NETWORKS.find((n) => n.key === trigger.social_type)?.name ?? trigger.social_type;
    const mailError = await deliverAlert(
      ctx,
      {
        alert,
        search,
        text,
        socialType: trigger.social_type,
        details: [`Saved search: ${search.name}. Latest post (${network}): ${trigger.full_text}`],
      },
      nowMs,
    );
    raised.push({ alert_id: alert.id, count, mail_error: mailError });
  }
  return raised;
}
