/** The network breakdown widget (spec 02 §7): posts per network, with or without sentiments. */
import { dashboard as d } from '@sl/api-contract/endpoints';
import { NETWORK_KEYS } from '@sl/api-contract/schemas/common';
import type * as w from '@sl/api-contract/schemas/dashboard';
import { BASE_SLOTS, M, MEASURES } from '../../store/status-aggregates.ts';
import { baseCube, CUBE_FOR, type Cube } from '../aggregate-query.ts';
import type { Selection } from '../context-filter.ts';
import { run } from '../dashboard-query.ts';
import type { Out } from '../figures.ts';
import { handles } from './widget.ts';

export function networks(sel: Selection, countOnly: boolean): Out<typeof w.networksResponseSchema> {
  const { rows, cols } = sel;
  const counts = new Int32Array(NETWORK_KEYS.length * 3);
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k];
    counts[cols.network[i] * 3 + cols.sentiment[i] + 1]++;
  }
  return networksOf(counts, rows.length, countOnly);
}

/** The breakdown from posts per network × sentiment (network × 3 + sentiment + 1). */
export function networksOf(
  counts: ArrayLike<number>,
  total: number,
  countOnly: boolean,
): Out<typeof w.networksResponseSchema> {
  const list = NETWORK_KEYS.map((key, n) => {
    const negative = counts[n * 3];
    const neutral = counts[n * 3 + 1];
    const positive = counts[n * 3 + 2];
    const count = negative + neutral + positive;
    return countOnly ? { social_type: key, count } : { social_type: key, count, positive, neutral, negative };
  })
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count || a.social_type.localeCompare(b.social_type));
  return { total, networks: list };
}

/** The same from the aggregates (decision 012). */
export function networksFromCube(cube: Cube, countOnly: boolean): Out<typeof w.networksResponseSchema> {
  const counts = new Float64Array(NETWORK_KEYS.length * 3);
  let total = 0;
  for (let b = 0; b < cube.plan.keys.length; b++)
    for (let cell = 0; cell < counts.length; cell++) {
      const c = cube.data[b * BASE_SLOTS + cell * MEASURES + M.count];
      counts[cell] += c;
      total += c;
    }
  return networksOf(counts, total, countOnly);
}

export default [
  handles(d.dashboardNetworks, ({ store, query, body }) => {
    const cube = baseCube(store.index, query, CUBE_FOR.networks);
    return cube
      ? networksFromCube(cube, body.count_only ?? false)
      : networks(run({ store }, query).sel, body.count_only ?? false);
  }),
];
