/** Periods counted back from an instant ('last-7-days' and the like, spec 01 §9 values). */
const HOUR = 3_600_000;
export const PERIOD_HOURS: Record<string, number> = {
  'last-24-hours': 24,
  'last-7-days': 7 * 24,
  'last-30-days': 30 * 24,
};

export const periodBack = (nowMs: number, hours: number) => ({ from: nowMs - hours * HOUR, to: nowMs });
