/**
 * Spike detection (issue 13), pure: a window's count against a baseline made of the same window
 * on each of the previous 7 days. The baseline's spread is never taken below the Poisson
 * deviation sqrt(mean) (at least 1), so seven equally quiet days do not make one extra post a
 * spike. Semantics in api-mock README "Spike alerts".
 */
import type { AlertWire } from '@sl/api-contract/schemas/alerts';

export type Sensitivity = NonNullable<AlertWire['spike_sensitivity']>;

/** Deviations above the baseline mean a window must reach, by sensitivity. */
export const SPIKE_DEVIATIONS: Record<Sensitivity, number> = { low: 4, medium: 3, high: 2 };
export const BASELINE_DAYS = 7;
export const DEFAULT_COOLDOWN_HOURS = 24;

export interface Baseline {
  counts: number[];
  mean: number;
  deviation: number;
}

export function baselineOf(counts: readonly number[]): Baseline {
  const mean = counts.length ? counts.reduce((a, b) => a + b, 0) / counts.length : 0;
  const variance = counts.length ? counts.reduce((a, c) => a + (c - mean) ** 2, 0) / counts.length : 0;
  return { counts: [...counts], mean, deviation: Math.sqrt(variance) };
}

/** How many deviations `count` stands above the baseline (the Poisson floor applied). */
export function spikeScore(count: number, b: Baseline): number {
  const spread = Math.max(b.deviation, Math.sqrt(Math.max(b.mean, 1)));
  return (count - b.mean) / spread;
}

export function isSpike(count: number, b: Baseline, sensitivity: Sensitivity, minVolume: number): boolean {
  return count >= minVolume && spikeScore(count, b) >= SPIKE_DEVIATIONS[sensitivity];
}

/** True while a raised alert rests: one spike raises one alert. */
export function coolingDown(lastTriggeredAt: string | null, cooldownHours: number, nowMs: number): boolean {
  if (lastTriggeredAt === null) return false;
  return nowMs - Date.parse(lastTriggeredAt) < cooldownHours * 3_600_000;
}

export interface Driver<K extends string> {
  key: K;
  count: number;
  baseline: number;
}

/**
 * The `take` keys that grew most over their baseline mean, by lift (count + 1) / (baseline + 1)
 * so that a word in every post (the brand) does not outrank the words of the event; ties: more
 * posts, then the key. Keys under `minCount` posts in the window are noise and left out.
 */
export function topDrivers<K extends string>(
  window: ReadonlyMap<K, number>,
  baselineDays: readonly ReadonlyMap<K, number>[],
  take = 3,
  minCount = 1,
): Driver<K>[] {
  const days = Math.max(baselineDays.length, 1);
  const rows: Driver<K>[] = [];
  for (const [key, count] of window) {
    if (count < minCount) continue;
    let sum = 0;
    for (const day of baselineDays) sum += day.get(key) ?? 0;
    rows.push({ key, count, baseline: sum / days });
  }
  const lift = (r: Driver<K>) => (r.count + 1) / (r.baseline + 1);
  return rows
    .filter((r) => r.count > r.baseline)
    .sort((a, b) => lift(b) - lift(a) || b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, take);
}
