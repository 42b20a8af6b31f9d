/** The sentiment trend widget (spec 02 §7): net score per bucket. */
import { dashboard as d } from '@sl/api-contract/endpoints';
import { baseCube, CUBE_FOR, sentimentFromCube } from '../aggregate-query.ts';
import { run } from '../dashboard-query.ts';
import { trendSentiment, trendSentimentOf } from '../figures.ts';
import { handles } from './widget.ts';

export default [
  handles(d.dashboardTrendSentiment, ({ store, query }) => {
    const cube = baseCube(store.index, query, CUBE_FOR.sentiment);
    if (cube) return trendSentimentOf(sentimentFromCube(cube), cube);
    const { sel, series } = run({ store }, query);
    return trendSentiment(sel, series);
  }),
];
