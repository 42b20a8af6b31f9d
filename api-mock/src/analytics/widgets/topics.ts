/** The topics widget (spec 02 §7): posts per built-in and custom topic, sorted; CSV twin. */
import { dashboard as d } from '@sl/api-contract/endpoints';
import type { Store } from '../../store/store.ts';
import { customTopicsOf } from '../custom-topics.ts';
import { type DashboardQuery, textTallyOf } from '../dashboard-query.ts';
import { type TermCount, topicCounts } from '../figures.ts';
import { handles } from './widget.ts';

const byName = (a: TermCount, b: TermCount) => a.term.localeCompare(b.term);

function topicRows(store: Store, query: DashboardQuery, body: { sort?: string; limit?: number }) {
  const tally = textTallyOf(store.index, query);
  const rows = topicCounts(tally, store.index, customTopicsOf(store, query.profileId));
  const sort = body.sort ?? 'count';
  rows.sort((a, b) =>
    sort === 'name'
      ? byName(a, b)
      : sort === 'positive'
        ? b.positive - a.positive || byName(a, b)
        : sort === 'negative'
          ? b.negative - a.negative || byName(a, b)
          : b.count - a.count || byName(a, b),
  );
  return { total: tally.total, rows: rows.slice(0, body.limit ?? 10) };
}

export default [
  handles(d.dashboardTopics, ({ store, query, body }) => {
    const { total, rows } = topicRows(store, query, body);
    return {
      total_posts: total,
      topics: rows.map((r) => ({
        id: r.id,
        name: r.term,
        kind: r.kind,
        total: r.count,
        positive: r.positive,
        neutral: r.neutral,
        negative: r.negative,
      })),
    };
  }),
  handles(d.dashboardTopicsCsv, ({ store, query, body }) => ({
    columns: ['topic', 'kind', 'total', 'positive', 'neutral', 'negative'],
    rows: topicRows(store, query, body).rows.map((r) => [
      r.term,
      r.kind,
      r.count,
      r.positive,
      r.neutral,
      r.negative,
    ]),
  })),
];
