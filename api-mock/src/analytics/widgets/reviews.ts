/** The reviews widget (spec 02 §7): ratings, per review network and per bucket. */
import { dashboard as d } from '@sl/api-contract/endpoints';
import { run } from '../dashboard-query.ts';
import { reviews } from '../figures.ts';
import { handles } from './widget.ts';

export default [
  handles(d.dashboardReviews, ({ store, query }) => {
    const { sel, series } = run({ store }, query);
    return reviews(sel, series);
  }),
];
