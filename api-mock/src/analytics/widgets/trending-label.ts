/** The trending labels widget (spec 02 §7): topics rising against the compared range; CSV twin. */
import { dashboard as d } from '@sl/api-contract/endpoints';
import { trending } from './trending-keywords.ts';
import { handles } from './widget.ts';

export default [
  handles(d.dashboardTrendingLabels, (input) => trending(input, 'labels')),
  handles(d.dashboardTrendingLabelsCsv, (input) => ({
    columns: ['label', 'count', 'compared_count', 'score'],
    rows: trending(input, 'labels').terms.map((t) => [t.term, t.count, t.compared_count, t.score]),
  })),
];
