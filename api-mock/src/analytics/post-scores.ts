/**
 * The per-post scores the reach-score and impact-score widgets average (spec 02 §7), and the
 * exact sums they are added up with. Shared by the widgets' row path (figures.ts) and the hourly
 * aggregates (store/status-aggregates.ts), so both add the very same numbers.
 *
 * Issue 17: the scores are averages of per-post logarithms. Added as doubles, their sum depends
 * on the order of the additions, so sums kept per hour and added per bucket could differ in the
 * last bits from a pass over the rows, and a rounded figure could move. Each score is therefore
 * added as a whole number of 2^-32 units, split in two parts that stay exact integers in a double
 * (`scoreParts`): sums in any order are the same, and the value is read once (`scoreValue`). The
 * unit changes a score by less than 1.2e-10, far below the two decimals shown.
 */
/**
 * Reach score of a post, 0–100: 20 × log10(1 + reach), capped at 100 (reach 10 → 20.8,
 * 1 000 → 60, 100 000 → 100). The widget shows the average over the posts.
 */
export const reachScoreOf = (reach: number) => Math.min(100, 20 * Math.log10(1 + reach));

/**
 * Impact of a post: log10(1 + reach + 5 × engagements) — how far it travelled, engagements
 * counting five times a view. The impact score is the sentiment-signed share:
 * 100 × Σ(sentiment × impact) / Σ impact, from −100 (all impact negative) to 100.
 */
export const impactOf = (reach: number, engagements: number) => Math.log10(1 + reach + 5 * engagements);

/**
 * Issue 17: the reach and impact scores take a logarithm per post, ~330 000 of them in a 30-day
 * range at 1M posts. Their inputs are small whole numbers that repeat, so each value is worked
 * out once and looked up after: the very same function of the very same number, so the same
 * figures. Inputs past the table, or not whole, are computed as before.
 */
const LOG_TABLE_SIZE = 1 << 20;
const isSmallWhole = (x: number) => x >= 0 && x < LOG_TABLE_SIZE && (x | 0) === x;
let reachScoreTable: Float64Array | null = null;
let impactTable: Float64Array | null = null;

/** `reachScoreOf(reach)`, looked up. */
export function reachScoreAt(reach: number): number {
  if (!isSmallWhole(reach)) return reachScoreOf(reach);
  reachScoreTable ??= new Float64Array(LOG_TABLE_SIZE).fill(Number.NaN);
  let v = reachScoreTable[reach];
  if (Number.isNaN(v)) {
    v = reachScoreOf(reach);
    reachScoreTable[reach] = v;
  }
  return v;
}

/** `impactOf(reach, engagements)`, looked up by reach + 5 × engagements (whole numbers add exactly). */
export function impactAt(reach: number, engagements: number): number {
  const m = reach + 5 * engagements;
  if (!isSmallWhole(m) || !isSmallWhole(reach)) return impactOf(reach, engagements);
  impactTable ??= new Float64Array(LOG_TABLE_SIZE).fill(Number.NaN);
  let v = impactTable[m];
  if (Number.isNaN(v)) {
    v = impactOf(reach, engagements);
    impactTable[m] = v;
  }
  return v;
}

/** A score is counted in units of 2^-32. */
const UNIT = 2 ** 32;
/** The low part holds 21 bits: a part stays below 2^22 per post, so 2^31 posts sum exactly. */
const LOW = 2 ** 21;

/** Adds `sign ×` score `v` to `sums[at]` (high part) and `sums[at + 1]` (low part): see above. */
export function addScore(sums: Float64Array, at: number, v: number, sign = 1): void {
  const q = Math.round(v * UNIT);
  const h = Math.floor(q / LOW);
  sums[at] += sign * h;
  sums[at + 1] += sign * (q - h * LOW);
}

/** The score sum held at `sums[at]` and `sums[at + 1]` (see `addScore`). */
export const scoreValue = (sums: ArrayLike<number>, at: number): number =>
  (sums[at] * LOW + sums[at + 1]) / UNIT;
