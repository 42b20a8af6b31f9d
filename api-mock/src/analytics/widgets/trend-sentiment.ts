/** The sentiment trend widget (spec 02 §7): net score per bucket. */
import { dashboard as d } from '@sl/api-contract/endpoints';
import { run } from '../dashboard-query.ts';
import { trendSentiment } from '../figures.ts';
import { handles } from './widget.ts';

export default [
  handles(d.dashboardTrendSentiment, ({ store, query }) => {
    const { sel, series } = run({ store }, query);
    return trendSentiment(sel, series);
  }),
];
