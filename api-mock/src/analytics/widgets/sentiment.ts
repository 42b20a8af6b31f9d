/** The sentiment widget (spec 02 §7): posts per sentiment per bucket, and the compared range. */
import { dashboard as d } from '@sl/api-contract/endpoints';
import { type DashboardQuery, run } from '../dashboard-query.ts';
import { sentiment } from '../figures.ts';
import { handles } from './widget.ts';

export default [
  handles(d.dashboardSentiment, ({ store, query }) => {
    const { sel, series } = run({ store }, query);
    return sentiment(sel, series);
  }),
  handles(d.dashboardComparedSentiment, ({ store, query, compared }) => {
    const current = run({ store }, query);
    // The contract requires compared_range on this call, so there is a compared query.
    const before = run({ store }, compared() as DashboardQuery);
    return {
      current: sentiment(current.sel, current.series),
      compared: sentiment(before.sel, before.series),
    };
  }),
];
