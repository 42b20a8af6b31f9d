/** The sentiment widget (spec 02 §7): posts per sentiment per bucket, and the compared range. */
import { dashboard as d } from '@sl/api-contract/endpoints';
import type { Store } from '../../store/store.ts';
import { baseCube, CUBE_FOR, sentimentFromCube } from '../aggregate-query.ts';
import { type DashboardQuery, run } from '../dashboard-query.ts';
import { sentiment } from '../figures.ts';

/** From the aggregates when the context allows (decision 012), else from the rows. */
function sentimentFor(store: Store, query: DashboardQuery) {
  const cube = baseCube(store.index, query, CUBE_FOR.sentiment);
  if (cube) return sentimentFromCube(cube);
  const { sel, series } = run({ store }, query);
  return sentiment(sel, series);
}

import { handles } from './widget.ts';

export default [
  handles(d.dashboardSentiment, ({ store, query }) => sentimentFor(store, query)),
  handles(d.dashboardComparedSentiment, ({ store, query, compared }) => ({
    current: sentimentFor(store, query),
    // The contract requires compared_range on this call, so there is a compared query.
    compared: sentimentFor(store, compared() as DashboardQuery),
  })),
];
