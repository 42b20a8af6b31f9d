/** The most impactful posts widget (spec 02 §7): posts by impact, paged (6), and its authors; CSV twin. */
import { dashboard as d } from '@sl/api-contract/endpoints';
import { StatusIndex } from '../../store/status-index.ts';
import { run } from '../dashboard-query.ts';
import { entities, impactfulSortValue, topRows, withImpact } from '../figures.ts';
import { handles, type WidgetInput } from './widget.ts';

type EntitiesBody = {
  sort?: 'status_count' | 'followers_count' | 'total_engagements' | 'reach';
  order?: 'asc' | 'desc';
  keyword?: string;
  limit?: number;
};

const entityRows = ({ store, query, body }: WidgetInput<EntitiesBody>) =>
  entities(run({ store }, query).sel, store.index, {
    sort: body.sort ?? 'status_count',
    order: body.order ?? 'desc',
    keyword: body.keyword,
    limit: body.limit ?? 10,
  });

const ENTITY_COLUMNS = [
  'author_id',
  'username',
  'author_name',
  'followers_count',
  'verified',
  'status_count',
  'total_engagements',
  'reach',
] as const;

export default [
  handles(d.dashboardMostImpactfulPosts, ({ store, query, body }) => {
    // spec 02 §5: the selected sentiments and social types narrow the context's own filters.
    const base = body.properties ?? {};
    const filters = base.filters ?? {};
    const networks = body.selected_social_types.filter(
      (n) => !filters.social_types?.length || filters.social_types.includes(n),
    );
    const sentiments = body.selected_sentiments.filter(
      (s) => !filters.sentiments?.length || filters.sentiments.includes(s),
    );
    const { sel } = run(
      { store },
      { ...query, properties: { ...base, filters: { ...filters, social_types: networks, sentiments } } },
    );
    const rows = networks.length && sentiments.length ? sel.rows : new Int32Array(0);
    // The contract's paging defaults apply (spec 02 §7: 6 posts a page).
    const { page, per_page: perPage } = body;
    const top = topRows(
      rows,
      impactfulSortValue(body.sort ?? 'counts.total_engagements', sel),
      page * perPage,
    );
    return {
      total: rows.length,
      page,
      per_page: perPage,
      posts: [...top.subarray((page - 1) * perPage)].map((i) =>
        withImpact(StatusIndex.scoredAt(sel.cols, i)),
      ),
    };
  }),
  handles(d.dashboardEntities, (input) => {
    const { total, rows } = entityRows(input);
    return { total_entities: total, entities: rows };
  }),
  handles(d.dashboardEntitiesCsv, (input) => ({
    columns: ENTITY_COLUMNS,
    rows: entityRows(input).rows.map((e) => ENTITY_COLUMNS.map((c) => e[c])),
  })),
];
