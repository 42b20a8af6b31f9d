/**
 * Every dashboard widget call (spec 01 §7 "Dashboard calls", spec 02 §7 "Dashboard widgets"),
 * computed from the posts matching context, filters, range and time zone (analytics/widgets.ts).
 */
import { dashboard } from '@sl/api-contract/endpoints';
import { PAGE_SIZES } from '@sl/api-contract/schemas/paging';
import type { FastifyInstance } from 'fastify';
import { csvStream } from '../../../analytics/csv.ts';
import { customTopicsOf } from '../../../analytics/custom-topics.ts';
import { type DashboardQuery, precedingQuery, run } from '../../../analytics/dashboard-query.ts';
import * as widgets from '../../../analytics/widgets.ts';
import { contractRoute } from '../../../lib/contract-route.ts';
import { comparedQuery, dashboardQuery, type ReadBody } from '../../../lib/dashboard-read.ts';
import type { Identity, MockContext } from '../../../plugins/auth.ts';
import { StatusIndex } from '../../../store/status-index.ts';

const page = <T>(list: readonly T[], pageNo: number | undefined, perPage: number) =>
  list.slice(((pageNo ?? 1) - 1) * perPage, (pageNo ?? 1) * perPage);

/** A CSV stream goes out as the reply payload; the contract types the body as text. */
const asText = (stream: ReturnType<typeof csvStream>) => stream as unknown as string;

const sentimentName = (s: number) => (s === 1 ? 'positive' : s === -1 ? 'negative' : 'neutral');

export default async function widgetRoutes(app: FastifyInstance, ctx: MockContext) {
  const { store } = ctx;
  const simple = (identity: Identity, body: ReadBody) => run(ctx, dashboardQuery(identity, body));

  contractRoute(app, ctx, dashboard.dashboardSentiment, ({ body, identity }) => {
    const { sel, series } = simple(identity, body);
    return widgets.sentiment(sel, series);
  });

  contractRoute(app, ctx, dashboard.dashboardComparedSentiment, ({ body, identity }) => {
    const q = dashboardQuery(identity, body);
    const current = run(ctx, q);
    const compared = run(ctx, comparedQuery(q, body) as DashboardQuery);
    return {
      current: widgets.sentiment(current.sel, current.series),
      compared: widgets.sentiment(compared.sel, compared.series),
    };
  });

  contractRoute(app, ctx, dashboard.dashboardTrendSentiment, ({ body, identity }) => {
    const { sel, series } = simple(identity, body);
    return widgets.trendSentiment(sel, series);
  });

  contractRoute(app, ctx, dashboard.dashboardReviews, ({ body, identity }) => {
    const { sel, series } = simple(identity, body);
    return widgets.reviews(sel, series);
  });

  // ------------------------------------------------------------ topics
  const topicRows = (identity: Identity, body: ReadBody & { sort?: string; limit?: number }) => {
    const q = dashboardQuery(identity, body);
    const { sel } = run(ctx, q);
    const rows = widgets.topicCounts(sel, store.index, customTopicsOf(store, q.profileId));
    const sort = body.sort ?? 'count';
    const byName = (a: widgets.TermCount, b: widgets.TermCount) => a.term.localeCompare(b.term);
    rows.sort((a, b) =>
      sort === 'name'
        ? byName(a, b)
        : sort === 'positive'
          ? b.positive - a.positive || byName(a, b)
          : sort === 'negative'
            ? b.negative - a.negative || byName(a, b)
            : b.count - a.count || byName(a, b),
    );
    return { total: sel.rows.length, rows: rows.slice(0, body.limit ?? 10) };
  };
  contractRoute(app, ctx, dashboard.dashboardTopics, ({ body, identity }) => {
    const { total, rows } = topicRows(identity, body);
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
  });
  contractRoute(app, ctx, dashboard.dashboardTopicsCsv, ({ body, identity }) => {
    const { rows } = topicRows(identity, body);
    return asText(
      csvStream(
        ['topic', 'kind', 'total', 'positive', 'neutral', 'negative'],
        rows.map((r) => [r.term, r.kind, r.count, r.positive, r.neutral, r.negative]),
      ),
    );
  });

  // ------------------------------------------------------------ words
  contractRoute(app, ctx, dashboard.dashboardKeywordCloud, ({ body, identity }) => {
    const { sel } = simple(identity, body);
    const all = widgets.keywordCounts(sel, store.index);
    const perPage = body.per_page ?? PAGE_SIZES.keywords;
    return {
      page: body.page ?? 1,
      per_page: perPage,
      total_keywords: all.length,
      keywords: page(all, body.page, perPage).map((k) => ({
        keyword: k.term,
        count: k.count,
        positive: k.positive,
        neutral: k.neutral,
        negative: k.negative,
      })),
    };
  });

  type TrendingBody = ReadBody & {
    tkw_num_terms?: number;
    tkw_num_sig_terms?: number;
    tkw_sig_terms?: boolean;
  };
  const trending = (identity: Identity, body: TrendingBody, of: 'keywords' | 'labels') => {
    const q = dashboardQuery(identity, body);
    // Without a compared range the background is the range of the same length just before.
    const c = comparedQuery(q, body) ?? precedingQuery(q);
    const current = run(ctx, q).sel;
    const compared = run(ctx, c).sel;
    const terms = (sel: typeof current) =>
      of === 'keywords'
        ? widgets.keywordCounts(sel, store.index)
        : widgets
            .topicCounts(sel, store.index, customTopicsOf(store, q.profileId))
            .filter((t) => t.count > 0)
            .sort((a, b) => b.count - a.count || a.term.localeCompare(b.term));
    return {
      total_current: current.rows.length,
      total_compared: compared.rows.length,
      compared_range: { from: new Date(c.from).toISOString(), to: new Date(c.to).toISOString() },
      terms: widgets.significantTerms(
        terms(current),
        terms(compared),
        { current: current.rows.length, compared: compared.rows.length },
        {
          numTerms: body.tkw_num_terms ?? 50,
          numSigTerms: body.tkw_num_sig_terms ?? 10,
          bySignificance: body.tkw_sig_terms ?? true,
        },
      ),
    };
  };
  contractRoute(app, ctx, dashboard.dashboardTrendingKeywords, ({ body, identity }) =>
    trending(identity, body, 'keywords'),
  );
  contractRoute(app, ctx, dashboard.dashboardTrendingLabels, ({ body, identity }) =>
    trending(identity, body, 'labels'),
  );
  contractRoute(app, ctx, dashboard.dashboardTrendingLabelsCsv, ({ body, identity }) => {
    const { terms } = trending(identity, body, 'labels');
    return asText(
      csvStream(
        ['label', 'count', 'compared_count', 'score'],
        terms.map((t) => [t.term, t.count, t.compared_count, t.score]),
      ),
    );
  });

  contractRoute(app, ctx, dashboard.dashboardConversationThemes, ({ body, identity }) => {
    const { sel } = simple(identity, body);
    return widgets.conversationThemes(sel, store.index);
  });
  contractRoute(app, ctx, dashboard.dashboardConversationThemesCsv, ({ body, identity }) => {
    const { sel } = simple(identity, body);
    const { themes } = widgets.conversationThemes(sel, store.index);
    return asText(
      csvStream(
        ['theme', 'count', 'share', 'positive', 'neutral', 'negative', 'keywords'],
        themes.map((t) => [
          t.theme,
          t.count,
          t.share,
          t.positive,
          t.neutral,
          t.negative,
          t.keywords.join(' '),
        ]),
      ),
    );
  });

  // ------------------------------------------------------------ demographics
  const demographics = (
    identity: Identity,
    body: ReadBody & { exclude?: string[] },
    field: 'language' | 'country',
  ) => {
    const { sel } = simple(identity, body);
    // spec 01 §7: default filters exclude language 'und' and the empty country.
    return widgets.demographics(
      sel,
      store.index,
      field,
      body.exclude ?? (field === 'language' ? ['und'] : ['']),
    );
  };
  for (const [json, csv, field] of [
    [dashboard.dashboardDemographicsLanguages, dashboard.dashboardDemographicsLanguagesCsv, 'language'],
    [dashboard.dashboardDemographicsCountries, dashboard.dashboardDemographicsCountriesCsv, 'country'],
  ] as const) {
    contractRoute(app, ctx, json, ({ body, identity }) => {
      const d = demographics(identity, body, field);
      const perPage = body.per_page ?? PAGE_SIZES.demographics;
      return {
        total: d.total,
        excluded: d.excluded,
        page: body.page ?? 1,
        per_page: perPage,
        total_rows: d.rows.length,
        rows: page(d.rows, body.page, perPage),
      };
    });
    contractRoute(app, ctx, csv, ({ body, identity }) => {
      const d = demographics(identity, body, field);
      return asText(
        csvStream(
          [field, 'status_count', 'positive', 'neutral', 'negative'],
          d.rows.map((r) => [r.code, r.status_count, r.positive, r.neutral, r.negative]),
        ),
      );
    });
  }

  // ------------------------------------------------------------ reach and engagement
  contractRoute(app, ctx, dashboard.dashboardEngagement, ({ body, identity }) => {
    const { sel, series } = simple(identity, body);
    return widgets.engagement(sel, series);
  });
  contractRoute(app, ctx, dashboard.dashboardReach, ({ body, identity }) => {
    const { sel, series } = simple(identity, body);
    return widgets.metric(sel, series, 'reach');
  });
  contractRoute(app, ctx, dashboard.dashboardSharesCount, ({ body, identity }) => {
    const { sel, series } = simple(identity, body);
    return widgets.metric(sel, series, 'shares');
  });
  contractRoute(app, ctx, dashboard.dashboardReachScore, ({ body, identity }) => {
    const { sel, series } = simple(identity, body);
    return widgets.reachScore(sel, series);
  });
  contractRoute(app, ctx, dashboard.dashboardImpactScore, ({ body, identity }) => {
    const { sel, series } = simple(identity, body);
    return widgets.impactScore(sel, series);
  });
  contractRoute(app, ctx, dashboard.dashboardReputation, ({ body, identity }) => {
    const { sel, series } = simple(identity, body);
    return widgets.reputation(sel, series);
  });
  contractRoute(app, ctx, dashboard.dashboardNetworks, ({ body, identity }) => {
    const { sel } = simple(identity, body);
    return widgets.networks(sel, body.count_only ?? false);
  });

  // ------------------------------------------------------------ entities
  type EntitiesBody = ReadBody & {
    sort?: 'status_count' | 'followers_count' | 'total_engagements' | 'reach';
    order?: 'asc' | 'desc';
    keyword?: string;
    limit?: number;
  };
  const entityRows = (identity: Identity, body: EntitiesBody) => {
    const { sel } = simple(identity, body);
    return widgets.entities(sel, store.index, {
      sort: body.sort ?? 'status_count',
      order: body.order ?? 'desc',
      keyword: body.keyword,
    });
  };
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
  contractRoute(app, ctx, dashboard.dashboardEntities, ({ body, identity }) => {
    const rows = entityRows(identity, body);
    return { total_entities: rows.length, entities: rows.slice(0, body.limit ?? 10) };
  });
  contractRoute(app, ctx, dashboard.dashboardEntitiesCsv, ({ body, identity }) => {
    const rows = entityRows(identity, body).slice(0, body.limit ?? 10);
    return asText(
      csvStream(
        ENTITY_COLUMNS,
        rows.map((e) => ENTITY_COLUMNS.map((c) => e[c])),
      ),
    );
  });

  // ------------------------------------------------------------ posts
  contractRoute(app, ctx, dashboard.dashboardMostImpactfulPosts, ({ body, identity }) => {
    // spec 02 §5: the selected sentiments and social types narrow the context's own filters.
    const base = body.properties ?? {};
    const filters = base.filters ?? {};
    const networks = body.selected_social_types.filter(
      (n) => !filters.social_types?.length || filters.social_types.includes(n),
    );
    const sentiments = body.selected_sentiments.filter(
      (s) => !filters.sentiments?.length || filters.sentiments.includes(s),
    );
    const q = dashboardQuery(identity, body, {
      ...base,
      filters: { ...filters, social_types: networks, sentiments },
    });
    const { sel } = run(ctx, q);
    const rows = networks.length && sentiments.length ? sel.rows : new Int32Array(0);
    const perPage = body.per_page ?? PAGE_SIZES.posts;
    const pageNo = body.page ?? 1;
    const top = widgets.topRows(
      rows,
      widgets.impactfulSortValue(body.sort ?? 'counts.total_engagements', sel),
      pageNo * perPage,
    );
    return {
      total: rows.length,
      page: pageNo,
      per_page: perPage,
      posts: [...top.subarray((pageNo - 1) * perPage)].map((i) =>
        widgets.withImpact(StatusIndex.scoredAt(sel.cols, i)),
      ),
    };
  });

  // ------------------------------------------------------------ SLA
  contractRoute(app, ctx, dashboard.dashboardSla, ({ query, identity }) => {
    const { sel, series } = simple(identity, query);
    return widgets.sla(sel, series);
  });
  contractRoute(app, ctx, dashboard.dashboardComparedSla, ({ query, identity }) => {
    const q = dashboardQuery(identity, query);
    const current = run(ctx, q);
    const compared = run(ctx, comparedQuery(q, query) as DashboardQuery);
    return {
      current: widgets.sla(current.sel, current.series),
      compared: widgets.sla(compared.sel, compared.series),
    };
  });

  // ------------------------------------------------------------ general report
  const REPORT_COLUMNS = [
    'search_name',
    'created_at',
    'social_type',
    'status_id',
    'username',
    'author_name',
    'language',
    'country',
    'sentiment',
    'rating',
    'title',
    'text',
    'likes',
    'replies',
    'shares',
    'reach',
    'url',
  ];
  contractRoute(app, ctx, dashboard.dashboardGeneralReportCsv, ({ body, identity }) => {
    const { sel } = simple(identity, body);
    const search = body.search_name ?? '';
    const { rows, cols } = sel;
    function* lines() {
      for (let k = 0; k < rows.length; k++) {
        const s = cols.rows[rows[k]];
        yield [
          search,
          s.created_at,
          s.social_type,
          s.status_id,
          s.username,
          s.author_name,
          s.language,
          s.country,
          sentimentName(cols.sentiment[rows[k]]),
          s.rating,
          s.title,
          s.full_text,
          s.favorite_count,
          s.reply_count,
          s.share_count,
          s.reach,
          s.url,
        ];
      }
    }
    return asText(csvStream(REPORT_COLUMNS, lines()));
  });
}
