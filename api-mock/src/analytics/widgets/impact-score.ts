/** The impact score widget (spec 02 §7): engagement, reach, shares, reach score, impact, reputation. */
import { dashboard as d } from '@sl/api-contract/endpoints';
import {
  baseCube,
  CUBE_FOR,
  engagementFromCube,
  impactScoreFromCube,
  metricFromCube,
  reachScoreFromCube,
  sentimentFromCube,
} from '../aggregate-query.ts';
import { run } from '../dashboard-query.ts';
import { engagement, impactScore, metric, reachScore, reputation, reputationOf } from '../figures.ts';
import { handles } from './widget.ts';

export default [
  handles(d.dashboardEngagement, ({ store, query }) => {
    const cube = baseCube(store.index, query, CUBE_FOR.engagement);
    if (cube) return engagementFromCube(cube);
    const { sel, series } = run({ store }, query);
    return engagement(sel, series);
  }),
  handles(d.dashboardReach, ({ store, query }) => {
    const cube = baseCube(store.index, query, CUBE_FOR.reach);
    if (cube) return metricFromCube(cube, 'reach');
    const { sel, series } = run({ store }, query);
    return metric(sel, series, 'reach');
  }),
  handles(d.dashboardSharesCount, ({ store, query }) => {
    const cube = baseCube(store.index, query, CUBE_FOR.shares);
    if (cube) return metricFromCube(cube, 'shares');
    const { sel, series } = run({ store }, query);
    return metric(sel, series, 'shares');
  }),
  handles(d.dashboardReachScore, ({ store, query }) => {
    const cube = baseCube(store.index, query, CUBE_FOR.reachScore);
    if (cube) return reachScoreFromCube(cube);
    const { sel, series } = run({ store }, query);
    return reachScore(sel, series);
  }),
  handles(d.dashboardImpactScore, ({ store, query }) => {
    const cube = baseCube(store.index, query, CUBE_FOR.impactScore);
    if (cube) return impactScoreFromCube(cube);
    const { sel, series } = run({ store }, query);
    return impactScore(sel, series);
  }),
  handles(d.dashboardReputation, ({ store, query }) => {
    const cube = baseCube(store.index, query, CUBE_FOR.sentiment);
    if (cube) return reputationOf(sentimentFromCube(cube), cube);
    const { sel, series } = run({ store }, query);
    return reputation(sel, series);
  }),
];
