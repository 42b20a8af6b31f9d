/** The most impactful posts widget (spec 02 §7): posts by impact, paged (6), and its authors; CSV twin. */
import { dashboard as d } from '@sl/api-contract/endpoints';
import { NETWORK_KEYS } from '@sl/api-contract/schemas/common';
import { queryVerdict } from '../../search/text-tally.ts';
import { type HourAggregate, TOP_OF } from '../../store/status-aggregates.ts';
import { StatusIndex } from '../../store/status-index.ts';
import { baseCube, CUBE_FOR, sentimentFromCube } from '../aggregate-query.ts';
import { run } from '../dashboard-query.ts';
import { entities, entitiesOfRange, impactfulSortValue, topRowsInRange, withImpact } from '../figures.ts';
import { rangeRows, rowTables } from '../range-tally.ts';

/** The column each sort ranks by, as the hourly aggregates bound it (`HourAggregate.top`). */
const TOP_SLOT = {
  BY_MOST_SHARES: 'shares',
  BY_MOST_COMMENTS: 'replies',
  BY_MOST_FOLLOWERS: 'followers',
  'counts.total_engagements': 'engagements',
  'counts.reach_score': 'reachScore',
} as const satisfies Record<string, (typeof TOP_OF)[number]>;

import { handles, type WidgetInput } from './widget.ts';

type EntitiesBody = {
  sort?: 'status_count' | 'followers_count' | 'total_engagements' | 'reach';
  order?: 'asc' | 'desc';
  keyword?: string;
  limit?: number;
};

function entityRows({ store, query, body }: WidgetInput<EntitiesBody>) {
  const options = {
    sort: body.sort ?? 'status_count',
    order: body.order ?? 'desc',
    keyword: body.keyword,
    limit: body.limit ?? 10,
  } as const;
  const { index } = store;
  // Issue 17: a context with no filter and no term reads the per-day author sums, not every row.
  const cols = index.profile(query.profileId);
  const tables = rowTables(index, query.properties?.filters ?? {});
  const plain =
    !tables.networkSentiment &&
    !tables.languages &&
    !tables.countries &&
    !queryVerdict(index, query.properties?.query ?? []);
  const fromDays = cols && plain ? entitiesOfRange(index, cols, query.from, query.to, options) : null;
  return fromDays ?? entities(run({ store }, query).sel, index, options);
}

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
    // The contract's paging defaults apply (spec 02 §7: 6 posts a page).
    const { page, per_page: perPage } = body;
    if (!networks.length || !sentiments.length) return { total: 0, page, per_page: perPage, posts: [] };
    const narrowed = {
      ...query,
      properties: { ...base, filters: { ...filters, social_types: networks, sentiments } },
    };
    // Issue 17: one pass over the range's columns keeping a bounded top; no row list.
    const { index } = store;
    const { cols, lo, hi, passes } = rangeRows(
      index,
      query.profileId,
      query.from,
      query.to,
      narrowed.properties.filters,
    );
    const verdict = queryVerdict(index, narrowed.properties.query ?? []);
    const keep =
      verdict || passes
        ? (i: number) => (!passes || passes(i)) && (!verdict || verdict[cols.text[i]] === 1)
        : null;
    const sort = body.sort ?? 'counts.total_engagements';
    // Without terms, language or country filters the aggregates count the posts, so the pass may
    // skip the hours that cannot reach the page (their highest value is kept per hour).
    const cube = baseCube(index, narrowed, CUBE_FOR.sentiment);
    const slot = TOP_OF.indexOf(TOP_SLOT[sort]);
    // The hour's bound over the networks asked for (a filter keeps some of them).
    const slots = Int32Array.from(networks, (n) => NETWORK_KEYS.indexOf(n) * TOP_OF.length + slot);
    const bound = (h: HourAggregate) => {
      let max = Number.NEGATIVE_INFINITY;
      for (let k = 0; k < slots.length; k++) if (h.top[slots[k]] > max) max = h.top[slots[k]];
      return max;
    };
    const { rows, accepted } = topRowsInRange(
      lo,
      hi,
      keep,
      impactfulSortValue(sort, cols),
      page * perPage,
      cube ? { cols, bound } : undefined,
    );
    return {
      total: accepted ?? (cube ? sentimentFromCube(cube).total : 0),
      page,
      per_page: perPage,
      posts: [...rows.subarray((page - 1) * perPage)].map((i) => withImpact(StatusIndex.scoredAt(cols, i))),
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
