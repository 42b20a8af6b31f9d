/** The first-reply time widget (spec 02 §7): SLA of support tickets, and the compared range. */
import { dashboard as d } from '@sl/api-contract/endpoints';
import { type DashboardQuery, run } from '../dashboard-query.ts';
import { sla } from '../figures.ts';
import { handles } from './widget.ts';

export default [
  handles(d.dashboardSla, ({ store, query }) => {
    const { sel, series } = run({ store }, query);
    return sla(sel, series);
  }),
  handles(d.dashboardComparedSla, ({ store, query, compared }) => {
    const current = run({ store }, query);
    // The contract requires compared_range on this call, so there is a compared query.
    const before = run({ store }, compared() as DashboardQuery);
    return { current: sla(current.sel, current.series), compared: sla(before.sel, before.series) };
  }),
];
