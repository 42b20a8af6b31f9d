/**
 * Spike alerts (issue 13): evaluated when posts arrive (lib/add-statuses.ts) and on the mock's
 * clock (scheduler.ts). For each unmuted alert in `spike` mode whose saved search exists: count
 * the search's posts that fit the trigger over the last `alert_time_span` hours and over the same
 * window on each of the previous 7 days; raise when the count reaches the minimum volume
 * (`threshold_count_value`) and stands the sensitivity's deviations above the baseline, unless
 * the alert raised within its cooldown. Raising records the why on the alert, adds an annotation
 * in the profile's "Alerts" layer at the window's start, and notifies and mails as every alert.
 * Reads the status index only through the analytics' public functions.
 */
import type { AlertWhyWire, AlertWire } from '@sl/api-contract/schemas/alerts';
import { LAYER_COLORS } from '@sl/api-contract/schemas/annotations';
import { NETWORKS, type NetworkKey } from '@sl/api-contract/schemas/common';
import type { SearchItemWire } from '@sl/api-contract/schemas/search';
import { run } from '../analytics/dashboard-query.ts';
import { keywordCounts } from '../analytics/figures.ts';
import { propertiesOf } from '../analytics/saved-search-context.ts';
import { nextId, updateRecord } from '../lib/records.ts';
import { StatusIndex } from '../store/status-index.ts';
import {
  type AlertContext,
  deliverAlert,
  fitsTrigger,
  spanText,
  TRIGGER_SENTIMENT,
  TRIGGER_TEXT,
} from './deliver.ts';
import {
  BASELINE_DAYS,
  baselineOf,
  coolingDown,
  DEFAULT_COOLDOWN_HOURS,
  isSpike,
  topDrivers,
} from './spike.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const ALERTS_LAYER_NAME = 'Alerts';
/** A keyword in fewer posts of the window does not explain a spike. */
const KEYWORD_MIN_COUNT = 3;

export interface RaisedSpike {
  alert_id: number;
  why: AlertWhyWire;
  mail_error: string | null;
}

interface Window {
  count: number;
  keywords: Map<string, number>;
  networks: Map<NetworkKey, number>;
}

/** The search's posts fitting the trigger in [from, to), with their keywords and networks. */
function windowOf(
  ctx: AlertContext,
  alert: AlertWire,
  search: SearchItemWire,
  from: number,
  to: number,
): Window {
  const { sel } = run(ctx, {
    profileId: alert.business_profile_id,
    from,
    to,
    timeZone: 'UTC',
    interval: 'hours',
    properties: propertiesOf(search),
  });
  const kept: number[] = [];
  const networks = new Map<NetworkKey, number>();
  for (const i of sel.rows) {
    const s = StatusIndex.scoredAt(sel.cols, i);
    if (!fitsTrigger(alert, s)) continue;
    kept.push(i);
    networks.set(s.social_type, (networks.get(s.social_type) ?? 0) + 1);
  }
  const rows = kept.length === sel.rows.length ? sel.rows : Int32Array.from(kept);
  const keywords = new Map<string, number>();
  for (const k of keywordCounts({ cols: sel.cols, rows }, ctx.store.index)) keywords.set(k.term, k.count);
  return { count: rows.length, keywords, networks };
}

/** Counts only: the baseline days need no keywords unless the window spikes. */
function countOf(
  ctx: AlertContext,
  alert: AlertWire,
  search: SearchItemWire,
  from: number,
  to: number,
): number {
  const { sel } = run(ctx, {
    profileId: alert.business_profile_id,
    from,
    to,
    timeZone: 'UTC',
    interval: 'hours',
    properties: propertiesOf(search),
  });
  if (alert.trigger === 'new_posts') return sel.rows.length;
  let n = 0;
  for (const i of sel.rows) if (fitsTrigger(alert, StatusIndex.scoredAt(sel.cols, i))) n++;
  return n;
}

/** The why of a spike at `nowMs`, or null when the window is not one. Pure: writes nothing. */
export function detectSpike(
  ctx: AlertContext,
  alert: AlertWire,
  search: SearchItemWire,
  nowMs: number,
): AlertWhyWire | null {
  const span = alert.alert_time_span * HOUR;
  const from = nowMs - span;
  const count = countOf(ctx, alert, search, from, nowMs);
  if (count < alert.threshold_count_value) return null;
  const days = Array.from({ length: BASELINE_DAYS }, (_, k) => BASELINE_DAYS - k);
  const baseline = baselineOf(days.map((d) => countOf(ctx, alert, search, from - d * DAY, nowMs - d * DAY)));
  if (!isSpike(count, baseline, alert.spike_sensitivity ?? 'medium', alert.threshold_count_value))
    return null;
  // Only now are the drivers worth computing: the window and its baseline days, in full.
  const win = windowOf(ctx, alert, search, from, nowMs);
  const before = days.map((d) => windowOf(ctx, alert, search, from - d * DAY, nowMs - d * DAY));
  const iso = (ms: number) => new Date(ms).toISOString();
  const round = (x: number) => Math.round(x * 100) / 100;
  // The drill-down: the library's live results of this search over the window, kept to the
  // trigger's sentiment, i.e. exactly the `count` posts behind the spike.
  const query = new URLSearchParams({ item: String(search.id), from: iso(from), to: iso(nowMs) });
  const sentiment = TRIGGER_SENTIMENT[alert.trigger];
  if (sentiment !== null) query.set('sentiment', String(sentiment));
  return {
    window: { from: iso(from), to: iso(nowMs) },
    count: win.count,
    baseline: { counts: baseline.counts, mean: round(baseline.mean), deviation: round(baseline.deviation) },
    keywords: topDrivers(
      win.keywords,
      before.map((b) => b.keywords),
      3,
      KEYWORD_MIN_COUNT,
    ).map((d) => ({ term: d.key, count: d.count, baseline: round(d.baseline) })),
    networks: topDrivers(
      win.networks,
      before.map((b) => b.networks),
    ).map((d) => ({ network: d.key, count: d.count, baseline: round(d.baseline) })),
    drill_down: `/search?${query}`,
  };
}

/** The profile's "Alerts" annotation layer, made on first use. */
async function alertsLayer(ctx: AlertContext, alert: AlertWire) {
  const layers = ctx.store.collections.annotationLayers;
  const found = layers
    .all()
    .find((l) => l.business_profile_id === alert.business_profile_id && l.name === ALERTS_LAYER_NAME);
  if (found) return found;
  return layers.create({
    id: nextId(layers.all()),
    business_profile_id: alert.business_profile_id,
    name: ALERTS_LAYER_NAME,
    // The palette's red (spec 02 §9 twelve colours): alerts read as warnings on the timeline.
    color: LAYER_COLORS[5],
    brand: null,
    type: 'public',
    created_by: alert.account_id,
  });
}

const networkName = (key: string) => NETWORKS.find((n) => n.key === key)?.name ?? key;

export function whyText(alert: AlertWire, why: AlertWhyWire): string {
  const drivers = why.keywords.map((k) => k.term).join(', ');
  return (
    `Spike alert "${alert.name}": ${why.count} ${TRIGGER_TEXT[alert.trigger]} in ${spanText(alert.alert_time_span)}, ` +
    `against ${why.baseline.mean} usually (deviation ${why.baseline.deviation})` +
    (drivers ? `; driven by ${drivers}.` : '.')
  );
}

/**
 * Evaluates the spike alerts of `profiles` (every profile when omitted) at `nowMs` and raises
 * those that spike. Muted alerts and alerts cooling down raise nothing.
 */
export async function checkSpikeAlerts(
  ctx: AlertContext,
  nowMs: number = ctx.now(),
  profiles?: ReadonlySet<number>,
): Promise<RaisedSpike[]> {
  const { store } = ctx;
  const alerts = store.collections.alerts
    .all()
    .filter((a) => a.threshold_count_mode === 'spike' && !a.is_muted)
    .filter((a) => !profiles || profiles.has(a.business_profile_id))
    .sort((a, b) => a.id - b.id);
  const raised: RaisedSpike[] = [];
  for (const alert of alerts) {
    if (coolingDown(alert.last_triggered_at, alert.spike_cooldown_hours ?? DEFAULT_COOLDOWN_HOURS, nowMs))
      continue;
    const search = store.searchItems.findFirst((q) =>
      q.where({ id: alert.search_id, business_profile_id: alert.business_profile_id }),
    );
    if (!search) continue;
    const why = detectSpike(ctx, alert, search, nowMs);
    if (!why) continue;
    const stamp = new Date(nowMs).toISOString();
    const updated = await updateRecord(store.collections.alerts, alert, (d) => {
      d.last_triggered_at = stamp;
      d.last_why = why;
    });
    const layer = await alertsLayer(ctx, alert);
    const text = whyText(alert, why);
    const annotations = store.collections.annotations;
    await annotations.create({
      id: nextId(annotations.all()),
      business_profile_id: alert.business_profile_id,
      name: `Spike: ${alert.name}`,
      text,
      layer_id: layer.id,
      anchor_date: why.window.from,
      user_id: alert.account_id,
      attachments: [],
      search_item_id: search.id,
      created_at: stamp,
    });
    const top = why.networks[0]?.network ?? search.filters.social_types?.[0] ?? 'twitter';
    const mailError = await deliverAlert(
      ctx,
      {
        alert: updated,
        search,
        text,
        socialType: top as NetworkKey,
        details: [
          `Saved search: ${search.name}. Window ${why.window.from} to ${why.window.to}: ${why.count} against the same window on the previous ${BASELINE_DAYS} days: ${why.baseline.counts.join(', ')}.`,
          `Networks: ${why.networks.map((n) => `${networkName(n.network)} ${n.count} (usually ${n.baseline})`).join(', ') || 'none above usual'}.`,
          `Keywords: ${why.keywords.map((k) => `${k.term} ${k.count} (usually ${k.baseline})`).join(', ') || 'none above usual'}.`,
        ],
        link: { href: `/n${why.drill_down}`, label: 'See the posts' },
      },
      nowMs,
    );
    raised.push({ alert_id: alert.id, why, mail_error: mailError });
  }
  return raised;
}
