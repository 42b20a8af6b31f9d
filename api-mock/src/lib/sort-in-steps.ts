/**
 * A sort that pauses (issue 16: no request freezes the server while a million posts are indexed).
 * `TypedArray.sort` with a comparator runs in one piece: about a second for the half million
 * posts of one profile on a loaded machine. This is a bottom-up merge sort whose runs are sorted
 * natively and whose merges `yield` every few thousand elements, so `runInSlices` can give the
 * event loop a turn. Stable, like the native sort, so ties come out the same either way.
 */
import type { Sliced } from '@sl/fixtures';

/** Elements sorted or merged between two pause points. */
const STEP = 4096;

/** Sorts `order` by `compare`; answers the sorted array (`order` itself or a second buffer). */
export function* sortInSteps(
  order: Int32Array,
  compare: (a: number, b: number) => number,
): Sliced<Int32Array> {
  const n = order.length;
  for (let start = 0; start < n; start += STEP) {
    order.subarray(start, Math.min(n, start + STEP)).sort(compare);
    yield;
  }
  let from = order;
  let to: Int32Array = new Int32Array(n);
  for (let width = STEP; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) {
        // <= keeps equal elements in their order: the merge is stable.
        to[k++] = compare(from[i], from[j]) <= 0 ? from[i++] : from[j++];
        if (k % STEP === 0) yield;
      }
      while (i < mid) to[k++] = from[i++];
      while (j < hi) to[k++] = from[j++];
      yield;
    }
    [from, to] = [to, from];
  }
  return from;
}
